import { activityLogs, enquiries, users } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { demoTokens } from '@/modules/users/users.test-helpers';
import { contact, sendMessage } from './enquiries.test-kit';

/*
 * The saved travellers of the agency whose agent sent an enquiry, read by the inbox staff who turn
 * it into that agency's booking, and by nobody else.
 */

let t: TestApp;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t.close());

const send = (url: string, payload: Record<string, unknown>, extra: { token?: string } = {}) => sendMessage(t, url, payload, extra);

describe("GET /enquiries/{id}/travellers: an agent's saved travellers, for the booking its enquiry becomes", () => {
  let agencyId: string;
  let otherAgent: string;
  let agentEnquiry: string;
  const traveller = (given: string, passport: string) => ({
    title: 'mr',
    given_name: given,
    family_name: 'Nizami',
    born_on: '1985-02-03',
    gender: 'm',
    nationality: 'PK',
    passport_number: passport,
    passport_country: 'PK',
    passport_expires_on: '2035-01-01',
  });
  const saveAs = async (token: string | undefined, payload: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: '/api/save-travellers', token, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The enquiry a message files, found by its words. */
  const filed = async (url: string, body: Record<string, unknown>, token?: string) => {
    expect((await send(url, body, token ? { token } : {})).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.message, body.message as string));
    return row!;
  };
  const read = (id: string, token: string | undefined, query = '') =>
    t.request({ method: 'GET', url: `/api/enquiries/${id}/travellers${query}`, token });

  beforeAll(async () => {
    const [agent] = await t.database.db.select().from(users).where(eq(users.email, 'agent@example.com'));
    agencyId = agent!.agencyId!;
    const falcon = await buildAgency(t.database.db, 'Falcon Tours');
    const other = await buildUser(t.database.db, { role: 'agent', isApproved: true, isFormFilled: true, agencyId: falcon.id });
    otherAgent = await tokenFor(t, other.email);
    await saveAs(tokens.agent, traveller('Imran', 'NZ1000001'));
    await saveAs(tokens.agent, traveller('Bilal', 'NZ1000002'));
    // Another agency's traveller of the same name: never in this agency's list.
    await saveAs(otherAgent, traveller('Imran', 'NZ2000001'));
    agentEnquiry = (await filed('/api/contact/us', { message: 'Umrah in Ramadan for two of our travellers.' }, tokens.agent)).id;
  });

  it("lets every inbox role read the agency's travellers, only that agency's, without logging a read", async () => {
    const details = await t.request({ method: 'GET', url: `/api/enquiries/${agentEnquiry}`, token: tokens.admin });
    expect(details.json().data.enquiry.sender).toMatchObject({ role: 'agent', agency_id: agencyId });
    const logsBefore = (await t.database.db.select().from(activityLogs)).length;
    for (const role of ['admin', 'reservation', 'salesman']) {
      const res = await read(agentEnquiry, tokens[role], '?q=nizami');
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      const items = res.json().data.items as { given_name: string; passport_number: string; agency_id: string }[];
      expect(
        items.map((i) => [i.given_name, i.passport_number]),
        role,
      ).toEqual([
        ['BILAL', 'NZ1000002'],
        ['IMRAN', 'NZ1000001'],
      ]);
      expect(items.every((i) => i.agency_id === agencyId)).toBe(true);
      expect(res.json().data.pagination).toMatchObject({ total: 2 });
    }
    expect((await read(agentEnquiry, tokens.salesman, '?q=bilal')).json().data.items).toHaveLength(1);
    expect((await t.database.db.select().from(activityLogs)).length).toBe(logsBefore);
  });

  it("keeps agents to their own agency's travellers, and the route to the inbox", async () => {
    // An agent of another agency reads them neither through the enquiry nor by naming the agency.
    expect((await read(agentEnquiry, otherAgent)).statusCode).toBe(403);
    const named = await t.request({ method: 'GET', url: `/api/get-travellers?agency_id=${agencyId}`, token: otherAgent });
    expect(named.statusCode).toBe(403);
    expect(named.json().message.code).toBe('forbidden');
    // Nor does the agent who sent it (its own list is GET /get-travellers), finance staff or a customer.
    for (const role of ['agent', 'accounts', 'customer']) expect((await read(agentEnquiry, tokens[role])).statusCode, role).toBe(403);
    expect((await read(agentEnquiry, undefined)).statusCode).toBe(401);
  });

  it('answers a wrong enquiry with a clear error in the envelope', async () => {
    const unknown = await read('01900000-0000-7000-8000-000000000000', tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: { code: 'not_found' } });

    // A customer's enquiry (or a visitor's) is no agency's: there are no saved travellers to offer.
    const customers = await filed('/api/contact', contact({ message: 'A family holiday in Baku, please.' }), tokens.customer);
    const visitors = await filed('/api/contact', contact({ message: 'Can you arrange a visa for Turkey?' }));
    for (const id of [customers.id, visitors.id]) {
      const res = await read(id, tokens.salesman);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatchObject({
        code: 'not_found',
        description: 'This enquiry was not sent by an agent of an agency, so it has no saved travellers to offer.',
      });
    }
    const details = await t.request({ method: 'GET', url: `/api/enquiries/${customers.id}`, token: tokens.admin });
    expect(details.json().data.enquiry.sender).toMatchObject({ role: 'customer', agency_id: null });

    // The enquiry names the agency, so the query cannot name another; a malformed id is 422 on it.
    const named = await read(agentEnquiry, tokens.admin, `?agency_id=${agencyId}`);
    expect(named.statusCode).toBe(422);
    expect(named.json().errors).toEqual({ agency_id: ['This field is not allowed.'] });
    const malformed = await read('not-an-id', tokens.admin);
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['id']);
  });

  it('stops once the enquiry is closed (409): no booking is made of it for the agency any more', async () => {
    const closing = await filed('/api/contact/us', { message: 'Never mind the Umrah, thank you.' }, tokens.agent);
    const put = await t.request({
      method: 'PUT',
      url: `/api/enquiries?id=${closing.id}`,
      token: tokens.admin,
      payload: { status: 'closed' },
    });
    expect(put.statusCode).toBe(200);
    const res = await read(closing.id, tokens.reservation);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatchObject({
      code: 'conflict',
      description:
        "This enquiry is closed or already a booking: its agency's saved travellers are offered only while it can be turned into one.",
    });
  });
});
