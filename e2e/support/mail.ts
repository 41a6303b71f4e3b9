import { baseUrl } from './browser';

export interface CapturedAttachment {
  id: string;
  filename: string;
  content_type: string;
  size: number;
}

export interface CapturedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (a quote's PDF); their bytes come from `attachmentBytes`. */
  attachments: CapturedAttachment[];
  created_at: string;
}

/** The development inbox (GET /api/dev/mail) for one address, newest first; `base` is the server (the run's by default). */
export async function inbox(to: string, base = baseUrl()): Promise<CapturedMail[]> {
  const res = await fetch(`${base}/api/dev/mail?per_page=100&search=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`GET /api/dev/mail answered ${res.status}`);
  const body = (await res.json()) as { data: CapturedMail[] | { items: CapturedMail[] } };
  const mails = Array.isArray(body.data) ? body.data : body.data.items;
  return mails.filter((m) => m.to === to);
}

/** The bytes of a captured mail's attachment (GET /api/dev/mail/attachments/{id}). */
export async function attachmentBytes(id: string): Promise<Buffer> {
  const res = await fetch(`${baseUrl()}/api/dev/mail/attachments/${id}`);
  if (!res.ok) throw new Error(`GET /api/dev/mail/attachments/${id} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Ids of the mails already sent to `to`, so a later wait picks only a new one. */
export async function mailIds(to: string, base = baseUrl()): Promise<Set<string>> {
  return new Set((await inbox(to, base)).map((m) => m.id));
}

/**
 * Waits for a mail to `to` that is not in `seen` (mails leave through a background job, moments
 * after the change) and that `matching` accepts: journeys share one server, so another journey's
 * notice to the same person may arrive meanwhile.
 */
export async function waitForMail(
  to: string,
  seen: Set<string>,
  timeoutMs = 15_000,
  base = baseUrl(),
  matching: (mail: CapturedMail) => boolean = () => true,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await inbox(to, base)).find((m) => !seen.has(m.id) && matching(m));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no new mail reached ${to} in ${timeoutMs} ms`);
}

const CODE = /\b(\d{6})\b/;

/** Waits for a new mail to `to` with a 6-digit code in it, and returns the code. */
export async function waitForCode(to: string, seen: Set<string>, timeoutMs = 15_000, base = baseUrl()): Promise<string> {
  const mail = await waitForMail(to, seen, timeoutMs, base, (m) => CODE.test(m.text));
  return CODE.exec(mail.text)![1]!;
}
