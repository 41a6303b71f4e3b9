import { capturedMails, notifications, outgoingMails } from '@safar/db';
import { eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { mailsTried, SEND_MAIL_JOB, type SendMailJobData } from '@/core/mail/outbox';
import { sendMailJob } from '@/core/mail/send-mail-job';
import { noticeAmount, notifyAgency, notifyRoles } from './notify';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const mailsTo = (email: string) => t.database.db.select().from(capturedMails).where(eq(capturedMails.to, email));
const rowsOf = (ids: string[]) => t.database.db.select().from(notifications).where(inArray(notifications.id, ids));
/** The queued send job that carries a mail, as its worker receives it. */
async function jobFor(mailId: string): Promise<PgBoss.JobWithMetadata<SendMailJobData>> {
  const { rows } = await t.database.executeSql(`select id, name, data from pgboss.job where name = $1 and data->'ids' ? $2`, [
    SEND_MAIL_JOB,
    mailId,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0] as unknown as PgBoss.JobWithMetadata<SendMailJobData>;
}

describe('notifyRoles and notifyAgency', () => {
  it('notify the active users of the roles inside the caller’s transaction and mail each in their language', async () => {
    const admin = await buildUser(t.database.db, { role: 'admin', name: 'Amna Admin' });
    const accounts = await buildUser(t.database.db, { role: 'accounts', name: 'Sara Accounts', locale: 'ar' });
    const disabled = await buildUser(t.database.db, { role: 'accounts', status: 'disabled' });
    const salesman = await buildUser(t.database.db, { role: 'salesman' });

    const notice = {
      type: 'deposit_submitted' as const,
      params: { reference: 'DEP-100001', amount: noticeAmount(2500000, 'PKR'), agency: 'Crescent Travels' },
      link: '/admin/deposit-details?id=abc',
    };
    const rows = await t.database.db.transaction((tx) => notifyRoles(tx, t.fakeRequest(), ['admin', 'accounts'], notice));
    expect(rows.map((r) => r.notification.userId).sort()).toEqual([admin.id, accounts.id].sort());
    expect(rows[0]!.notification).toMatchObject({
      type: 'deposit_submitted',
      params: notice.params,
      link: notice.link,
      readAt: null,
      emailedAt: null,
    });
    expect(notice.params.amount).toBe('PKR 25000.00');
    for (const u of [disabled, salesman])
      expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, u.id))).toEqual([]);

    await mailsTried(t.app);
    const [english] = await mailsTo(admin.email);
    expect(english!.subject).toBe('New deposit DEP-100001 to review');
    expect(english!.text).toContain('Crescent Travels submitted deposit DEP-100001 of PKR 25000.00');
    expect(english!.text).toContain('http://safar.test/admin/deposit-details?id=abc');
    const [arabic] = await mailsTo(accounts.email);
    expect(arabic!.subject).toBe('إيداع جديد DEP-100001 للمراجعة');
    expect(arabic!.html).toContain('dir="rtl"');
    expect((await rowsOf(rows.map((r) => r.notification.id))).every((r) => r.emailedAt !== null)).toBe(true);
  });

  it('a rolled-back transaction leaves no notification, no mail and no job behind', async () => {
    const admin = await buildUser(t.database.db, { role: 'admin' });
    const jobs = async () =>
      (await t.database.executeSql(`select count(*)::int as n from pgboss.job where name = '${SEND_MAIL_JOB}'`)).rows[0]!.n;
    const jobsBefore = await jobs();
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifyRoles(tx, t.fakeRequest(), ['admin'], {
          type: 'deposit_submitted',
          params: { reference: 'DEP-9', amount: 'PKR 1.00', agency: 'X' },
        });
        throw new Error('business change failed');
      }),
    ).rejects.toThrow('business change failed');
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.id))).toEqual([]);
    expect(await t.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, admin.email))).toEqual([]);
    expect(await jobs()).toBe(jobsBefore);
  });

  it('notifyAgency reaches the agency’s active agents only', async () => {
    const agency = await buildAgency(t.database.db);
    const elsewhere = await buildAgency(t.database.db);
    const agent = await buildUser(t.database.db, {
      role: 'agent',
      agencyId: agency.id,
      isApproved: true,
      isFormFilled: true,
      locale: 'ar',
    });
    const second = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id, isApproved: true, isFormFilled: true });
    await buildUser(t.database.db, { role: 'agent', agencyId: agency.id, status: 'disabled' });
    await buildUser(t.database.db, { role: 'agent', agencyId: elsewhere.id });

    const rows = await t.database.db.transaction((tx) =>
      notifyAgency(tx, t.fakeRequest(), agency.id, {
        type: 'charge_applied',
        params: { reference: 'CHG-100002', amount: noticeAmount(1250, 'KWD'), title: 'Late fee' },
        link: '/agent/other-charges',
      }),
    );
    expect(rows.map((r) => r.notification.userId).sort()).toEqual([agent.id, second.id].sort());
    await mailsTried(t.app);
    expect((await mailsTo(agent.email))[0]!.subject).toBe('تم تطبيق الرسم CHG-100002 على حسابك');
    expect((await mailsTo(second.email))[0]!.subject).toBe('Charge CHG-100002 applied to your account');
    expect((await mailsTo(second.email))[0]!.text).toContain('A charge "Late fee" (CHG-100002) of KWD 1.250 was applied');
  });

  it('a mail that fails stays un-emailed and is retried by the job, while the others are sent', async () => {
    const agency = await buildAgency(t.database.db);
    const failing = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id });
    const fine = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id });
    const send = t.app.mailer.send.bind(t.app.mailer);
    let serverDown = true;
    const spy = vi.spyOn(t.app.mailer, 'send').mockImplementation(async (message) => {
      if (message.to === failing.email && serverDown) throw new Error('SMTP down');
      await send(message);
    });
    const rows = await t.database.db.transaction((tx) =>
      notifyAgency(tx, t.fakeRequest(), agency.id, {
        type: 'deposit_rejected',
        params: { reference: 'DEP-7', amount: 'PKR 10.00', reason: 'Unreadable receipt' },
      }),
    );
    await mailsTried(t.app);
    expect(spy).toHaveBeenCalledTimes(2);
    const after = new Map((await rowsOf(rows.map((r) => r.notification.id))).map((r) => [r.userId, r]));
    expect(after.get(failing.id)!.emailedAt).toBeNull();
    expect(after.get(fine.id)!.emailedAt).not.toBeNull();
    expect((await mailsTo(fine.email))[0]!.text).toContain('Reason: Unreadable receipt');
    expect(await mailsTo(failing.email)).toEqual([]);
    const [waiting] = await t.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, failing.email));
    expect(waiting).toMatchObject({ sentAt: null, attempts: 1, lastError: 'SMTP down', failedAt: null });
    expect(waiting!.text).toContain('Unreadable receipt'); // kept until it is sent

    // The job retries what is unsent (the queue does it after its backoff; here, at once).
    serverDown = false;
    const job = await jobFor(waiting!.id);
    await sendMailJob(t.app).handler({ ...job, retryCount: 1, retryLimit: 10 });
    expect((await mailsTo(failing.email))[0]!.subject).toBe('Deposit DEP-7 rejected');
    expect((await rowsOf([after.get(failing.id)!.id]))[0]!.emailedAt).not.toBeNull();
    // Running the same job again sends nothing twice.
    await sendMailJob(t.app).handler({ ...job, retryCount: 2, retryLimit: 10 });
    expect(await mailsTo(failing.email)).toHaveLength(1);
    expect(await mailsTo(fine.email)).toHaveLength(1);
  });

  it('after the last retry the mail is marked failed for staff to see', async () => {
    const agency = await buildAgency(t.database.db);
    const agent = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id });
    vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('mailbox unavailable'));
    await t.database.db.transaction((tx) =>
      notifyAgency(tx, t.fakeRequest(), agency.id, {
        type: 'charge_applied',
        params: { reference: 'CHG-9', amount: 'PKR 1.00', title: 'Fee' },
      }),
    );
    await mailsTried(t.app);
    const [mail] = await t.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, agent.email));
    const job = await jobFor(mail!.id);
    await expect(sendMailJob(t.app).handler({ ...job, retryCount: 10, retryLimit: 10 })).rejects.toThrow('mailbox unavailable');
    const [failed] = await t.database.db.select().from(outgoingMails).where(eq(outgoingMails.id, mail!.id));
    expect(failed).toMatchObject({ sentAt: null, lastError: 'mailbox unavailable' });
    expect(failed!.failedAt).not.toBeNull();
  });
});

describe('ids of notifications made by the database', () => {
  it('are UUIDv7, time-ordered', async () => {
    const rows = await t.database.db.transaction((tx) =>
      notifyRoles(tx, t.fakeRequest(), ['admin', 'accounts'], {
        type: 'deposit_submitted',
        params: { reference: 'DEP-1', amount: 'PKR 1.00', agency: 'X' },
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { notification: row } of rows)
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ms = parseInt(rows[0]!.notification.id.replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(ms - Date.now())).toBeLessThan(60_000);
  });
});
