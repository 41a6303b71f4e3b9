import { translate, type TList, type TLocale, type TSuccess } from '@safar/contracts';
import type { FastifyRequest } from 'fastify';

/** The success envelope; `key` names the message in the locale files. */
export interface TOk<T> extends TSuccess<T> {
  message: { status: 'success'; description: string; details: null; key: string };
}

export function ok<T>(req: FastifyRequest, data: T, key = 'messages.ok'): TOk<T> {
  return { success: true, data, message: { status: 'success', description: translate(req.locale, key), details: null, key } };
}

export function list<T>(items: T[], page: number, perPage: number, total: number): TList<T> {
  return { items, pagination: { page, per_page: perPage, total } };
}

export function describe(locale: TLocale, key: string, params?: Record<string, unknown>) {
  return translate(locale, key, params);
}
