import { activityLogs, enquiries, listedItems, notifications, users } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, nextIp, type TestApp } from '@/test/test-app';
import { ENQUIRY_LIMITS } from './enquiries.limits';
import { demoTokens } from '@/modules/users/users.test-helpers';
import { contact, freshEmail, sendMessage } from './enquiries.test-kit';

let t: TestApp;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t.close());

const send = (url: string, payload: Record<string, unknown>, extra: { token?: string; ip?: string; locale?: string } = {}) =>
  sendMessage(t, url, payload, extra);
const byEmail = (email: string) => t.database.db.select().from(enquiries).where(eq(enquiries.email, email));

describe('POST /contact', () => {
  it("files a new enquiry with its reference, acknowledges it by mail in the sender's language, and logs it", async () => {
    const body = contact();
    const res = await send('/api/contact', body, { locale: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: null,
      message: { description: 'شكرًا لك. أُرسلت رسالتك، وبعثنا إليك نسخة منها بالبريد الإلكتروني.' },
    });
    const [row] = await byEmail(body.email);
    expect(row).toMatchObject({ kind: 'contact', status: 'new', locale: 'ar', fullName: 'Hina Visitor', senderId: null, productId: null });
    expect(row!.reference).toMatch(/^ENQ-\d{6,}$/);
    const mail = await t.lastMail(body.email);
    expect(mail?.subject).toBe(`وصلتنا رسالتك (${row!.reference})`);
    expect(mail?.text).toContain('We are twelve.');
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, 'enquiry'), eq(activityLogs.subjectId, row!.id)));
    expect(logs.map((l) => l.action)).toEqual(['enquiry.received']);

    // The staff who work the inbox are told, each with a link into their own area; accounts are not.
    const notices = await t.database.db
      .select({ role: users.role, link: notifications.link, params: notifications.params })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.type, 'enquiry_received'));
    const ours = notices.filter((n) => n.params.reference === row!.reference);
    expect(new Set(ours.map((n) => n.role))).toEqual(new Set(['admin', 'reservation', 'salesman']));
    expect(ours.find((n) => n.role === 'reservation')?.link).toBe(`/reservation/enquiries/${row!.id}`);
    expect(ours[0]!.params).toMatchObject({
      name: 'Hina Visitor',
      email: body.email,
      excerpt: 'Do you arrange group tours to Baku in March? We are twelve.',
    });
    const staffMail = await t.lastMail('salesman@example.com');
    expect(staffMail?.subject).toBe(`New enquiry ${row!.reference} from Hina Visitor`);
    expect(staffMail?.text).toContain(`/salesman/enquiries/${row!.id}`);
  });

  it('refuses bad input with 422 per field and stores nothing', async () => {
    const res = await send('/api/contact', { full_name: ' ', email: 'not-an-address', message: '', phone: 'call me' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'full_name', 'message', 'phone']);
    const unknown = await send('/api/contact', { ...contact(), subject: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['subject']);
    expect(await byEmail('not-an-address')).toEqual([]);
  });

  it('answers a filled honeypot like a sent message, storing and mailing nothing', async () => {
    const body = contact({ website: 'http://spam.example' });
    const res = await send('/api/contact', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('Thank you. Your message has been sent; we have emailed you a copy.');
    expect(await byEmail(body.email)).toEqual([]);
    expect(await t.lastMail(body.email)).toBeUndefined();
  });

  it('limits messages per client address and per sender address (429 with Retry-After)', async () => {
    const ip = nextIp();
    for (let i = 0; i < ENQUIRY_LIMITS.perIp.max; i++) expect((await send('/api/contact', contact(), { ip })).statusCode).toBe(200);
    const refused = await send('/api/contact', contact(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const email = freshEmail('limited');
    for (let i = 0; i < ENQUIRY_LIMITS.perEmail.max; i++) expect((await send('/api/contact', contact({ email }))).statusCode).toBe(200);
    expect((await send('/api/contact', contact({ email }))).statusCode).toBe(429);
    expect(await byEmail(email)).toHaveLength(ENQUIRY_LIMITS.perEmail.max);
  });

  it('records a signed-in customer as the sender', async () => {
    const body = contact();
    expect((await send('/api/contact', body, { token: tokens.customer })).statusCode).toBe(200);
    const [row] = await byEmail(body.email);
    expect(row!.senderId).not.toBeNull();
  });
});

describe('POST /contact/us', () => {
  it("files an agent's message under the account's name and address", async () => {
    const res = await send('/api/contact/us', { message: 'Please raise our credit allowance.' }, { token: tokens.agent });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.kind, 'agent_contact'));
    expect(row).toMatchObject({ fullName: 'Ali Agent', email: 'agent@example.com', message: 'Please raise our credit allowance.' });
    expect((await t.lastMail('agent@example.com'))?.subject).toContain(row!.reference);
  });

  it('is for agents only, and refuses a name or address in the body', async () => {
    expect((await send('/api/contact/us', { message: 'hi' })).statusCode).toBe(401);
    expect((await send('/api/contact/us', { message: 'hi' }, { token: tokens.customer })).statusCode).toBe(403);
    const res = await send('/api/contact/us', { message: 'hi', email: 'someone@else.test' }, { token: tokens.agent });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['email']);
  });
});

