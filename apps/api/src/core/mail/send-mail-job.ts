import { mailAttachments, notifications, outgoingMails } from '@safar/db';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '@/core/jobs/job-queue';
import type { MailAttachment } from './mailer';
import { SEND_MAIL_JOB, type SendMailJobData } from './outbox';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** The attachments of the given unsent mails, by mail, in their order. */
async function attachmentsOf(app: FastifyInstance, mailIds: string[]): Promise<Map<string, MailAttachment[]>> {
  const byMail = new Map<string, MailAttachment[]>();
  if (mailIds.length === 0) return byMail;
  const rows = await app.db
    .select()
    .from(mailAttachments)
    .where(and(inArray(mailAttachments.outgoingMailId, mailIds), isNotNull(mailAttachments.content)))
    .orderBy(asc(mailAttachments.position));
  for (const row of rows) {
    const list = byMail.get(row.outgoingMailId!) ?? [];
    list.push({ filename: row.filename, contentType: row.contentType, content: row.content! });
    byMail.set(row.outgoingMailId!, list);
  }
  return byMail;
}

/**
 * Delivers the job's mails that are not sent yet, each marked sent (body and attachments'
 * bytes cleared, its notification marked emailed) as soon as the mail server took it. Safe to run twice: a sent
 * mail is skipped. When a mail fails the job throws and is retried with backoff, for the
 * unsent ones only; after the last retry those are marked failed for staff to see. A crash
 * between handing a mail to the server and marking it sent can send it twice; the mail's
 * Message-ID (its outbox id) lets mail clients fold such duplicates.
 */
export function sendMailJob(app: FastifyInstance): JobDefinition<SendMailJobData> {
  return {
    name: SEND_MAIL_JOB,
    // 10 s, 20 s, 40 s … about 2.8 hours in all before a mail is given up on.
    retryLimit: 10,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    pollingIntervalSeconds: 2,
    async handler(job) {
      const lastTry = job.retryCount >= job.retryLimit;
      const mails = await app.db
        .select()
        .from(outgoingMails)
        .where(and(inArray(outgoingMails.id, job.data.ids), isNull(outgoingMails.sentAt)));
      const attachments = await attachmentsOf(
        app,
        mails.map((m) => m.id),
      );
      let failure: unknown = null;
      for (const mail of mails) {
        try {
          await app.mailer.send({
            id: mail.id,
            to: mail.to,
            subject: mail.subject,
            text: mail.text ?? '',
            html: mail.html ?? '',
            headers: mail.headers,
            attachments: attachments.get(mail.id) ?? [],
          });
        } catch (err) {
          failure = err;
          app.log.warn({ err, mail: mail.id, attempt: mail.attempts + 1 }, 'mail not sent');
          await app.db
            .update(outgoingMails)
            .set({ attempts: sql`${outgoingMails.attempts} + 1`, lastError: errorText(err), failedAt: lastTry ? new Date() : null })
            .where(eq(outgoingMails.id, mail.id));
          continue;
        }
        await app.db.transaction(async (tx) => {
          await tx
            .update(outgoingMails)
            .set({
              sentAt: sql`now()`,
              attempts: sql`${outgoingMails.attempts} + 1`,
              lastError: null,
              failedAt: null,
              text: null,
              html: null,
            })
            .where(eq(outgoingMails.id, mail.id));
          // Like the body: the bytes were for delivery; name, type and size stay as the record.
          if (attachments.has(mail.id))
            await tx.update(mailAttachments).set({ content: null }).where(eq(mailAttachments.outgoingMailId, mail.id));
          if (mail.notificationId) {
            await tx
              .update(notifications)
              .set({ emailedAt: sql`now()` })
              .where(and(eq(notifications.id, mail.notificationId), isNull(notifications.emailedAt)));
          }
        });
      }
      if (failure) throw failure;
    },
  };
}
