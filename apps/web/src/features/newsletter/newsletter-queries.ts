import type { TNewsletterSignup, TNewsletterSubscriber } from '@safar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { createResourceHooks } from '@/lib/resource-hooks';

export const useNewsletterSignup = () =>
  useMutation({ mutationFn: (body: TNewsletterSignup) => api<null>('POST', '/newsletter/subscribe', { body }) });
export const useNewsletterLink = (action: 'confirm' | 'unsubscribe') =>
  useMutation({ mutationFn: (token: string) => api<null>('POST', `/newsletter/${action}`, { body: { token } }) });

export const subscriberHooks = createResourceHooks<TNewsletterSubscriber>({
  key: 'newsletter-subscribers',
  listPath: '/newsletter/subscribers',
});
export const SUBSCRIBERS_PER_PAGE = 20;
