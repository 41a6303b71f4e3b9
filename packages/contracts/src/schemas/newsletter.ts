import { z } from 'zod';
import { V, zEmail, zId, zInstant } from './common';
import { zLinkToken } from './auth';
import { HONEYPOT_FIELD } from './enquiries';
import { zListQuery } from './list-query';

/** POST /newsletter/subscribe: the group-travel sign-up. */
export const ZNewsletterSignup = z.object({
  email: zEmail,
  [HONEYPOT_FIELD]: z.string({ error: V.invalid }).max(2000, { error: V.tooLong }).optional(),
});
export type TNewsletterSignup = z.input<typeof ZNewsletterSignup>;

/** POST /newsletter/confirm and /newsletter/unsubscribe. */
export const ZNewsletterToken = z.object({ token: zLinkToken });
export type TNewsletterToken = z.infer<typeof ZNewsletterToken>;

export const NEWSLETTER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export const NEWSLETTER_SORTS = ['created_at', 'email', 'confirmed_at'] as const;
export const ZNewsletterListQuery = zListQuery(NEWSLETTER_SORTS).extend({
  status: z.enum(NEWSLETTER_STATUSES, { error: V.oneOf }).optional(),
});
export type TNewsletterListQuery = z.infer<typeof ZNewsletterListQuery>;

/** A subscriber as staff see it. */
export const ZNewsletterSubscriber = z.strictObject({
  id: zId,
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  locale: z.enum(['en', 'ar']),
  confirmed_at: zInstant.nullable(),
  unsubscribed_at: zInstant.nullable(),
  created_at: zInstant,
});
export type TNewsletterSubscriber = z.infer<typeof ZNewsletterSubscriber>;
