import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { activityAbout, call, DEMO, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { agencyForm, cityId } from './agents.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

describe('POST /agents (the agent’s own form)', () => {
  it('rejects bad input with 422 per field and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [await agencyForm(t, { agency_name: '' }), 'agency_name', 'This field is required.'],
      [await agencyForm(t, { phone: 'call me' }), 'phone', 'Enter a valid phone number.'],
      [await agencyForm(t, { country_code: 'PAK' }), 'country_code', 'This value is not valid.'],
      [await agencyForm(t, { country_code: 'ZZ' }), 'country_code', 'This value is not valid.'],
      [await agencyForm(t, { city_id: 'lahore' }), 'city_id', 'This field is required.'],
      [await agencyForm(t, { city_id: await cityId(t, 'AE', 'Dubai') }), 'city_id', 'Choose a city in the selected country.'],
      [await agencyForm(t, { city_id: 99999999 }), 'city_id', 'Choose a city in the selected country.'],
      [await agencyForm(t, { licence_number: undefined }), 'licence_number', 'This field is required.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(t, 'POST', '/api/agents', tok.newAgent, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(res.body.errors)).toEqual([message]);
    }
    expect((await userByEmail(t, DEMO.newAgent)).isFormFilled).toBe(false);
  });

  it('creates the agency, marks the form filled, and logs it', async () => {
    const res = await call(t, 'POST', '/api/agents', tok.newAgent, await agencyForm(t));
    expect(res.status).toBe(200);
    expect(res.body.message.description).toBe('Agent details saved successfully.');
    const user = res.body.data.user;
    expect(user).toMatchObject({ email: DEMO.newAgent, is_formFilled: '1', is_approved: '0' });
    expect(user.agency).toMatchObject({
      name: 'Indus Journeys',
      country_code: 'PK',
      country_name: 'Pakistan',
      city_name: 'Lahore',
      licence_number: 'DTS-LHR-1001',
    });
    const [entry] = await activityAbout(t, user.agency.id);
    expect(entry).toMatchObject({
      action: 'agency.created',
      actorId: user.id,
      onBehalfOfId: null,
      changes: { after: { name: 'Indus Journeys', country: 'PK' } },
    });
    // Awaiting approval now: the summary counts it.
    expect((await call(t, 'GET', '/api/users-summary', tok.admin)).body.data.agents_awaiting_approval).toBe(2);
  });

  it('answers 409 when the form is already filled', async () => {
    const res = await call(t, 'POST', '/api/agents', tok.agent, await agencyForm(t));
    expect(res.status).toBe(409);
    expect(res.body.message.description).toBe('The agency details form is already filled in.');
    expect((await userByEmail(t, DEMO.agent)).agencyId).not.toBeNull();
  });

  it('creates one agency when the form is sent twice at once', async () => {
    const bare = await buildUser(t.database.db, { role: 'agent' });
    const token = await tokenFor(t, bare.email);
    const form = await agencyForm(t);
    const results = await Promise.all([1, 2].map(() => call(t, 'POST', '/api/agents', token, form)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    // Created once; its name is the earlier test's agency's, so it is flagged to staff as well.
    expect((await activityAbout(t, results.find((r) => r.status === 200)!.body.data.user.agency.id)).map((e) => e.action)).toEqual([
      'agency.created',
      'agency.name_flagged',
    ]);
  });

  it('is for agents only', async () => {
    for (const token of [tok.admin, tok.salesman, tok.customer])
      expect((await call(t, 'POST', '/api/agents', token, await agencyForm(t))).status).toBe(403);
    expect((await call(t, 'POST', '/api/agents', undefined, await agencyForm(t))).status).toBe(401);
  });
});

describe('POST /update-agents-data', () => {
  it('lets an agent change its own agency (user_id omitted or its own)', async () => {
    const agent = await userByEmail(t, DEMO.agent);
    const res = await call(
      t,
      'POST',
      '/api/update-agents-data',
      tok.agent,
      await agencyForm(t, { agency_name: 'Crescent Travels & Tours' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user.agency).toMatchObject({ name: 'Crescent Travels & Tours', id: agent.agencyId });
    const withId = await call(
      t,
      'POST',
      '/api/update-agents-data',
      tok.agent,
      await agencyForm(t, { user_id: agent.id, phone: '042-111-222' }),
    );
    expect(withId.body.data.user.agency.phone).toBe('042-111-222');
    const entries = (await activityAbout(t, agent.agencyId!)).filter((e) => e.action === 'agency.updated');
    expect(entries.at(-2)).toMatchObject({
      action: 'agency.updated',
      onBehalfOfId: null,
      changes: { before: { name: 'Crescent Travels' }, after: { name: 'Crescent Travels & Tours' } },
    });
  });

  it('refuses an agent naming another agent (403) and changes nothing', async () => {
    const other = await userByEmail(t, DEMO.pendingAgent);
    const res = await call(
      t,
      'POST',
      '/api/update-agents-data',
      tok.agent,
      await agencyForm(t, { user_id: other.id, agency_name: 'Stolen' }),
    );
    expect(res.status).toBe(403);
    const view = await call(t, 'GET', `/api/agentsData/${other.id}`, tok.admin);
    expect(view.body.data.user.agency.name).toBe('Skyline Tours');
  });

  it('lets admin change any agent, logged on the agent’s behalf; staff must name the agent', async () => {
    const pending = await userByEmail(t, DEMO.pendingAgent);
    const res = await call(
      t,
      'POST',
      '/api/update-agents-data',
      tok.admin,
      await agencyForm(t, { user_id: pending.id, city_id: await cityId(t, 'PK', 'Karachi') }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user.agency.city_name).toBe('Karachi');
    const updated = (await activityAbout(t, pending.agencyId!)).filter((e) => e.action === 'agency.updated');
    expect(updated.at(-1)).toMatchObject({ action: 'agency.updated', onBehalfOfId: pending.id });
    const missing = await call(t, 'POST', '/api/update-agents-data', tok.admin, await agencyForm(t));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.user_id).toEqual(['This field is required.']);
  });

  it('lets staff fill in the form of an agent created without one', async () => {
    const bare = await buildUser(t.database.db, { role: 'agent' });
    const res = await call(t, 'POST', '/api/update-agents-data', tok.admin, await agencyForm(t, { user_id: bare.id }));
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ is_formFilled: '1', agency: { name: 'Indus Journeys' } });
  });

  it('lets a salesman change only the agents it created', async () => {
    const salesman = await userByEmail(t, DEMO.salesman);
    const mine = await buildUser(t.database.db, { role: 'agent', createdBy: salesman.id });
    expect((await call(t, 'POST', '/api/update-agents-data', tok.salesman, await agencyForm(t, { user_id: mine.id }))).status).toBe(200);
    const notMine = await userByEmail(t, DEMO.agent);
    expect((await call(t, 'POST', '/api/update-agents-data', tok.salesman, await agencyForm(t, { user_id: notMine.id }))).status).toBe(403);
  });

  it('answers unknown users and non-agents with 404, and other roles with 403', async () => {
    const customer = await userByEmail(t, DEMO.customer);
    expect((await call(t, 'POST', '/api/update-agents-data', tok.admin, await agencyForm(t, { user_id: customer.id }))).status).toBe(404);
    expect(
      (
        await call(
          t,
          'POST',
          '/api/update-agents-data',
          tok.admin,
          await agencyForm(t, { user_id: '0190a0a0-0000-7000-8000-000000000000' }),
        )
      ).status,
    ).toBe(404);
    for (const token of [tok.accounts, tok.reservation, tok.customer]) {
      expect((await call(t, 'POST', '/api/update-agents-data', token, await agencyForm(t, { user_id: customer.id }))).status).toBe(403);
    }
    const mismatch = await call(t, 'POST', '/api/update-agents-data', tok.agent, await agencyForm(t, { country_code: 'SA' }));
    expect(mismatch.body.errors.city_id).toEqual(['Choose a city in the selected country.']);
  });
});

describe('GET /agentsData/{id}', () => {
  it('shows the agent with its agency to itself and to staff', async () => {
    const agent = await userByEmail(t, DEMO.agent);
    for (const token of [tok.agent, tok.admin, tok.accounts, tok.reservation]) {
      const res = await call(t, 'GET', `/api/agentsData/${agent.id}`, token);
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ id: agent.id, agency: { id: agent.agencyId } });
    }
  });

  it('refuses another agent, a salesman outside its scope and customers; 404 for unknown or non-agents', async () => {
    const agent = await userByEmail(t, DEMO.agent);
    expect((await call(t, 'GET', `/api/agentsData/${agent.id}`, tok.pendingAgent)).status).toBe(403);
    expect((await call(t, 'GET', `/api/agentsData/${agent.id}`, tok.salesman)).status).toBe(403);
    expect((await call(t, 'GET', `/api/agentsData/${agent.id}`, tok.customer)).status).toBe(403);
    const salesman = await userByEmail(t, DEMO.salesman);
    const mine = await buildUser(t.database.db, { role: 'agent', createdBy: salesman.id });
    expect((await call(t, 'GET', `/api/agentsData/${mine.id}`, tok.salesman)).status).toBe(200);
    const walkIn = await userByEmail(t, DEMO.walkIn);
    expect((await call(t, 'GET', `/api/agentsData/${walkIn.id}`, tok.salesman)).status).toBe(404);
    expect((await call(t, 'GET', '/api/agentsData/0190a0a0-0000-7000-8000-000000000000', tok.admin)).status).toBe(404);
    expect((await call(t, 'GET', '/api/agentsData/nope', tok.admin)).status).toBe(422);
    const own = await tokenFor(t, mine.email);
    expect((await call(t, 'GET', `/api/agentsData/${mine.id}`, own)).body.data.user.agency).toBeNull();
  });
});
