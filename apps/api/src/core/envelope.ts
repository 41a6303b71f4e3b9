import { translate, type TList, type TLocale, type TSuccess } from '@safar/contracts';
import type { FastifyRequest } from 'fastify';

/** The success envelope of DESIGN.md §2; `key` names the message in the locale files. */
export function ok<T>(req: FastifyRequest, data: T, key = 'messages.ok', details: unknown = null): TSuccess<T> & { message: { key: string } } {
  return { success: true, data, message: { status: 'success', description: translate(req.locale, key), details, key } };
}

export function list<T>(items: T[], page: number, perPage: number, total: number): TList<T> {
  return { items, pagination: { page, per_page: perPage, total } };
}

export function describe(locale: TLocale, key: string, params?: Record<string, unknown>) {
  return translate(locale, key, params);
}
