import { issueMessages, translate, type TErrorCode, type TFailure, type TLocale } from '@safar/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Zod issues (as fastify reports them) to { field: [translated messages] }. */
export function validationErrors(items: readonly ValidationItem[], locale: TLocale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const item of items) {
    const path = item.instancePath.split('/').filter(Boolean);
    for (const { field, key, params } of issueMessages({ ...(item.params ?? {}), code: item.keyword, message: item.message ?? '', path }))
      (errors[field] ??= []).push(translate(locale, key, params));
  }
  return errors;
}

export function failure(
  locale: TLocale,
  code: TErrorCode,
  key: string,
  params?: Record<string, unknown>,
  extra: Partial<TFailure> = {},
): TFailure {
  return {
    success: false,
    data: null,
    message: { status: 'error', code, description: translate(locale, key, params), details: null, ...extra.message },
    ...(extra.errors ? { errors: extra.errors } : {}),
  };
}

function fromFastifyError(err: FastifyError): AppError | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('malformed_json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('unsupported_media_type', { status: err.statusCode ?? 415 });
  }
  if (err instanceof SyntaxError && err.statusCode === 400) return new AppError('malformed_json');
  if (err.statusCode === 429) return new AppError('rate_limited');
  if (err.statusCode === 413) return new AppError('payload_too_large');
  if (err.statusCode === 404) return new AppError('not_found');
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = req.locale ?? 'en';
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = validationErrors(err.validation as ValidationItem[], locale);
      return reply.code(422).send(failure(locale, 'validation_failed', 'messages.validation_failed', undefined, { errors }));
    }
    const appError = err instanceof AppError ? err : fromFastifyError(err);
    if (appError) {
      const { errors, params, details, retryAfter } = appError.options;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      // A field's message may name the same figures as the error (e.g. the seats already sold).
      const translated = errors
        ? Object.fromEntries(Object.entries(errors).map(([f, keys]) => [f, keys.map((k) => translate(locale, k, params))]))
        : undefined;
      const body = failure(locale, appError.code, appError.key, params, translated ? { errors: translated } : {});
      if (details !== undefined) body.message.details = details;
      return reply.code(appError.status).send(body);
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(failure(locale, 'internal_error', 'messages.internal_error'));
  });
}
