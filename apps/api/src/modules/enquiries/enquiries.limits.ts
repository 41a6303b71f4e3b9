import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { perAccountLimit, perIpLimit, perUserLimit } from '@/core/rate-limit';

const MINUTE = 60_000;

/**
 * How many messages the public forms take. Each message mails its sender, so these also bound
 * how often the forms can be turned on someone else's mailbox: per client address (a person
 * writes a few times in an hour, a robot many) and per sender address, across client addresses.
 */
export const ENQUIRY_LIMITS = {
  perIp: { max: 10, windowMs: 60 * MINUTE },
  perEmail: { max: 5, windowMs: 60 * MINUTE },
  /** A signed-in agent's contact form, per account. */
  perAgent: { max: 10, windowMs: 60 * MINUTE },
} as const;

/** The public forms' limits, shared by the contact form and the product enquiries (one budget). */
export function publicEnquiryLimits(app: FastifyInstance): preHandlerAsyncHookHandler[] {
  return [
    perIpLimit(app, 'enquiry-ip', ENQUIRY_LIMITS.perIp.max, ENQUIRY_LIMITS.perIp.windowMs),
    perAccountLimit(app, 'enquiry-email', ENQUIRY_LIMITS.perEmail.max, ENQUIRY_LIMITS.perEmail.windowMs),
  ];
}

export function agentContactLimits(app: FastifyInstance): preHandlerAsyncHookHandler[] {
  return [perUserLimit(app, 'enquiry-agent', ENQUIRY_LIMITS.perAgent.max, ENQUIRY_LIMITS.perAgent.windowMs)];
}
