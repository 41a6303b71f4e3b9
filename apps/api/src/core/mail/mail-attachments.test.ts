import { capturedMails, mailAttachments, outgoingMails } from '@safar/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCleanups } from '@/test/api-process';
import { startSmtpSink, type ReceivedMail } from '@/test/smtp-sink';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { mailsTried, queueMails } from './outbox';

let t: TestApp;
let received: ReceivedMail[];
beforeAll(async () => {
  const smtp = await startSmtpSink();
  received = smtp.received;
  t = await buildTestApp({
    demo: false,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'Safar <no-reply@safar.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await runCleanups();
});

const PDF = Buffer.from('%PDF-1.4\n% a quote\n');
const NOTES = Buffer.from('plain notes, not a page');

const mailTo = (to: string) => ({
  to,
  subject: 'Your quote',
  text: 'See the attachments.',
  html: '<p>See the attachments.</p>',
  kind: 'test',
  attachments: [
    { filename: 'quote-Q-1.pdf', contentType: 'application/pdf', content: PDF },
    { filename: 'notes.txt', contentType: 'text/plain', content: NOTES },
  ],
});

describe('mail attachments in the outbox', () => {
  it('go to the mail server with the mail, are captured, and lose their bytes once sent', async () => {
    await t.database.db.transaction((tx) => queueMails(tx, t.fakeRequest(), [mailTo('with-files@example.test')]));
    await mailsTried(t.app);

    const smtp = received.find((m) => m.to.includes('with-files@example.test'))!;
    expect(smtp.header('content-type')).toMatch(/^multipart\/mixed/);
    expect(smtp.raw).toMatch(/Content-Type: application\/pdf; name=quote-Q-1\.pdf/);
    expect(smtp.raw).toContain('Content-Disposition: attachment; filename=quote-Q-1.pdf');
    expect(smtp.raw).toContain(PDF.toString('base64'));

    const [record] = await t.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, 'with-files@example.test'));
    expect(record).toMatchObject({ text: null, html: null });
    expect(record!.sentAt).not.toBeNull();
    const kept = await t.database.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.outgoingMailId, record!.id))
      .orderBy(asc(mailAttachments.position));
    expect(kept.map((a) => [a.filename, a.contentType, a.size, a.content])).toEqual([
      ['quote-Q-1.pdf', 'application/pdf', PDF.length, null],
      ['notes.txt', 'text/plain', NOTES.length, null],
    ]);

    const [captured] = await t.database.db.select().from(capturedMails).where(eq(capturedMails.to, 'with-files@example.test'));
    const files = await t.database.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.capturedMailId, captured!.id))
      .orderBy(asc(mailAttachments.position));
    expect(files.map((a) => a.filename)).toEqual(['quote-Q-1.pdf', 'notes.txt']);
    expect(files[0]!.content!.equals(PDF)).toBe(true);
  });

  it('are never stored for a mail whose transaction rolled back', async () => {
    const before = await t.database.db.select().from(mailAttachments);
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMails(tx, t.fakeRequest(), [mailTo('rolled-back@example.test')]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(mailAttachments)).toHaveLength(before.length);
  });

  it('leave a mail without attachments as it was: one part, no attachment rows', async () => {
    await t.database.db.transaction((tx) => queueMails(tx, t.fakeRequest(), [{ ...mailTo('plain@example.test'), attachments: [] }]));
    await mailsTried(t.app);
    const smtp = received.find((m) => m.to.includes('plain@example.test'))!;
    expect(smtp.header('content-type')).not.toMatch(/^multipart\/mixed/);
    const [record] = await t.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, 'plain@example.test'));
    expect(await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.outgoingMailId, record!.id))).toEqual([]);
  });
});
