import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { perAccountLimit, perIpLimit } from '@/core/rate-limit';

const MINUTE = 60_000;

/**
 * A sign-up mails the address it names, so it is limited per client address and per named
 * address (across client addresses): a confirmation link can be asked again a few times, but
 * nobody can fill someone else's mailbox through the form.
 */
export const NEWSLETTER_LIMITS = {
  perIp: { max: 10, windowMs: 60 * MINUTE },
  perEmail: { max: 3, windowMs: 60 * MINUTE },
  /** Confirm and unsubscribe: guesses at a token. */
  linksPerIp: { max: 60, windowMs: 10 * MINUTE },
} as const;

export function signUpLimits(app: FastifyInstance): preHandlerAsyncHookHandler[] {
  return [
    perIpLimit(app, 'newsletter-ip', NEWSLETTER_LIMITS.perIp.max, NEWSLETTER_LIMITS.perIp.windowMs),
    perAccountLimit(app, 'newsletter-email', NEWSLETTER_LIMITS.perEmail.max, NEWSLETTER_LIMITS.perEmail.windowMs),
  ];
}

export function linkLimits(app: FastifyInstance): preHandlerAsyncHookHandler[] {
  return [perIpLimit(app, 'newsletter-link-ip', NEWSLETTER_LIMITS.linksPerIp.max, NEWSLETTER_LIMITS.linksPerIp.windowMs)];
}
