import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { buildDepositWorld, dayBefore, submitDeposit, UNKNOWN_ID, type TDepositWorld } from './deposits.test-helpers';

let w: TDepositWorld;
type TDep = Awaited<ReturnType<typeof submitDeposit>>;
let first: TDep;
let copy: TDep;
let approved: TDep;
let rejected: TDep;
let falcon: TDep;
let usd: TDep;

const get = (url: string, token?: string) => w.t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const decide = (id: string, payload: Record<string, unknown>, token = w.tok.admin) =>
  w.t.request({ method: 'PUT', url: `/api/update-deposit-status/${id}`, token, payload });
const ids = (res: Awaited<ReturnType<typeof get>>) => (res.json().data.items as { id: string }[]).map((i) => i.id);

beforeAll(async () => {
  w = await buildDepositWorld();
  first = await submitDeposit(w, w.tok.agent, { bank_reference: 'TT-7781 ab', deposit_date: dayBefore(10), amount_minor: 100000 });
  copy = await submitDeposit(w, w.other.token, { bank_reference: 'tt 7781AB', deposit_date: dayBefore(5), amount_minor: 200000 });
  approved = await submitDeposit(w, w.tok.agent, { amount_minor: 300000, deposit_date: dayBefore(3) });
  rejected = await submitDeposit(w, w.tok.agent, { amount_minor: 400000, deposit_date: dayBefore(2) });
  falcon = await submitDeposit(w, w.other.token, { amount_minor: 550000, deposit_date: dayBefore(1) });
  usd = await submitDeposit(w, w.tok.agent, { bank_id: w.bank.usd, currency: 'USD', amount_minor: 12345, deposit_date: dayBefore(1) });
  // Another amount is proposed by one staff member and confirmed by a second.
  expect((await decide(approved.id, { status: 'approved', approved_amount_minor: 290000, reason: 'Fee' })).statusCode).toBe(200);
  expect((await decide(approved.id, { status: 'approved' }, w.tok.accounts)).statusCode).toBe(200);
  expect((await decide(rejected.id, { status: 'rejected', reason: 'Not received' })).statusCode).toBe(200);
  expect((await decide(usd.id, { status: 'approved' })).statusCode).toBe(200);
  expect((await decide(falcon.id, { status: 'approved' })).statusCode).toBe(200);
});
afterAll(() => w.close());

describe('GET /get-deposit-data/{agent}', () => {
  it("lists the agent's own agency's deposits, newest first, with status and search, without the duplicate flag", async () => {
    const res = await get(`/api/get-deposit-data/${w.agent.id}`, w.tok.agent);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([usd.id, rejected.id, approved.id, first.id]);
    expect(res.json().data.pagination).toEqual({ page: 1, per_page: 20, total: 4 });
    for (const item of res.json().data.items) expect(item).not.toHaveProperty('duplicate_reference');
    expect(res.json().data.items[1]).toMatchObject({
      status: 'rejected',
      decision_reason: 'Not received',
      bank: { id: w.bank.pkr, bank_name: 'Meezan Bank' },
    });

    expect(ids(await get(`/api/get-deposit-data/${w.agent.id}?status=approved`, w.tok.agent))).toEqual([usd.id, approved.id]);
    expect(ids(await get(`/api/get-deposit-data/${w.agent.id}?search=${first.reference}`, w.tok.agent))).toEqual([first.id]);
    // The bank reference matches as typed and by its key (case, spaces and dashes ignored); never another agency's.
    expect(ids(await get(`/api/get-deposit-data/${w.agent.id}?search=tt7781`, w.tok.agent))).toEqual([first.id]);
    expect(ids(await get(`/api/get-deposit-data/${w.agent.id}?search=%25`, w.tok.agent))).toEqual([]);
    const paged = await get(`/api/get-deposit-data/${w.agent.id}?per_page=2&page=2`, w.tok.agent);
    expect(ids(paged)).toEqual([approved.id, first.id]);
  });

  it('lets staff read any agent (with the flag), refuses an agent asking for another agent (403) and bad input (422)', async () => {
    const staff = await get(`/api/get-deposit-data/${w.other.id}`, w.tok.accounts);
    expect(ids(staff)).toEqual([falcon.id, copy.id]);
    expect(staff.json().data.items[1]).toMatchObject({ duplicate_reference: true });
    expect((await get(`/api/get-deposit-data/${w.other.id}`, w.tok.agent)).statusCode).toBe(403);
    expect((await get(`/api/get-deposit-data/${UNKNOWN_ID}`, w.tok.agent)).statusCode).toBe(403);
    expect((await get(`/api/get-deposit-data/${UNKNOWN_ID}`, w.tok.admin)).statusCode).toBe(404);
    const customer = await buildUser(w.t.database.db, { role: 'customer' });
    expect((await get(`/api/get-deposit-data/${customer.id}`, w.tok.admin)).statusCode).toBe(404);
    expect((await get(`/api/get-deposit-data/${w.agent.id}?status=lost`, w.tok.agent)).statusCode).toBe(422);
    expect((await get(`/api/get-deposit-data/nope`, w.tok.admin)).statusCode).toBe(422);
    for (const token of [w.tok.salesman, w.tok.customer, w.tok.pendingAgent])
      expect((await get(`/api/get-deposit-data/${w.agent.id}`, token)).statusCode).toBe(403);
    expect((await get(`/api/get-deposit-data/${w.agent.id}`)).statusCode).toBe(401);
  });
});

