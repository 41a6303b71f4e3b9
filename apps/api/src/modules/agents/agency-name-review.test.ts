import { notifications, users } from '@safar/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityAbout, call, DEMO, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { agencyForm } from './agents.test-helpers';

/**
 * An approved agency renaming itself, or any agency taking a name another has (case, spacing and
 * invisible characters aside), is flagged to admin and finance staff until one marks it reviewed.
 */
let t: TestApp;
let tok: Record<TDemo, string>;
let agent: { id: string; agencyId: string };
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
  const row = await userByEmail(t, DEMO.agent);
  agent = { id: row.id, agencyId: row.agencyId! };
});
afterAll(() => t.close());

/** The notifications of a type, with their recipients' roles, oldest first. */
const notices = (type: string) =>
  t.database.db
    .select({ role: users.role, params: notifications.params, link: notifications.link })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.type, type))
    .orderBy(asc(notifications.createdAt));

const agencyOf = async (userId: string, token = tok.admin) =>
  (await call(t, 'GET', `/api/agentsData/${userId}`, token)).body.data.user.agency;

describe('an approved agency renaming itself', () => {
  it('is flagged: a mark on the agency, an activity entry, a notice and a mail to admin and finance', async () => {
    const res = await call(t, 'POST', '/api/update-agents-data', tok.agent, await agencyForm(t, { agency_name: 'Crescent Holidays' }));
    expect(res.status).toBe(200);
    const agency = await agencyOf(agent.id);
    expect(agency.name_review).toMatchObject({ reasons: ['renamed'], previous_name: 'Crescent Travels', same_name_as: null });

    const flagged = (await activityAbout(t, agent.agencyId)).filter((e) => e.action === 'agency.name_flagged');
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.changes).toMatchObject({
      before: { name: 'Crescent Travels' },
      after: { name: 'Crescent Holidays', reasons: ['renamed'] },
    });

    const sent = await notices('agency_renamed');
    expect(new Set(sent.map((n) => n.role))).toEqual(new Set(['admin', 'accounts']));
    expect(sent[0]).toMatchObject({
      params: { agency: 'Crescent Holidays', previous: 'Crescent Travels' },
      link: `/admin/user-details?id=${agent.id}`,
    });
    await mailsTried(t.app);
    const mail = await t.lastMail(DEMO.accounts);
    expect(mail?.subject).toBe('Agency Crescent Travels renamed itself');
    expect(mail?.text).toContain(`http://safar.test/admin/user-details?id=${agent.id}`);
  });

  it('is not flagged again for other details, or for letter case and spacing only', async () => {
    const before = (await notices('agency_renamed')).length;
    await call(
      t,
      'POST',
      '/api/update-agents-data',
      tok.agent,
      await agencyForm(t, { agency_name: 'Crescent Holidays', phone: '042-111-333' }),
    );
    await call(t, 'POST', '/api/update-agents-data', tok.agent, await agencyForm(t, { agency_name: '  crescent   HOLIDAYS ' }));
    expect((await notices('agency_renamed')).length).toBe(before);
  });

  it('is not flagged as a rename when staff rename it', async () => {
    await call(t, 'PUT', `/api/agency-name-reviewed/${agent.agencyId}`, tok.accounts);
    const res = await call(
      t,
      'POST',
      '/api/update-agents-data',
      tok.admin,
      await agencyForm(t, { user_id: agent.id, agency_name: 'Crescent Travels' }),
    );
    expect(res.status).toBe(200);
    expect((await agencyOf(agent.id)).name_review).toBeNull();
  });
});

describe('an agency taking the name of another', () => {
  it('is flagged, whatever the case, spacing or invisible characters, naming the other agency', async () => {
    const res = await call(t, 'POST', '/api/agents', tok.newAgent, await agencyForm(t, { agency_name: 'CRESCENT \u200B  travels' }));
    expect(res.status).toBe(200);
    const newAgent = await userByEmail(t, DEMO.newAgent);
    const agency = await agencyOf(newAgent.id);
    expect(agency.name_review).toMatchObject({ reasons: ['name_taken'], previous_name: null, same_name_as: 'Crescent Travels' });
    const sent = await notices('agency_name_taken');
    expect(new Set(sent.map((n) => n.role))).toEqual(new Set(['admin', 'accounts']));
    expect(sent[0]!.params).toEqual({ agency: 'CRESCENT \u200B  travels', same_as: 'Crescent Travels' });
  });

  it('shows the mark on the staff list of agents', async () => {
    const list = await call(t, 'GET', '/api/users?role=agent&per_page=100', tok.admin);
    const flagged = list.body.data.items.filter((u: { agency: { name_review: unknown } | null }) => u.agency?.name_review);
    expect(flagged.map((u: { email: string }) => u.email)).toEqual([DEMO.newAgent]);
  });
});

describe('PUT /agency-name-reviewed/{id}', () => {
  it('lets finance staff clear the mark, logged; a second time is 409; in Arabic too', async () => {
    const newAgent = await userByEmail(t, DEMO.newAgent);
    const res = await call(t, 'PUT', `/api/agency-name-reviewed/${newAgent.agencyId}`, tok.accounts);
    expect(res.status).toBe(200);
    expect(res.body.message.description).toBe('Agency name marked as reviewed.');
    expect((await agencyOf(newAgent.id)).name_review).toBeNull();
    expect((await activityAbout(t, newAgent.agencyId!)).at(-1)).toMatchObject({
      action: 'agency.name_reviewed',
      changes: { before: { reasons: ['name_taken'], same_name_as: 'Crescent Travels' } },
    });
    const again = await t.request({
      method: 'PUT',
      url: `/api/agency-name-reviewed/${newAgent.agencyId}`,
      token: tok.admin,
      headers: { 'accept-language': 'ar' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message.description).toBe('اسم هذه الوكالة غير مُعلَّم للمراجعة.');
  });

  it('is for finance staff only; an unknown agency is 404', async () => {
    for (const token of [tok.agent, tok.salesman, tok.reservation])
      expect((await call(t, 'PUT', `/api/agency-name-reviewed/${agent.agencyId}`, token)).status).toBe(403);
    expect((await call(t, 'PUT', '/api/agency-name-reviewed/0190a0a0-0000-7000-8000-000000000000', tok.admin)).status).toBe(404);
  });
});
