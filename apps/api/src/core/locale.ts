import { isLocale, type TLocale } from '@safar/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller's language: X-Locale, else the first Accept-Language that we speak, else English. */
export function requestLocale(req: FastifyRequest): TLocale {
  const explicit = req.headers['x-locale'];
  if (isLocale(explicit)) return explicit;
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string') {
    for (const part of accept.split(',')) {
      const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
      if (isLocale(tag)) return tag;
    }
  }
  return 'en';
}