describe('POST /enquiries', () => {
  let car: { id: string };
  let hidden: { id: string };
  beforeAll(async () => {
    const item = {
      titleEn: 'Toyota Corolla with driver',
      titleAr: 'تويوتا كورولا مع سائق',
      descriptionEn: 'Airport pick-up',
      descriptionAr: 'استقبال من المطار',
      city: 'Lahore',
      country: 'PK',
    };
    car = (
      await t.database.db
        .insert(listedItems)
        .values({ ...item, kind: 'car' })
        .returning()
    )[0]!;
    hidden = (
      await t.database.db
        .insert(listedItems)
        .values({ ...item, kind: 'car', active: false })
        .returning()
    )[0]!;
  });

  it("files the product's kind, id and title in the sender's language", async () => {
    const body = { ...contact(), product_kind: 'car', product_id: car.id };
    const res = await send('/api/enquiries', body, { locale: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await byEmail(body.email);
    expect(row).toMatchObject({ kind: 'product', productKind: 'car', productId: car.id, productTitle: 'تويوتا كورولا مع سائق' });
  });

  it('refuses an inactive product, a product of another kind and an unknown kind (422), storing nothing', async () => {
    for (const [kind, id, field] of [
      ['car', hidden.id, 'product_id'],
      ['tour', car.id, 'product_id'],
      ['yacht', car.id, 'product_kind'],
    ] as const) {
      const body = { ...contact(), product_kind: kind, product_id: id };
      const res = await send('/api/enquiries', body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(await byEmail(body.email)).toEqual([]);
    }
  });
});

describe('the inbox', () => {
  const fileOne = async (over: Record<string, unknown> = {}) => {
    const body = contact(over);
    expect((await send('/api/contact', body)).statusCode).toBe(200);
    const [row] = await byEmail(body.email);
    return row!;
  };

  it('is for admin, reservation and salesman staff (accounts, agents and customers 403, visitors 401)', async () => {
    const one = await fileOne();
    for (const role of ['admin', 'reservation', 'salesman']) {
      const list = await t.request({ method: 'GET', url: '/api/enquiries', token: tokens[role] });
      expect(list.statusCode, role).toBe(200);
      expect((await t.request({ method: 'GET', url: `/api/enquiries/${one.id}`, token: tokens[role] })).statusCode).toBe(200);
    }
    for (const role of ['accounts', 'agent', 'customer']) {
      expect((await t.request({ method: 'GET', url: '/api/enquiries', token: tokens[role] })).statusCode, role).toBe(403);
      const put = await t.request({
        method: 'PUT',
        url: `/api/enquiries?id=${one.id}`,
        token: tokens[role],
        payload: { status: 'closed' },
      });
      expect(put.statusCode).toBe(403);
      const reply = await t.request({
        method: 'POST',
        url: `/api/enquiries/${one.id}/replies`,
        token: tokens[role],
        payload: { body: 'x' },
      });
      expect(reply.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/enquiries' })).statusCode).toBe(401);
  });

  it('filters by status and kind, searches, and counts the new ones', async () => {
    const one = await fileOne({ full_name: 'Zubair Quasar' });
    const search = await t.request({ method: 'GET', url: '/api/enquiries?search=quasar', token: tokens.admin });
    expect(search.json().data.items.map((e: { id: string }) => e.id)).toEqual([one.id]);
    expect(search.json().data.items[0]).toMatchObject({ status: 'new', kind: 'contact', replies_count: 0, assigned_to: null });
    const before = (await t.request({ method: 'GET', url: '/api/enquiries-summary', token: tokens.salesman })).json().data.new;
    expect(before).toBeGreaterThan(0);
    await t.request({ method: 'PUT', url: `/api/enquiries?id=${one.id}`, token: tokens.admin, payload: { status: 'open' } });
    expect((await t.request({ method: 'GET', url: '/api/enquiries-summary', token: tokens.salesman })).json().data.new).toBe(before - 1);
    const open = (await t.request({ method: 'GET', url: '/api/enquiries?status=open', token: tokens.admin })).json().data.items;
    expect(open.every((e: { status: string }) => e.status === 'open')).toBe(true);
    expect(open.map((e: { id: string }) => e.id)).toContain(one.id);
    const agents = (await t.request({ method: 'GET', url: '/api/enquiries?kind=agent_contact', token: tokens.admin })).json().data.items;
    expect(agents.every((e: { kind: string }) => e.kind === 'agent_contact')).toBe(true);
    const bad = await t.request({ method: 'GET', url: '/api/enquiries?status=lost&sort=email', token: tokens.admin });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['sort', 'status']);
  });

  it("mails a reply in the enquirer's language, adds it to the thread, marks it answered and assigns the replier", async () => {
    const one = await fileOne();
    await t.database.db.update(enquiries).set({ locale: 'ar' }).where(eq(enquiries.id, one.id));
    const res = await t.request({
      method: 'POST',
      url: `/api/enquiries/${one.id}/replies`,
      token: tokens.reservation,
      payload: { body: 'Yes: 12 seats on 14 March.\nPrice to follow.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const enquiry = res.json().data.enquiry;
    expect(enquiry).toMatchObject({ status: 'answered', assigned_to: { name: 'Rashid Reservations' }, replies_count: 1 });
    expect(enquiry.replies).toEqual([
      expect.objectContaining({
        body: 'Yes: 12 seats on 14 March.\nPrice to follow.',
        author: expect.objectContaining({ name: 'Rashid Reservations' }),
      }),
    ]);
    const mail = await t.lastMail(one.email);
    expect(mail?.subject).toBe(`رد: رسالتك ${one.reference}`);
    expect(mail?.text).toContain('Yes: 12 seats on 14 March.');
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectType, 'enquiry'), eq(activityLogs.subjectId, one.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['enquiry.received', 'enquiry.replied']);
  });

  it('refuses a reply to a closed enquiry (409) and an empty reply (422), mailing nothing', async () => {
    const one = await fileOne();
    expect(
      (await t.request({ method: 'POST', url: `/api/enquiries/${one.id}/replies`, token: tokens.admin, payload: { body: '  ' } }))
        .statusCode,
    ).toBe(422);
    await t.request({ method: 'PUT', url: `/api/enquiries?id=${one.id}`, token: tokens.admin, payload: { status: 'closed' } });
    const res = await t.request({
      method: 'POST',
      url: `/api/enquiries/${one.id}/replies`,
      token: tokens.admin,
      payload: { body: 'Late answer' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message.description).toBe('This enquiry is closed. Reopen it before replying.');
    expect((await t.lastMail(one.email))?.subject).toContain('We received your message');
  });

  it('assigns to a staff member of the inbox, refuses anyone else (422), and refuses setting converted (422)', async () => {
    const one = await fileOne();
    const assignees = (await t.request({ method: 'GET', url: '/api/enquiries/assignees', token: tokens.salesman })).json().data.items;
    const sara = assignees.find((a: { name: string }) => a.name === 'Sara Sales');
    expect(assignees.every((a: { role: string }) => ['admin', 'reservation', 'salesman'].includes(a.role))).toBe(true);
    const ok = await t.request({
      method: 'PUT',
      url: `/api/enquiries?id=${one.id}`,
      token: tokens.admin,
      payload: { assigned_to: sara.id },
    });
    expect(ok.json().data.enquiry.assigned_to).toEqual({ id: sara.id, name: 'Sara Sales' });
    const [accounts] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, one.id));
    expect(accounts!.assignedTo).toBe(sara.id);
    const agentUser = (await t.request({ method: 'GET', url: '/api/user', token: tokens.agent })).json().data.user;
    const refused = await t.request({
      method: 'PUT',
      url: `/api/enquiries?id=${one.id}`,
      token: tokens.admin,
      payload: { assigned_to: agentUser.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ assigned_to: ['Choose a staff member who works on enquiries.'] });
    const converted = await t.request({
      method: 'PUT',
      url: `/api/enquiries?id=${one.id}`,
      token: tokens.admin,
      payload: { status: 'converted' },
    });
    expect(converted.statusCode).toBe(422);
    const [after] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, one.id));
    expect(after).toMatchObject({ assignedTo: sara.id, status: 'new' });
    const unassign = await t.request({
      method: 'PUT',
      url: `/api/enquiries?id=${one.id}`,
      token: tokens.admin,
      payload: { assigned_to: null },
    });
    expect(unassign.json().data.enquiry.assigned_to).toBeNull();
  });

  it('answers 404 for an enquiry that is not there', async () => {
    const id = '01900000-0000-7000-8000-000000000000';
    expect((await t.request({ method: 'GET', url: `/api/enquiries/${id}`, token: tokens.admin })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'PUT', url: `/api/enquiries?id=${id}`, token: tokens.admin, payload: { status: 'open' } })).statusCode,
    ).toBe(404);
  });
});