describe('GET /get-agents-deposits (finance)', () => {
  it('lists every agency with agency and bank, flags a bank reference seen before, and filters', async () => {
    const res = await get('/api/get-agents-deposits?per_page=100', w.tok.accounts);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as {
      id: string;
      duplicate_reference: boolean;
      agency: { name: string };
      bank: { bank_name: string };
    }[];
    expect(items.map((i) => i.id)).toEqual([usd.id, falcon.id, rejected.id, approved.id, copy.id, first.id]);
    expect(Object.fromEntries(items.map((i) => [i.id, i.duplicate_reference]))).toEqual({
      [usd.id]: false,
      [falcon.id]: false,
      [rejected.id]: false,
      [approved.id]: false,
      [copy.id]: true,
      [first.id]: true,
    });
    expect(items.find((i) => i.id === copy.id)).toMatchObject({ agency: { name: 'Falcon Tours' }, bank: { bank_name: 'Meezan Bank' } });

    expect(ids(await get('/api/get-agents-deposits?status=pending', w.tok.admin))).toEqual([copy.id, first.id]);
    expect(ids(await get(`/api/get-agents-deposits?agency_id=${w.other.agencyId}`, w.tok.admin))).toEqual([falcon.id, copy.id]);
    expect(ids(await get(`/api/get-agents-deposits?bank_id=${w.bank.usd}`, w.tok.admin))).toEqual([usd.id]);
    expect(ids(await get(`/api/get-agents-deposits?from=${dayBefore(5)}&to=${dayBefore(2)}`, w.tok.admin))).toEqual([
      rejected.id,
      approved.id,
      copy.id,
    ]);
    expect(ids(await get('/api/get-agents-deposits?search=falcon', w.tok.admin))).toEqual([falcon.id, copy.id]);
    expect(ids(await get('/api/get-agents-deposits?search=7781-AB', w.tok.admin))).toEqual([copy.id, first.id]);
    expect(ids(await get(`/api/get-agents-deposits?search=${approved.reference.toLowerCase()}`, w.tok.admin))).toEqual([approved.id]);
    // Once one of the pair is deleted, the other is no longer flagged.
    expect((await w.t.request({ method: 'DELETE', url: `/api/delete-deposit-data?id=${copy.id}`, token: w.tok.admin })).statusCode).toBe(
      200,
    );
    const after = (await get('/api/get-agents-deposits?status=pending', w.tok.admin)).json().data.items;
    expect(after).toEqual([expect.objectContaining({ id: first.id, duplicate_reference: false })]);
    copy = await submitDeposit(w, w.other.token, { bank_reference: 'TT7781AB', deposit_date: dayBefore(5), amount_minor: 200000 });
  });

  it('refuses agents (403), signed out (401) and bad filters (422)', async () => {
    expect((await get('/api/get-agents-deposits', w.tok.agent)).statusCode).toBe(403);
    expect((await get('/api/get-agents-deposits', w.tok.salesman)).statusCode).toBe(403);
    expect((await get('/api/get-agents-deposits')).statusCode).toBe(401);
    const range = await get(`/api/get-agents-deposits?from=${dayBefore(1)}&to=${dayBefore(3)}`, w.tok.admin);
    expect(range.statusCode).toBe(422);
    expect(range.json().errors.to).toEqual(['The end date must not be before the start date.']);
    expect((await get('/api/get-agents-deposits?agency_id=x', w.tok.admin)).statusCode).toBe(422);
    expect((await get('/api/get-agents-deposits?from=yesterday', w.tok.admin)).statusCode).toBe(422);
  });
});

