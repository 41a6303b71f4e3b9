import { capturedMails, notifications } from '@safar/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { mailNotifications, noticeAmount, notifyAgency, notifyRoles, sendNoticeMails } from './notify';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const mailsTo = (email: string) => t.database.db.select().from(capturedMails).where(eq(capturedMails.to, email));
const rowsOf = (ids: string[]) => t.database.db.select().from(notifications).where(inArray(notifications.id, ids));

describe('notifyRoles, notifyAgency and sendNoticeMails', () => {
  it('notify the active users of the roles inside the caller’s transaction and mail each in their language', async () => {
    const admin = await buildUser(t.database.db, { role: 'admin', name: 'Amna Admin' });
    const accounts = await buildUser(t.database.db, { role: 'accounts', name: 'Sara Accounts', locale: 'ar' });
    const disabled = await buildUser(t.database.db, { role: 'accounts', status: 'disabled' });
    const salesman = await buildUser(t.database.db, { role: 'salesman' });

    const notice = { type: 'deposit_submitted' as const, params: { reference: 'DEP-100001', amount: noticeAmount(2500000, 'PKR'), agency: 'Crescent Travels' }, link: '/admin/deposit-details?id=abc' };
    const rows = await t.database.db.transaction((tx) => notifyRoles(tx, ['admin', 'accounts'], notice));
    expect(rows.map((r) => r.notification.userId).sort()).toEqual([admin.id, accounts.id].sort());
    expect(rows[0]!.notification).toMatchObject({ type: 'deposit_submitted', params: notice.params, link: notice.link, readAt: null, emailedAt: null });
    expect(notice.params.amount).toBe('PKR 25000.00');
    for (const u of [disabled, salesman]) expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, u.id))).toEqual([]);

    await sendNoticeMails(t.app, rows);
    const [english] = await mailsTo(admin.email);
    expect(english!.subject).toBe('New deposit DEP-100001 to review');
    expect(english!.text).toContain('Crescent Travels submitted deposit DEP-100001 of PKR 25000.00');
    expect(english!.text).toContain('http://safar.test/admin/deposit-details?id=abc');
    const [arabic] = await mailsTo(accounts.email);
    expect(arabic!.subject).toBe('إيداع جديد DEP-100001 للمراجعة');
    expect(arabic!.html).toContain('dir="rtl"');
    expect((await rowsOf(rows.map((r) => r.notification.id))).every((r) => r.emailedAt !== null)).toBe(true);
  });

  it('a rolled-back transaction leaves no notification behind', async () => {
    const admin = await buildUser(t.database.db, { role: 'admin' });
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifyRoles(tx, ['admin'], { type: 'deposit_submitted', params: { reference: 'DEP-9', amount: 'PKR 1.00', agency: 'X' } });
        throw new Error('business change failed');
      }),
    ).rejects.toThrow('business change failed');
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.id))).toEqual([]);
  });

  it('notifyAgency reaches the agency’s active agents only', async () => {
    const agency = await buildAgency(t.database.db);
    const elsewhere = await buildAgency(t.database.db);
    const agent = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id, isApproved: true, isFormFilled: true, locale: 'ar' });
    const second = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id, isApproved: true, isFormFilled: true });
    await buildUser(t.database.db, { role: 'agent', agencyId: agency.id, status: 'disabled' });
    await buildUser(t.database.db, { role: 'agent', agencyId: elsewhere.id });

    const rows = await t.database.db.transaction((tx) =>
      notifyAgency(tx, agency.id, { type: 'charge_applied', params: { reference: 'CHG-100002', amount: noticeAmount(1250, 'KWD'), title: 'Late fee' }, link: '/agent/other-charges' }),
    );
    expect(rows.map((r) => r.notification.userId).sort()).toEqual([agent.id, second.id].sort());
    await sendNoticeMails(t.app, rows);
    expect((await mailsTo(agent.email))[0]!.subject).toBe('تم تطبيق الرسم CHG-100002 على حسابك');
    expect((await mailsTo(second.email))[0]!.subject).toBe('Charge CHG-100002 applied to your account');
    expect((await mailsTo(second.email))[0]!.text).toContain('A charge "Late fee" (CHG-100002) of KWD 1.250 was applied');
  });

  it('a mail failure does not throw: that notice stays un-emailed and the others are still sent', async () => {
    const agency = await buildAgency(t.database.db);
    const failing = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id });
    const fine = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id });
    const rows = await t.database.db.transaction((tx) =>
      notifyAgency(tx, agency.id, { type: 'deposit_rejected', params: { reference: 'DEP-7', amount: 'PKR 10.00', reason: 'Unreadable receipt' } }),
    );
    const send = t.app.mailer.send.bind(t.app.mailer);
    const spy = vi.spyOn(t.app.mailer, 'send').mockImplementation(async (message) => {
      if (message.to === failing.email) throw new Error('SMTP down');
      await send(message);
    });

    await expect(sendNoticeMails(t.app, rows)).resolves.toBeUndefined();
    expect(spy).toHaveBeenCalledTimes(2);
    const after = new Map((await rowsOf(rows.map((r) => r.notification.id))).map((r) => [r.userId, r]));
    expect(after.get(failing.id)!.emailedAt).toBeNull();
    expect(after.get(fine.id)!.emailedAt).not.toBeNull();
    expect((await mailsTo(fine.email))[0]!.text).toContain('Reason: Unreadable receipt');
    expect(await mailsTo(failing.email)).toEqual([]);
  });

  it('does nothing for no rows', async () => {
    const spy = vi.spyOn(t.app.mailer, 'send');
    await sendNoticeMails(t.app, []);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('mailNotifications (after the response)', () => {
  it('returns at once, sends in the background in order, and marks each batch emailed', async () => {
    const agency = await buildAgency(t.database.db);
    const agent = await buildUser(t.database.db, { role: 'agent', agencyId: agency.id });
    const raise = (reference: string) =>
      t.database.db.transaction((tx) => notifyAgency(tx, agency.id, { type: 'deposit_rejected', params: { reference, amount: 'PKR 1.00', reason: 'Late' } }));
    const first = await raise('DEP-11');
    const second = await raise('DEP-12');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = t.app.mailer.send.bind(t.app.mailer);
    const subjects: string[] = [];
    vi.spyOn(t.app.mailer, 'send').mockImplementation(async (message) => {
      await gate; // a slow mail server
      subjects.push(message.subject);
      await send(message);
    });

    mailNotifications(t.app, first);
    mailNotifications(t.app, second);
    expect(subjects).toEqual([]);
    expect((await rowsOf([...first, ...second].map((r) => r.notification.id))).every((r) => r.emailedAt === null)).toBe(true);
    release();
    await t.app.noticeMails.idle();
    expect(subjects).toEqual(['Deposit DEP-11 rejected', 'Deposit DEP-12 rejected']);
    expect((await rowsOf([...first, ...second].map((r) => r.notification.id))).every((r) => r.emailedAt !== null)).toBe(true);
    expect(await mailsTo(agent.email)).toHaveLength(2);
  });

  it('a failing mail server fails nothing: the queue empties and the notice stays un-emailed', async () => {
    const agency = await buildAgency(t.database.db);
    await buildUser(t.database.db, { role: 'agent', agencyId: agency.id });
    const rows = await t.database.db.transaction((tx) => notifyAgency(tx, agency.id, { type: 'charge_applied', params: { reference: 'CHG-9', amount: 'PKR 1.00', title: 'Fee' } }));
    vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    mailNotifications(t.app, rows);
    await t.app.noticeMails.idle();
    expect((await rowsOf(rows.map((r) => r.notification.id)))[0]!.emailedAt).toBeNull();
  });
});

describe('ids of notifications made by the database', () => {
  it('are UUIDv7, time-ordered', async () => {
    const rows = await t.database.db.transaction((tx) => notifyRoles(tx, ['admin', 'accounts'], { type: 'deposit_submitted', params: { reference: 'DEP-1', amount: 'PKR 1.00', agency: 'X' } }));
    expect(rows.length).toBeGreaterThan(0);
    for (const { notification: row } of rows) expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ms = parseInt(rows[0]!.notification.id.replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(ms - Date.now())).toBeLessThan(60_000);
  });
});
