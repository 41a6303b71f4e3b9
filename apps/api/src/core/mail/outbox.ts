import { mailAttachments, newId, outgoingMails, type DbOrTx } from '@safar/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachmentRow, type MailMessage } from './mailer';

/** The job that delivers queued mails. */
export const SEND_MAIL_JOB = 'mail.send';

export interface QueuedMail extends MailMessage {
  /** What the mail is (otp, reset, notice_…): kept on the record after the body is cleared. */
  kind: string;
  /** The notification the mail carries, marked emailed once the mail is sent. */
  notificationId?: string | null;
}

export interface SendMailJobData {
  ids: string[];
}

/**
 * Queues mails in the caller's transaction (the outbox): the mail rows, their attachments and the
 * job that sends them commit with the change that causes them, or not at all. Nothing waits for
 * a mail server; once the request has answered, the mail worker is woken so the mail leaves at once.
 */
/**
 * Who queues mail: a request (whose answer wakes the sender at once), or the app itself in a
 * background job (the sender finds the mail at its next poll).
 */
export interface TMailContext {
  server: FastifyInstance;
  wakeJobs?: Set<string>;
}

export async function queueMails(tx: DbOrTx, req: TMailContext, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  // Ids made here, so each attachment names its mail without relying on the order RETURNING gives.
  const rows = mails.map((m) => ({ ...m, id: newId() }));
  await tx.insert(outgoingMails).values(
    rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      kind: m.kind,
      headers: m.headers ?? null,
      notificationId: m.notificationId ?? null,
    })),
  );
  const attachments = rows.flatMap((m) =>
    (m.attachments ?? []).map((a, position) => ({ outgoingMailId: m.id, position, ...attachmentRow(a) })),
  );
  if (attachments.length) await tx.insert(mailAttachments).values(attachments);
  await req.server.jobs.sendIn<SendMailJobData>(tx, SEND_MAIL_JOB, { ids: rows.map((r) => r.id) });
  req.wakeJobs?.add(SEND_MAIL_JOB);
}

/** Wakes the workers of jobs a request queued, once its answer is out (its transaction committed). */
export function registerJobWaking(app: FastifyInstance): void {
  app.decorateRequest('wakeJobs', {
    getter(this: FastifyRequest & { _wakeJobs?: Set<string> }) {
      return (this._wakeJobs ??= new Set());
    },
  });
  app.addHook('onResponse', async (req) => {
    const queued = (req as FastifyRequest & { _wakeJobs?: Set<string> })._wakeJobs;
    if (queued) for (const name of queued) app.jobs.wake(name);
  });
}

/**
 * Resolves once every queued mail has been tried at least once (tests read the captured mail
 * afterwards). Rejects after `timeoutMs`, naming how many are still waiting.
 */
export async function mailsTried(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  const done = new AbortController();
  const signal = AbortSignal.any([done.signal, AbortSignal.timeout(timeoutMs)]);
  try {
    for (;;) {
      // Listen before looking, so that a send finishing in between is not missed.
      const sent = app.jobs.nextSettled(SEND_MAIL_JOB, signal);
      sent.catch(() => undefined);
      app.jobs.wake(SEND_MAIL_JOB);
      const [row] = await app.db
        .select({ n: count() })
        .from(outgoingMails)
        .where(and(isNull(outgoingMails.sentAt), eq(outgoingMails.attempts, 0)));
      if (!row?.n) return;
      await sent.catch(() => {
        throw new Error(`${row.n} queued mails not tried after ${timeoutMs} ms`);
      });
    }
  } finally {
    done.abort(); // drops the listener still waiting
  }
}
