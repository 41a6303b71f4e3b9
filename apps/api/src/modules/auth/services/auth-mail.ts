import type { TLocale } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import { renderMail } from '@/core/mailer';

export interface MailRecipient {
  email: string;
  name: string;
  locale: TLocale;
}

export type AuthMailKind = 'otp' | 'verify' | 'exists' | 'reset';

/** Sends one of the auth mails, rendered in the recipient's own language. */
export async function sendAuthMail(app: FastifyInstance, to: MailRecipient, kind: AuthMailKind, params: Record<string, string>): Promise<void> {
  await app.mailer.send({ to: to.email, ...renderMail(to.locale, kind, to.name, params) });
}

/** Links in mails point at the web app's screens (APP_URL). */
export const appLink = (app: FastifyInstance, path: string) => `${app.config.appUrl}${path}`;
