import { capturedMails, mailAttachments, type Db } from '@safar/db';
import { translate, type TLocale } from '@safar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '@/config';

/** A file sent with a mail (a quote's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
  /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string> | null;
}

/** A mail handed to the transport; `id` (the outbox row) becomes its Message-ID. */
export interface OutgoingMessage extends MailMessage {
  id?: string;
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Breaks what a mail client would turn into a link (a scheme's "://", a domain's dots, an
 * address's "@") with an invisible zero-width space: the reader sees the same text, but no
 * client finds a URL in it. Decimal numbers ("25000.00") are left alone.
 */
export function defang(text: string): string {
  return text
    .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
    .replace(/\.(?=\p{L})/gu, `.${ZERO_WIDTH_SPACE}`)
    .replace(/@/g, `${ZERO_WIDTH_SPACE}@`);
}

/** The parameter that carries the link the app built itself (APP_URL and a path): the only link a mail holds. */
const LINK_PARAM = 'link';

/** Placeholders for the parameters, so a translated text can be split where each was interpolated. */
const MARK = /\uE000(\w+)\uE001/g;

/** A translated text in both parts: users' words escaped and defanged, the app's own link an anchor. */
function renderText(
  locale: TLocale,
  key: string,
  params: Record<string, string>,
  links: readonly string[] = [],
): { text: string; html: string } {
  const marked = translate(locale, key, Object.fromEntries(Object.keys(params).map((p) => [p, `\uE000${p}\uE001`])));
  const parts = marked.split(MARK); // literal, name, literal, name, …, literal
  let text = '';
  let html = '';
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      text += part;
      html += escapeHtml(part);
    } else if (part === LINK_PARAM || links.includes(part)) {
      const url = params[part] ?? '';
      text += url;
      html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    } else {
      const value = defang(params[part] ?? '');
      text += value;
      html += escapeHtml(value).replaceAll(ZERO_WIDTH_SPACE, '&#8203;');
    }
  });
  return { text, html };
}

export interface TRenderOptions {
  /** A closing line of the `mail` namespace instead of the app's own, e.g. naming the agency that sends a quote. */
  signature?: { key: string; params: Record<string, string> };
  /** Other parameters that are links the app built itself from APP_URL (a newsletter's unsubscribe link beside its page's). */
  links?: readonly string[];
}

/** Line breaks of a text (the app's own between lines, or a user's note) kept in the HTML part. */
const htmlLines = (html: string) => html.replaceAll('\n', '<br>\n');

/**
 * Renders a mail of the `mail` namespace in the recipient's language. The body key's text is
 * the paragraph; greeting and signature wrap it. Text users typed (names, titles, reasons) never
 * becomes a link, in either part: a name like "https://pay-here.example" would otherwise reach
 * finance staff as a clickable link under the app's own sender. Only the `link` parameter, which
 * the app builds from APP_URL, is an anchor.
 */
export function renderMail(
  locale: TLocale,
  kind: string,
  name: string,
  params: Record<string, string>,
  options: TRenderOptions = {},
): Omit<MailMessage, 'to'> {
  const subject = renderText(locale, `mail.${kind}_subject`, params).text;
  // A mail to an address without a name (a newsletter sign-up) greets without one.
  const greeting = name ? renderText(locale, 'mail.greeting', { name }) : renderText(locale, 'mail.greeting_anonymous', {});
  const body = renderText(locale, `mail.${kind}_body`, params, options.links);
  const signature = renderText(locale, options.signature?.key ?? 'mail.signature', options.signature?.params ?? {});
  const text = `${greeting.text}\n\n${body.text}\n\n${signature.text}`;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:sans-serif"><p>${greeting.html}</p><p>${htmlLines(body.html)}</p><p>${signature.html}</p></body></html>`;
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
    async send({ id, attachments = [], headers, ...message }) {
      if (transport)
        await transport.sendMail({
          from,
          ...message,
          ...(headers ? { headers } : {}),
          ...(attachments.length ? { attachments: attachments.map((a) => ({ ...a })) } : {}),
          ...(id ? { messageId: `<${id}@${messageHost}>` } : {}),
        });
      if (config.captureMail) {
        await db.transaction(async (tx) => {
          const [captured] = await tx
            .insert(capturedMails)
            .values({ ...message, headers: headers ?? null })
            .returning({ id: capturedMails.id });
          if (captured && attachments.length)
            await tx
              .insert(mailAttachments)
              .values(attachments.map((a, position) => ({ capturedMailId: captured.id, position, ...attachmentRow(a) })));
        });
        if (config.env === 'development')
          log.info(
            { to: message.to, subject: message.subject, attachments: attachments.map((a) => a.filename) },
            `mail captured:\n${message.text}`,
          );
      }
    },
  };
}

/** An attachment's columns in mail_attachments (the owning mail's id is added by the caller). */
export function attachmentRow(a: MailAttachment) {
  return { filename: a.filename, contentType: a.contentType, size: a.content.length, content: a.content };
}
