import type { TLocale } from '@safar/contracts';
import type { DbOrTx } from '@safar/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderMail } from '@/core/mail/mailer';
import { queueMails } from '@/core/mail/outbox';

export interface MailRecipient {
  email: string;
  name: string;
  locale: TLocale;
}

export type AuthMailKind = 'otp' | 'verify' | 'exists' | 'reset';

/** Queues one of the auth mails, rendered in the recipient's own language, in the caller's transaction. */
export async function queueAuthMail(
  tx: DbOrTx,
  req: FastifyRequest,
  to: MailRecipient,
  kind: AuthMailKind,
  params: Record<string, string>,
): Promise<void> {
  await queueMails(tx, req, [{ to: to.email, kind, ...renderMail(to.locale, kind, to.name, params) }]);
}

/** Links in mails point at the web app's screens (APP_URL). */
export const appLink = (app: FastifyInstance, path: string) => `${app.config.appUrl}${path}`;