describe('GET /deposit-details?id=', () => {
  it('shows staff everything: bank, people, transaction, a signed receipt link that downloads, and the duplicates', async () => {
    const res = await get(`/api/deposit-details?id=${first.id}`, w.tok.admin);
    expect(res.statusCode).toBe(200);
    const d = res.json().data.deposit;
    expect(d).toMatchObject({
      id: first.id,
      status: 'pending',
      duplicate_reference: true,
      bank: {
        id: w.bank.pkr,
        bank_name: 'Meezan Bank',
        account_title: 'Safar Travels Pvt Ltd',
        iban: 'PK36SCBL0000001123456702',
        branch: 'Blue Area',
        currency: 'PKR',
      },
      agency: { id: w.agent.agencyId, name: 'Crescent Travels' },
      submitted_by: { id: w.agent.id },
      reviewer: null,
      transaction: null,
      receipt: { name: 'slip.png', mime: 'image/png' },
    });
    expect(d.duplicates).toEqual([
      expect.objectContaining({
        id: copy.id,
        reference: copy.reference,
        agency_name: 'Falcon Tours',
        status: 'pending',
        amount_minor: 200000,
        currency: 'PKR',
      }),
    ]);
    expect(d.receipt.url).toMatch(/^\/api\/uploads\/.+\?signature=.+&expires=\d+$/);
    const file = await w.t.request({ method: 'GET', url: d.receipt.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const ok = (await get(`/api/deposit-details?id=${approved.id}`, w.tok.accounts)).json().data.deposit;
    expect(ok).toMatchObject({
      status: 'approved',
      approved_amount_minor: 290000,
      decision_reason: 'Fee',
      reviewer: { name: 'Amina Admin' },
      confirmer: { name: 'Omar Accounts' },
      duplicates: [],
    });
    expect(ok.transaction.reference).toMatch(/^TXN-/);
  });

  it("shows an agent its own deposit without duplicates, and 404 for another agency's or an unknown one", async () => {
    const own = await get(`/api/deposit-details?id=${first.id}`, w.tok.agent);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.deposit).not.toHaveProperty('duplicates');
    expect(own.json().data.deposit).not.toHaveProperty('duplicate_reference');
    expect((await get(`/api/deposit-details?id=${copy.id}`, w.tok.agent)).statusCode).toBe(404);
    expect((await get(`/api/deposit-details?id=${UNKNOWN_ID}`, w.tok.admin)).statusCode).toBe(404);
    expect((await get('/api/deposit-details?id=nope', w.tok.admin)).statusCode).toBe(422);
    expect((await get(`/api/deposit-details?id=${first.id}`, w.tok.salesman)).statusCode).toBe(403);
    expect((await get(`/api/deposit-details?id=${first.id}`, w.tok.pendingAgent)).statusCode).toBe(403);
    expect((await get(`/api/deposit-details?id=${first.id}`)).statusCode).toBe(401);
  });
});

describe('GET /approved-deposits-total/{agent}', () => {
  it('sums the approved (credited) amounts per currency; an agent only its own', async () => {
    const own = await get(`/api/approved-deposits-total/${w.agent.id}`, w.tok.agent);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.totals).toEqual([
      { currency: 'PKR', total_minor: 290000, count: 1 },
      { currency: 'USD', total_minor: 12345, count: 1 },
    ]);
    expect((await get(`/api/approved-deposits-total/${w.other.id}`, w.tok.admin)).json().data.totals).toEqual([
      { currency: 'PKR', total_minor: 550000, count: 1 },
    ]);
    expect((await get(`/api/approved-deposits-total/${w.other.id}`, w.tok.agent)).statusCode).toBe(403);
    const fresh = await buildUser(w.t.database.db, { role: 'agent', isApproved: true, isFormFilled: true, agencyId: w.other.agencyId });
    expect((await get(`/api/approved-deposits-total/${fresh.id}`, await tokenFor(w.t, fresh.email))).json().data.totals).toEqual([
      { currency: 'PKR', total_minor: 550000, count: 1 },
    ]);
    expect((await get(`/api/approved-deposits-total/${UNKNOWN_ID}`, w.tok.accounts)).statusCode).toBe(404);
    expect((await get(`/api/approved-deposits-total/${w.agent.id}`, w.tok.pendingAgent)).statusCode).toBe(403);
    expect((await get(`/api/approved-deposits-total/${w.agent.id}`)).statusCode).toBe(401);
  });
});
