import { capturedMails, type Db } from '@safar/db';
import { translate, type TLocale } from '@safar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '@/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A mail handed to the transport; `id` (the outbox row) becomes its Message-ID. */
export interface OutgoingMessage extends MailMessage {
  id?: string;
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Renders a mail of the `mail` namespace in the recipient's language. The body key's text is
 * the paragraph; greeting and signature wrap it. Links become anchors in the HTML part.
 */
export function renderMail(locale: TLocale, kind: string, name: string, params: Record<string, string>): Omit<MailMessage, 'to'> {
  const subject = translate(locale, `mail.${kind}_subject`, params);
  const greeting = translate(locale, 'mail.greeting', { name });
  const body = translate(locale, `mail.${kind}_body`, params);
  const signature = translate(locale, 'mail.signature');
  const text = `${greeting}\n\n${body}\n\n${signature}`;
  const linked = escapeHtml(body).replace(/https?:\/\/[^\s<]+[^\s<.,]/g, (url) => `<a href="${url}">${url}</a>`);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:sans-serif"><p>${escapeHtml(greeting)}</p><p>${linked}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { subject, text, html };
}

/** SMTP when configured; in development every mail is also captured in the database and logged. */
export function createMailer(config: AppConfig, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.smtp
    ? nodemailer.createTransport({
        host: config.smtp.host,
        port: config.smtp.port,
        secure: config.smtp.secure,
        ...(config.smtp.user ? { auth: { user: config.smtp.user, pass: config.smtp.pass ?? '' } } : {}),
        // A mail server that hangs must not hold a mail job for minutes: fail, and let it retry.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    : null;
  const from = config.smtp?.from ?? 'Safar <no-reply@localhost>';
  const messageHost = new URL(config.appUrl).hostname;
  return {
    async send({ id, ...message }) {
      if (transport) await transport.sendMail({ from, ...message, ...(id ? { messageId: `<${id}@${messageHost}>` } : {}) });
      if (config.captureMail) {
        await db.insert(capturedMails).values(message);
        if (config.env === 'development') log.info({ to: message.to, subject: message.subject }, `mail captured:\n${message.text}`);
      }
    },
  };
}
