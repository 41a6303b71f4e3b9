import { activityLogs, banks, deposits, newId, uploads, users } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccountFor, systemAccountFor } from '@/modules/ledger/ledger-accounts';
import { postTransaction } from '@/modules/ledger/post-transaction';
import { bankResource } from './banks.routes';
import { registerCrudRoutes } from '@/core/crud-routes';
import { tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let admin: string;
let accounts: string;
let agent: string;
let salesman: string;

let accountSeq = 0;
/** A valid bank body with an account number of its own (the IBAN is the standard PK example with correct check digits). */
const buildBank = (overrides: Record<string, unknown> = {}) => ({
  bank_name: 'Meezan Bank',
  account_title: 'Safar Travels Pvt Ltd',
  account_number: `0101-${String(++accountSeq).padStart(10, '0')}`,
  iban: 'PK36 SCBL 0000 0011 2345 6702',
  branch: 'Blue Area, Islamabad',
  currency: 'PKR',
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp({
    // The banks resource again, writable by agents too, to show its read scope guards writes:
    // an agent that may write still cannot reach a bank it cannot see.
    extend: async (app) => {
      await app.register(
        async (api) =>
          registerCrudRoutes(api, {
            ...bankResource,
            path: '/test-agent-banks',
            access: { ...bankResource.access, write: 'financeOrAgent' },
          }),
        { prefix: '/api' },
      );
    },
  });
  admin = await tokenFor(t, 'admin@example.com');
  accounts = await tokenFor(t, 'accounts@example.com');
  agent = await tokenFor(t, 'agent@example.com');
  salesman = await tokenFor(t, 'salesman@example.com');
});
afterAll(() => t.close());

async function createBank(token = admin, overrides: Record<string, unknown> = {}) {
  const res = await t.request({ method: 'POST', url: '/api/banks', token, payload: buildBank(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.bank as { id: string; active: boolean; iban: string | null };
}

const logsFor = (id: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.subjectType, 'bank'), eq(activityLogs.subjectId, id)));

describe('POST /banks', () => {
  it('creates a bank with its saved message, a compact IBAN and an activity entry', async () => {
    const res = await t.request({ method: 'POST', url: '/api/banks', token: accounts, payload: buildBank() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message.description).toBe('Bank saved successfully');
    expect(body.data.bank).toMatchObject({ bank_name: 'Meezan Bank', iban: 'PK36SCBL0000001123456702', active: true, currency: 'PKR' });
    const logs = await logsFor(body.data.bank.id);
    expect(logs.map((l) => l.action)).toEqual(['bank.created']);
  });

  it('answers in Arabic when asked', async () => {
    const res = await t.request({ method: 'POST', url: '/api/banks', token: admin, payload: buildBank(), headers: { 'x-locale': 'ar' } });
    expect(res.json().message.description).toBe('تم حفظ البنك بنجاح');
  });

  it('refuses a bad IBAN checksum, missing fields and an unknown currency with 422, saving nothing', async () => {
    const before = (await t.database.db.select().from(banks)).length;
    const bad = await t.request({
      method: 'POST',
      url: '/api/banks',
      token: admin,
      payload: buildBank({ iban: 'PK37SCBL0000001123456702' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.iban).toEqual(['Enter a valid IBAN (its check digits do not match).']);
    const missing = await t.request({ method: 'POST', url: '/api/banks', token: admin, payload: { iban: '' } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['account_number', 'account_title', 'bank_name', 'currency']);
    const currency = await t.request({ method: 'POST', url: '/api/banks', token: admin, payload: buildBank({ currency: 'XXX' }) });
    expect(currency.json().errors.currency).toEqual(['Choose a supported currency.']);
    expect((await t.database.db.select().from(banks)).length).toBe(before);
  });

  it('refuses a branch with a text-direction override, a control character or a line break (422 on branch), saving nothing', async () => {
    const before = (await t.database.db.select().from(banks)).length;
    for (const branch of ['Blue a\u202Eb Area', 'Blue\u2067 Area', 'Blue\u001BArea', 'Blue Area\nIslamabad']) {
      const res = await t.request({ method: 'POST', url: '/api/banks', token: admin, payload: buildBank({ branch }) });
      expect(res.statusCode, JSON.stringify(branch)).toBe(422);
      expect(res.json().errors).toEqual({ branch: ['Must not contain line breaks, control characters or text-direction overrides.'] });
    }
    expect((await t.database.db.select().from(banks)).length).toBe(before);

    const bank = await createBank(admin, { branch: 'الفرع الرئيسي، كراتشي' });
    const update = await t.request({ method: 'PUT', url: `/api/banks?id=${bank.id}`, token: admin, payload: { branch: 'a\u202Eb' } });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors).toEqual({ branch: ['Must not contain line breaks, control characters or text-direction overrides.'] });
    const [row] = await t.database.db.select().from(banks).where(eq(banks.id, bank.id));
    expect(row!.branch).toBe('الفرع الرئيسي، كراتشي');
  });

  it('accepts a bank without IBAN or branch', async () => {
    const bank = await createBank(admin, { iban: '', branch: '' });
    expect(bank.iban).toBeNull();
  });

  it('forbids agents and other staff from writing (403)', async () => {
    for (const token of [agent, salesman]) {
      expect((await t.request({ method: 'POST', url: '/api/banks', token, payload: buildBank() })).statusCode).toBe(403);
    }
    const bank = await createBank();
    expect((await t.request({ method: 'PUT', url: `/api/banks?id=${bank.id}`, token: agent, payload: { active: false } })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/banks?id=${bank.id}`, token: agent })).statusCode).toBe(403);
  });
});

describe('duplicate accounts', () => {
  it("refuses the same account at the same bank in the same currency with 422 on account_number, whatever the name's case", async () => {
    const bank = await createBank(admin, { bank_name: 'Dup Bank', account_number: 'DUP-0001' });
    const before = (await t.database.db.select().from(banks)).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/banks',
      token: admin,
      payload: buildBank({ bank_name: 'DUP BANK', account_number: 'DUP-0001' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: { code: 'validation_failed' },
      errors: { account_number: ['This bank already lists this account number in this currency.'] },
    });
    const ar = await t.request({
      method: 'POST',
      url: '/api/banks',
      token: admin,
      headers: { 'x-locale': 'ar' },
      payload: buildBank({ bank_name: 'Dup Bank', account_number: 'DUP-0001' }),
    });
    expect(ar.json().errors).toEqual({ account_number: ['رقم الحساب هذا مسجَّل من قبل لهذا البنك بهذه العملة.'] });
    expect((await t.database.db.select().from(banks)).length).toBe(before);
    // The same account in another currency is another row; so is another bank's account with that number.
    await createBank(admin, { bank_name: 'Dup Bank', account_number: 'DUP-0001', currency: 'USD', iban: '' });
    await createBank(admin, { bank_name: 'Other Dup Bank', account_number: 'DUP-0001' });
    const other = await createBank(admin, { bank_name: 'Dup Bank', account_number: 'DUP-0002' });
    const update = await t.request({
      method: 'PUT',
      url: `/api/banks?id=${other.id}`,
      token: admin,
      payload: { account_number: 'DUP-0001' },
    });
    expect(update.statusCode).toBe(422);
    expect(Object.keys(update.json().errors)).toEqual(['account_number']);
    const [unchanged] = await t.database.db.select().from(banks).where(eq(banks.id, other.id));
    expect(unchanged?.accountNumber).toBe('DUP-0002');
    expect(bank.id).not.toBe(other.id);
  });
});

describe('GET /banks', () => {
  it('lists with search and pagination for finance staff, active and inactive', async () => {
    const inactive = await createBank(admin, { bank_name: 'Zebra Closed Bank', active: false });
    const res = await t.request({ method: 'GET', url: '/api/banks?search=zebra&per_page=5', token: accounts });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.items.map((b: { id: string }) => b.id)).toEqual([inactive.id]);
    expect(data.pagination).toEqual({ page: 1, per_page: 5, total: 1 });
    const onlyInactive = (await t.request({ method: 'GET', url: '/api/banks?active=0', token: admin })).json().data.items as {
      active: boolean;
    }[];
    expect(onlyInactive.every((b) => !b.active) && onlyInactive.length > 0).toBe(true);
  });

  it('shows an approved agent only active banks, and refuses a salesman', async () => {
    const inactive = await createBank(admin, { bank_name: 'Hidden Bank', active: false });
    const items = (await t.request({ method: 'GET', url: '/api/banks?per_page=100', token: agent })).json().data.items as {
      id: string;
      active: boolean;
    }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((b) => b.active)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/banks/${inactive.id}`, token: agent })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/banks/${inactive.id}`, token: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/banks', token: salesman })).statusCode).toBe(403);
    const pending = await tokenFor(t, 'pending-agent@example.com');
    expect((await t.request({ method: 'GET', url: '/api/banks', token: pending })).statusCode).toBe(403);
  });

  it('sorts by bank name both ways, ignoring case, and refuses an unknown sort', async () => {
    for (const name of ['Sortbank beta', 'sortbank Alpha', 'SORTBANK gamma']) await createBank(admin, { bank_name: name });
    const names = async (order: string) =>
      (await t.request({ method: 'GET', url: `/api/banks?search=sortbank&sort=bank_name&order=${order}`, token: admin }))
        .json()
        .data.items.map((b: { bank_name: string }) => b.bank_name);
    expect(await names('asc')).toEqual(['sortbank Alpha', 'Sortbank beta', 'SORTBANK gamma']);
    expect(await names('desc')).toEqual(['SORTBANK gamma', 'Sortbank beta', 'sortbank Alpha']);
    const bad = await t.request({ method: 'GET', url: '/api/banks?sort=iban', token: admin });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['sort']);
  });

  it('refuses a bad filter with 422', async () => {
    expect((await t.request({ method: 'GET', url: '/api/banks?active=yes', token: admin })).statusCode).toBe(422);
  });
});

describe('PUT /banks?id=', () => {
  it('updates some fields, logs before and after, and deactivates', async () => {
    const bank = await createBank();
    const res = await t.request({
      method: 'PUT',
      url: `/api/banks?id=${bank.id}`,
      token: accounts,
      payload: { branch: 'Clifton, Karachi', active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('Bank saved successfully');
    expect(res.json().data.bank).toMatchObject({ branch: 'Clifton, Karachi', active: false, bank_name: 'Meezan Bank' });
    const update = (await logsFor(bank.id)).find((l) => l.action === 'bank.updated');
    expect(update?.changes).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('answers 404 for an unknown id, 422 for a malformed one, a bad IBAN or an empty body', async () => {
    const unknown = await t.request({
      method: 'PUT',
      url: '/api/banks?id=0190a0a0-0000-7000-8000-000000000000',
      token: admin,
      payload: { active: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: '/api/banks?id=nope', token: admin, payload: { active: true } })).statusCode).toBe(422);
    const bank = await createBank();
    expect(
      (await t.request({ method: 'PUT', url: `/api/banks?id=${bank.id}`, token: admin, payload: { iban: 'GB00WEST12345698765432' } }))
        .statusCode,
    ).toBe(422);
    expect((await t.request({ method: 'PUT', url: `/api/banks?id=${bank.id}`, token: admin, payload: {} })).statusCode).toBe(422);
  });
});

describe('writes outside the read scope', () => {
  it('answers 404 to a PUT or DELETE of a bank the writer cannot read (an inactive one for an agent), changing nothing', async () => {
    const hidden = await createBank(admin, { bank_name: 'Scoped Closed Bank', active: false });
    const put = await t.request({ method: 'PUT', url: `/api/test-agent-banks?id=${hidden.id}`, token: agent, payload: { active: true } });
    expect(put.statusCode).toBe(404);
    const del = await t.request({ method: 'DELETE', url: `/api/test-agent-banks?id=${hidden.id}`, token: agent });
    expect(del.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(banks).where(eq(banks.id, hidden.id));
    expect(row).toMatchObject({ active: false, bankName: 'Scoped Closed Bank' });
    expect((await logsFor(hidden.id)).map((l) => l.action)).toEqual(['bank.created']);
    // A bank inside the scope is writable through the same routes.
    const visible = await createBank(admin, { bank_name: 'Scoped Open Bank' });
    const allowed = await t.request({
      method: 'PUT',
      url: `/api/test-agent-banks?id=${visible.id}`,
      token: agent,
      payload: { branch: 'Saddar' },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('DELETE /banks?id=', () => {
  it('deletes an unused bank and logs it', async () => {
    const bank = await createBank();
    const res = await t.request({ method: 'DELETE', url: `/api/banks?id=${bank.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('Bank deleted successfully.');
    expect(await t.database.db.select().from(banks).where(eq(banks.id, bank.id))).toEqual([]);
    expect((await logsFor(bank.id)).map((l) => l.action).sort()).toEqual(['bank.created', 'bank.deleted']);
    expect((await t.request({ method: 'DELETE', url: `/api/banks?id=${bank.id}`, token: admin })).statusCode).toBe(404);
  });

  it('refuses (409) a bank whose ledger account has entries, which can still be deactivated', async () => {
    const bank = await createBank();
    await t.database.db.transaction(async (tx) => {
      const account = await bankAccountFor(tx, bank.id, 'PKR');
      const other = await systemAccountFor(tx, 'revenue', 'adjustments', 'PKR');
      await postTransaction(tx, {
        kind: 'adjustment',
        description: 'test movement',
        entries: [
          { account: account.id, amountMinor: -500 },
          { account: other.id, amountMinor: 500 },
        ],
      });
    });
    const res = await t.request({ method: 'DELETE', url: `/api/banks?id=${bank.id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message.description).toBe('This bank has ledger entries and cannot be deleted. Deactivate it instead.');
    expect(await t.database.db.select().from(banks).where(eq(banks.id, bank.id))).toHaveLength(1);
    expect((await logsFor(bank.id)).map((l) => l.action)).toEqual(['bank.created']);
    expect((await t.request({ method: 'PUT', url: `/api/banks?id=${bank.id}`, token: admin, payload: { active: false } })).statusCode).toBe(
      200,
    );
  });

  it('deletes a bank whose ledger account exists but never moved money', async () => {
    const bank = await createBank();
    await bankAccountFor(t.database.db, bank.id, 'PKR');
    expect((await t.request({ method: 'DELETE', url: `/api/banks?id=${bank.id}`, token: admin })).statusCode).toBe(200);
  });

  it('refuses (409) a bank any deposit refers to, pending or deleted, with the "deactivate instead" message', async () => {
    const bank = await createBank();
    const [agentRow] = await t.database.db.select().from(users).where(eq(users.email, 'agent@example.com'));
    const [receipt] = await t.database.db
      .insert(uploads)
      .values({
        fileName: `${newId()}.png`,
        originalName: 'slip.png',
        mime: 'image/png',
        size: 10,
        sha256: '0'.repeat(64),
        agencyId: agentRow!.agencyId,
        uploadedBy: agentRow!.id,
      })
      .returning();
    await t.database.db.insert(deposits).values({
      agencyId: agentRow!.agencyId!,
      bankId: bank.id,
      amountMinor: 1000,
      currency: 'PKR',
      depositDate: '2025-01-01',
      bankReference: 'ref-1',
      bankReferenceKey: 'REF1',
      receiptUploadId: receipt!.id,
      submittedBy: agentRow!.id,
      deletedAt: new Date(),
    });
    const res = await t.request({ method: 'DELETE', url: `/api/banks?id=${bank.id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message.description).toBe('Deposits refer to this bank, so it cannot be deleted. Deactivate it instead.');
    expect(await t.database.db.select().from(banks).where(eq(banks.id, bank.id))).toHaveLength(1);
    expect((await t.request({ method: 'PUT', url: `/api/banks?id=${bank.id}`, token: admin, payload: { active: false } })).statusCode).toBe(
      200,
    );
  });
});
