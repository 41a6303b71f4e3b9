import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activityLogs, agencies, agencyProfiles } from '@safar/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '@/modules/images/image-fixtures';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { multipartFileBody } from '@/modules/uploads/multipart-body';
import { demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let dataDir: string;
let tok: Record<TDemo, string>;
let agentId: string;
let agencyId: string;
let agencyRow: typeof agencies.$inferSelect;

const PROFILE = {
  display_name: 'Crescent Holidays',
  phone: '+92 21 3456 7890',
  email: 'Hello@Crescent-Holidays.pk',
  address: 'Office 4, Clifton Block 5\nKarachi',
  website: 'https://crescent-holidays.pk',
};

const save = (payload: Record<string, unknown>, token = tok.agent, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/agent-profile', token, headers, payload });
const read = (query = '', token = tok.agent) => t.request({ method: 'GET', url: `/api/agent-profile${query}`, token });

async function uploadLogo(token = tok.agent): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/images',
    token,
    ...multipartFileBody('logo.png', await testImage(480, 160, 'png')),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.image.id as string;
}

const entries = () =>
  t.database.db
    .select({ action: activityLogs.action, actorId: activityLogs.actorId, changes: activityLogs.changes })
    .from(activityLogs)
    .where(and(eq(activityLogs.action, 'agent_profile.saved'), eq(activityLogs.subjectId, agencyId)))
    .orderBy(asc(activityLogs.id));
const savedRow = async () => (await t.database.db.select().from(agencyProfiles).where(eq(agencyProfiles.agencyId, agencyId)))[0];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'safar-agent-profile-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  tok = await demoTokens(t);
  const agent = await userByEmail(t, 'agent@example.com');
  agentId = agent.id;
  agencyId = agent.agencyId!;
  [agencyRow] = (await t.database.db.select().from(agencies).where(eq(agencies.id, agencyId))) as [typeof agencies.$inferSelect];
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the agent profile', () => {
  it("before one is saved, reads as the agency's own name, phone and address", async () => {
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.profile).toEqual({
      agency_id: agencyId,
      display_name: agencyRow.name,
      phone: agencyRow.phone,
      email: null,
      address: agencyRow.address,
      website: null,
      logo_image_id: null,
      logo: null,
      saved: false,
      updated_at: null,
    });
  });

  it('is saved by the agent with its logo, logged with before and after; the same profile again logs nothing', async () => {
    const logo = await uploadLogo();
    const first = await save({ ...PROFILE, logo_image_id: logo });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message.description).toBe('Profile saved successfully.');
    const profile = first.json().data.profile;
    expect(profile).toMatchObject({
      ...PROFILE,
      email: 'hello@crescent-holidays.pk',
      agency_id: agencyId,
      logo_image_id: logo,
      saved: true,
      logo: { id: logo, width: 480, height: 160, url: `/api/images/${logo}-480.webp` },
    });
    expect((await read()).json().data.profile).toEqual(profile);

    const [created] = await entries();
    expect(created).toMatchObject({
      actorId: agentId,
      changes: { before: null, after: { display_name: 'Crescent Holidays', logo_image_id: logo } },
    });
    expect(created!.changes!.after).not.toHaveProperty('logo');

    expect((await save({ ...PROFILE, logo_image_id: logo })).statusCode).toBe(200);
    expect(await entries()).toHaveLength(1);

    // Blank and missing fields are not shown; the logo can be taken off.
    const second = await save({ display_name: 'Crescent Holidays', phone: '', website: '  ' });
    expect(second.json().data.profile).toMatchObject({ phone: null, email: null, address: null, website: null, logo: null });
    const [, changed] = await entries();
    expect(changed!.changes).toMatchObject({
      before: { phone: PROFILE.phone, logo_image_id: logo },
      after: { phone: null, logo_image_id: null },
    });
  });

  it('refuses bad input field by field, in English and Arabic, saving nothing', async () => {
    const before = await savedRow();
    const res = await save({
      display_name: '  ',
      phone: 'call me',
      email: 'not-an-address',
      address: 'x'.repeat(401),
      website: 'javascript:alert(1)',
      logo_image_id: 'nope',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      display_name: ['This field is required.'],
      phone: ['Enter a valid phone number.'],
      email: ['Enter a valid email address.'],
      address: [expect.any(String)],
      website: ['Enter an address starting with https://, e.g. https://www.example.com.'],
      logo_image_id: [expect.any(String)],
    });
    for (const website of ['http://crescent.pk', 'https://user:pass@crescent.pk', 'https://localhost', '//crescent.pk'])
      expect((await save({ display_name: 'A', website })).json().errors, website).toHaveProperty('website');

    const ar = await save({ display_name: 'A', website: 'ftp://x.pk' }, tok.agent, { 'x-locale': 'ar' });
    expect(ar.json().errors.website).toEqual(['أدخل عنوانًا يبدأ بـ https://، مثل https://www.example.com.']);

    const missing = await save({ display_name: 'A', logo_image_id: '0190a0a0-0000-7000-8000-000000000000' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ logo_image_id: ['This image does not exist (it may have been deleted). Upload it again.'] });
    expect(await savedRow()).toEqual(before);
  });

  it("is written by the agency's approved agents only: 403 for staff, customers and agents awaiting approval, 401 signed out", async () => {
    const before = await savedRow();
    for (const who of ['admin', 'accounts', 'salesman', 'reservation', 'customer', 'pendingAgent', 'newAgent'] as const) {
      const res = await save({ display_name: 'Taken Over' }, tok[who]);
      expect(res.statusCode, who).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: '/api/agent-profile', payload: { display_name: 'X' } })).statusCode).toBe(401);
    expect(await savedRow()).toEqual(before);
    expect((await entries()).every((e) => e.actorId === agentId)).toBe(true);
  });

  it('is read by the agent (its own only) and by staff who reach the agent', async () => {
    for (const who of ['admin', 'accounts', 'reservation'] as const) {
      const res = await read(`?user_id=${agentId}`, tok[who]);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().data.profile.agency_id).toBe(agencyId);
    }
    // Staff name the agent; an agent naming another is 403 before anything is looked up.
    expect((await read('', tok.admin)).json().errors).toHaveProperty('user_id');
    const stranger = await buildUser(t.database.db, {
      role: 'agent',
      agencyId: (await buildAgency(t.database.db, 'Elsewhere Travels')).id,
      isApproved: true,
      isFormFilled: true,
    });
    expect((await read(`?user_id=${stranger.id}`)).statusCode).toBe(403);
    expect((await read(`?user_id=${stranger.id}`, tok.admin)).json().data.profile.display_name).toBe('Elsewhere Travels');
    // A salesman reads the agents it brought in only.
    expect((await read(`?user_id=${agentId}`, tok.salesman)).statusCode).toBe(403);
    const salesman = await userByEmail(t, 'salesman@example.com');
    const own = await buildUser(t.database.db, {
      role: 'agent',
      agencyId: (await buildAgency(t.database.db)).id,
      createdBy: salesman.id,
    });
    expect((await read(`?user_id=${own.id}`, tok.salesman)).statusCode).toBe(200);
    // A user who is no agent is not found as one.
    const customer = await userByEmail(t, 'customer@example.com');
    expect((await read(`?user_id=${customer.id}`, tok.admin)).statusCode).toBe(404);
    expect((await read('', tok.customer)).statusCode).toBe(403);
    // An agent that has not filled in its agency yet has no profile to read.
    expect((await read('', tok.newAgent)).statusCode).toBe(409);
    expect((await t.request({ method: 'GET', url: '/api/agent-profile' })).statusCode).toBe(401);
  });

  it('keeps its logo from being deleted while it shows it', async () => {
    const logo = await uploadLogo();
    expect((await save({ display_name: 'Crescent Holidays', logo_image_id: logo })).statusCode).toBe(200);
    const refused = await t.request({ method: 'DELETE', url: `/api/images?id=${logo}`, token: tok.admin });
    expect(refused.statusCode).toBe(409);
    expect((await save({ display_name: 'Crescent Holidays' })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/images?id=${logo}`, token: tok.admin })).statusCode).toBe(200);
  });
});
