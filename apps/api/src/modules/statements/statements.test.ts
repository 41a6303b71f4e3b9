import { ledgerAccounts } from '@safar/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { call, DEMO, demoTokens, userByEmail, type TDemo } from '@/modules/users/users.test-helpers';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { postBackdated, postMany } from './statements.test-helpers';

let t: TestApp;
let tok: Record<TDemo, string>;

/** An approved agent with its own agency (the demo agency is left to other tests). */
async function agentWithAgency(name?: string) {
  const agency = await buildAgency(t.database.db, name);
  const user = await buildUser(t.database.db, {
    role: 'agent',
    name: 'Statement Agent',
    isApproved: true,
    isFormFilled: true,
    agencyId: agency.id,
  });
  return { agency, user, token: await tokenFor(t, user.email) };
}

beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

type TLine = {
  date: string;
  reference: string;
  description: string;
  debit_minor: number;
  credit_minor: number;
  running_balance_minor: number;
  kind: string;
  document_reference: string | null;
};
const statementOf = async (query: string, token = tok.accounts) => call(t, 'GET', `/api/agent-statment?${query}`, token);

describe('GET /agent-statment: days in the agency time zone (Asia/Karachi, UTC+5)', () => {
  let a: Awaited<ReturnType<typeof agentWithAgency>>;
  beforeAll(async () => {
    a = await agentWithAgency();
    await postBackdated(t.database.db, a.agency.id, [
      { at: '2026-03-10T06:00:00Z', amountMinor: 500_000, description: 'March deposit' },
      // 23:59 on 31 March in Karachi: still March.
      { at: '2026-03-31T18:59:00Z', amountMinor: -20_000, description: 'Last minute of March' },
      // 00:30 on 1 April in Karachi, though still 31 March in UTC: April.
      { at: '2026-03-31T19:30:00Z', amountMinor: 100_000, description: 'First hour of April' },
      // 23:30 on 1 April in Karachi: the 1st, not the 2nd nor the 31st.
      { at: '2026-04-01T18:30:00Z', amountMinor: -30_000, description: 'Late on the 1st' },
      // Midnight starting 2 April in Karachi.
      { at: '2026-04-01T19:00:00Z', amountMinor: -5_000, description: 'Start of the 2nd' },
    ]);
  });

  it('puts an entry on the agency calendar day, with opening, closing and totals', async () => {
    const res = await statementOf(`user_id=${a.user.id}&from=2026-04-01&to=2026-04-01`);
    expect(res.status).toBe(200);
    const s = res.body.data.statement;
    expect(s.period).toEqual({ from: '2026-04-01', to: '2026-04-01', timezone: 'Asia/Karachi' });
    expect(s.entries.map((e: TLine) => e.description)).toEqual(['First hour of April', 'Late on the 1st']);
    expect(s.opening_balance_minor).toBe(480_000);
    expect(s.closing_balance_minor).toBe(550_000);
    expect(s.totals).toEqual({ debit_minor: 30_000, credit_minor: 100_000 });
    expect(s.entries.map((e: TLine) => [e.debit_minor, e.credit_minor, e.running_balance_minor])).toEqual([
      [0, 100_000, 580_000],
      [30_000, 0, 550_000],
    ]);
    expect(s.entries[0]).toMatchObject({ date: '2026-03-31T19:30:00.000Z', kind: 'deposit' });
    expect(s.entries[0].reference).toMatch(/^TXN-\d+$/);
    expect(s.agency).toMatchObject({ id: a.agency.id, name: a.agency.name, email: a.user.email });
    expect(s.agency.code).toMatch(/^WAL-\d+-PKR$/);
    expect(res.body.data.pagination).toEqual({ page: 1, per_page: 50, total: 2 });

    const march = (await statementOf(`agency_id=${a.agency.id}&from=2026-03-01&to=2026-03-31`)).body.data.statement;
    expect(march.entries.map((e: TLine) => e.description)).toEqual(['March deposit', 'Last minute of March']);
    expect([march.opening_balance_minor, march.closing_balance_minor]).toEqual([0, 480_000]);
  });

  it('a period without entries shows the balance carried over; a period before the first entry shows zeros', async () => {
    const later = (await statementOf(`user_id=${a.user.id}&from=2026-05-01&to=2026-05-31`)).body.data.statement;
    expect(later).toMatchObject({
      opening_balance_minor: 545_000,
      closing_balance_minor: 545_000,
      totals: { debit_minor: 0, credit_minor: 0 },
      entries: [],
    });
    const before = (await statementOf(`user_id=${a.user.id}&from=2026-01-01&to=2026-02-28`)).body.data.statement;
    expect(before).toMatchObject({ opening_balance_minor: 0, closing_balance_minor: 0, entries: [] });
  });

  it('pages oldest first; the running balance continues across pages and totals cover the whole period', async () => {
    const all = (await statementOf(`user_id=${a.user.id}&from=2026-03-01&to=2026-04-30`)).body.data.statement;
    expect(all.entries).toHaveLength(5);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await statementOf(`user_id=${a.user.id}&from=2026-03-01&to=2026-04-30&per_page=2&page=${page}`);
      expect(res.body.data.pagination).toEqual({ page, per_page: 2, total: 5 });
      expect(res.body.data.statement.totals).toEqual({ debit_minor: 55_000, credit_minor: 600_000 });
      expect(res.body.data.statement.closing_balance_minor).toBe(545_000);
      pages.push(...res.body.data.statement.entries);
    }
    expect(pages).toEqual(all.entries);
    let running = all.opening_balance_minor;
    for (const e of pages as TLine[]) {
      running += e.credit_minor - e.debit_minor;
      expect(e.running_balance_minor).toBe(running);
    }
    expect(running).toBe(all.closing_balance_minor);
    const beyond = await statementOf(`user_id=${a.user.id}&from=2026-03-01&to=2026-04-30&per_page=2&page=4`);
    expect(beyond.body.data.statement.entries).toEqual([]);
    expect(beyond.body.data.pagination.total).toBe(5);
  });

  it('uses the agency currency by default and answers zeros in a currency without a wallet, creating none', async () => {
    const wallets = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerAccounts))[0]!.n;
    const before = await wallets();
    const usd = await statementOf(`user_id=${a.user.id}&from=2026-03-01&to=2026-04-30&currency=usd`);
    expect(usd.status).toBe(200);
    expect(usd.body.data.statement).toMatchObject({
      currency: 'USD',
      opening_balance_minor: 0,
      closing_balance_minor: 0,
      totals: { debit_minor: 0, credit_minor: 0 },
      entries: [],
    });
    expect(usd.body.data.pagination.total).toBe(0);
    const fresh = await agentWithAgency();
    const empty = await statementOf('', fresh.token);
    expect(empty.status).toBe(200);
    expect(empty.body.data.statement).toMatchObject({ currency: 'PKR', opening_balance_minor: 0, closing_balance_minor: 0, entries: [] });
    expect(empty.body.data.statement.agency.code).toBeNull();
    expect(await wallets()).toBe(before);
  });
});

describe('GET /agent-statment: entries posted through the ledger', () => {
  it('shows an approved adjustment and its reversal, each with its document, in this month by default', async () => {
    const a = await agentWithAgency();
    const created = await call(t, 'POST', '/api/transactions', tok.admin, {
      user_id: a.user.id,
      direction: 'credit',
      amount_minor: 250_000,
      currency: 'PKR',
      reason: 'Opening balance',
    });
    const adjustment = created.body.data.adjustment;
    const approved = await call(t, 'POST', `/api/transactions/adjustments/${adjustment.id}/approve`, tok.accounts, {});
    expect(approved.status).toBe(200);
    const transactionId = approved.body.data.adjustment.transaction_id;
    const reversed = await call(t, 'PUT', '/api/transactions', tok.accounts, {
      transaction_id: transactionId,
      reason: 'Posted to the wrong agency',
    });
    expect(reversed.status).toBe(200);

    const res = await statementOf('', a.token);
    expect(res.status).toBe(200);
    const s = res.body.data.statement;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    );
    expect(s.period).toEqual({ from: `${today.slice(0, 8)}01`, to: today, timezone: 'Asia/Karachi' });
    expect(s.entries).toHaveLength(2);
    const [credit, reversal] = s.entries as TLine[];
    expect(credit).toMatchObject({
      kind: 'adjustment',
      credit_minor: 250_000,
      debit_minor: 0,
      running_balance_minor: 250_000,
      document_reference: adjustment.reference,
    });
    expect(credit!.description).toBe(`${adjustment.reference}: Opening balance`);
    expect(reversal).toMatchObject({
      kind: 'reversal',
      reference: reversed.body.data.transaction.reference,
      document_reference: credit!.reference,
      description: 'Posted to the wrong agency',
      debit_minor: 250_000,
      credit_minor: 0,
      running_balance_minor: 0,
    });
    expect(s).toMatchObject({
      opening_balance_minor: 0,
      closing_balance_minor: 0,
      totals: { debit_minor: 250_000, credit_minor: 250_000 },
    });
  });
});

describe('GET /agent-statment: who may read which statement', () => {
  let a: Awaited<ReturnType<typeof agentWithAgency>>;
  let other: Awaited<ReturnType<typeof agentWithAgency>>;
  beforeAll(async () => {
    a = await agentWithAgency();
    other = await agentWithAgency();
    await postBackdated(t.database.db, other.agency.id, [
      { at: '2026-06-01T06:00:00Z', amountMinor: 90_000, description: 'Other agency money' },
    ]);
  });

  it('an agent reads its own agency: without a target, by its agency id or by its own user id', async () => {
    for (const query of ['', `agency_id=${a.agency.id}`, `user_id=${a.user.id}`]) {
      const res = await statementOf(`${query}&from=2026-06-01&to=2026-06-30`, a.token);
      expect(res.status, query).toBe(200);
      expect(res.body.data.statement.agency.id).toBe(a.agency.id);
      expect(res.body.data.statement.entries).toEqual([]);
    }
  });

  it('another agency or another agent is 403 for an agent, in JSON and in the downloads', async () => {
    for (const query of [
      `agency_id=${other.agency.id}`,
      `user_id=${other.user.id}`,
      `agency_id=${other.agency.id}&format=csv`,
      `user_id=${other.user.id}&format=pdf`,
    ]) {
      const res = await statementOf(query, a.token);
      expect(res.status, query).toBe(403);
      expect(res.body.data).toBeNull();
    }
    // Unknown ids are 403 too: an agent learns nothing about what exists.
    expect((await statementOf('agency_id=0190a0a0-0000-7000-8000-000000000000', a.token)).status).toBe(403);
  });

  it('finance staff must name the agency or the agent (422), not both; unknown targets are 404', async () => {
    for (const token of [tok.admin, tok.accounts]) {
      const none = await statementOf('', token);
      expect(none.status).toBe(422);
      expect(none.body.errors.agency_id).toEqual(['Name the agency or the agent.']);
    }
    const both = await statementOf(`agency_id=${a.agency.id}&user_id=${a.user.id}`);
    expect(both.status).toBe(422);
    expect(both.body.errors.agency_id).toEqual(['Name the agency or the agent.']);
    expect((await statementOf('agency_id=0190a0a0-0000-7000-8000-000000000000')).status).toBe(404);
    const customer = await userByEmail(t, DEMO.customer);
    expect((await statementOf(`user_id=${customer.id}`)).status).toBe(404);
    const staff = await statementOf(`user_id=${other.user.id}&from=2026-06-01&to=2026-06-30`, tok.admin);
    expect(staff.status).toBe(200);
    expect(staff.body.data.statement.closing_balance_minor).toBe(90_000);
  });

  it('is refused to other roles (403), a pending agent (403) and a signed-out caller (401)', async () => {
    for (const token of [tok.salesman, tok.reservation, tok.customer, tok.pendingAgent]) {
      expect((await statementOf(`agency_id=${a.agency.id}`, token)).status).toBe(403);
    }
    expect((await call(t, 'GET', `/api/agent-statment?agency_id=${a.agency.id}`)).status).toBe(401);
    expect((await call(t, 'GET', `/api/agent-statment?agency_id=${a.agency.id}&format=pdf`)).status).toBe(401);
  });
});

describe('GET /agent-statment: bad queries', () => {
  it('answers 422 per field for bad dates, paging, currency and format', async () => {
    const agent = await userByEmail(t, DEMO.agent);
    const cases: [string, string, string][] = [
      ['from=2026-04-02&to=2026-04-01', 'to', 'The end date must not be before the start date.'],
      ['from=2026-02-30', 'from', 'This value is not valid.'],
      ['to=2026-13-01', 'to', 'This value is not valid.'],
      ['from=yesterday', 'from', 'This value is not valid.'],
      ['from=2026-4-1', 'from', 'This value is not valid.'],
      ['per_page=201', 'per_page', 'This value is not valid.'],
      ['per_page=0', 'per_page', 'This value is not valid.'],
      ['page=0', 'page', 'This value is not valid.'],
      ['page=1.5', 'page', 'This value is not valid.'],
      ['currency=XYZ', 'currency', 'Choose a supported currency.'],
      ['format=xml', 'format', 'Choose one of the listed options.'],
      ['user_id=not-a-uuid', 'user_id', 'This value is not valid.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await statementOf(`user_id=${agent.id}&${query}`.replace(`user_id=${agent.id}&user_id`, 'user_id'));
      expect(res.status, query).toBe(422);
      expect(res.body.errors[field], `${query}: ${JSON.stringify(res.body.errors)}`).toEqual([message]);
    }
    // A start after today, with the end left to its default (today), is a reversed range too.
    const future = await statementOf(`user_id=${agent.id}&from=2099-01-01`);
    expect(future.status).toBe(422);
    expect(future.body.errors.to).toEqual(['The end date must not be before the start date.']);
    const arabic = await t.request({
      method: 'GET',
      url: `/api/agent-statment?user_id=${agent.id}&from=2026-04-02&to=2026-04-01`,
      token: tok.accounts,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors.to).toEqual(['يجب ألا يسبق تاريخ الانتهاء تاريخ البدء.']);
  });
});

describe('GET /agent-statment: CSV and PDF downloads', () => {
  let a: Awaited<ReturnType<typeof agentWithAgency>>;
  beforeAll(async () => {
    a = await agentWithAgency('Crescent & Sons Travel');
    await postBackdated(t.database.db, a.agency.id, [
      { at: '2026-07-01T05:00:00Z', amountMinor: 1_000_000, description: 'Deposit, "HBL" =ref' },
      { at: '2026-07-02T05:00:00Z', amountMinor: -250_050, description: 'إيداع نقدي في بنك الحبيب' },
    ]);
  });

  it('CSV: the whole period as an attachment, in the caller language', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/agent-statment?user_id=${a.user.id}&from=2026-07-01&to=2026-07-31&format=csv&per_page=1`,
      token: tok.accounts,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-crescent-sons-travel-2026-07-01-2026-07-31.csv"; filename*=UTF-8''statement-crescent-sons-travel-2026-07-01-2026-07-31.csv`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Date,Reference,Document,Description,Debit (PKR),Credit (PKR),Balance (PKR)');
    expect(lines[1]).toBe('2026-07-01,,,Opening balance,,,0.00');
    expect(lines[2]).toMatch(/^2026-07-01,TXN-\d+,,"Deposit, ""HBL"" =ref",,10000\.00,10000\.00$/);
    expect(lines[3]).toMatch(/^2026-07-02,TXN-\d+,,إيداع نقدي في بنك الحبيب,2500\.50,,7499\.50$/);
    expect(lines[4]).toBe('2026-07-31,,,Closing balance,2500.50,10000.00,7499.50');

    const ar = await t.request({
      method: 'GET',
      url: `/api/agent-statment?from=2026-07-01&to=2026-07-31&format=csv`,
      token: a.token,
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(200);
    expect(ar.body.slice(1).split('\r\n')[0]).toBe('التاريخ,المرجع,المستند,البيان,مدين (PKR),دائن (PKR),الرصيد (PKR)');
  });

  it('PDF: a PDF attachment; an Arabic agency name keeps its script in filename*', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/agent-statment?from=2026-07-01&to=2026-07-31&format=pdf`,
      token: a.token,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="statement-crescent-sons-travel-2026-07-01-2026-07-31.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);

    const arabic = await agentWithAgency('وكالة الهلال');
    const named = await t.request({
      method: 'GET',
      url: `/api/agent-statment?from=2026-07-01&to=2026-07-31&format=pdf`,
      token: arabic.token,
    });
    expect(named.statusCode).toBe(200);
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="statement-agency-2026-07-01-2026-07-31.pdf"; filename*=UTF-8''${encodeURIComponent('statement-وكالة-الهلال-2026-07-01-2026-07-31.pdf')}`,
    );
  });

  it('a bad query is still a JSON 422, not a file', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/agent-statment?user_id=${a.user.id}&from=2026-07-31&to=2026-07-01&format=pdf`,
      token: tok.accounts,
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('GET /agent-statment: long periods', () => {
  it('downloads up to 20,000 entries and refuses more with a 422 asking for a shorter period; JSON pages still work', async () => {
    const a = await agentWithAgency();
    await postMany(t.database.db, a.agency.id, 20_000, '2026-08-01T00:00:00Z', 100, 'USD');
    const url = `/api/agent-statment?from=2026-08-01&to=2026-08-31&currency=USD`;
    const csv = await t.request({ method: 'GET', url: `${url}&format=csv`, token: a.token });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines).toHaveLength(20_000 + 4); // header, opening, entries, closing, and the empty string after the last CRLF
    expect(lines.at(-2)).toBe('2026-08-31,,,Closing balance,0.00,20000.00,20000.00');

    await postBackdated(t.database.db, a.agency.id, [{ at: '2026-08-20T00:00:00Z', amountMinor: -100 }], 'USD');
    for (const format of ['csv', 'pdf']) {
      const res = await t.request({ method: 'GET', url: `${url}&format=${format}`, token: a.token });
      expect(res.statusCode).toBe(422);
      expect(res.json().message.description).toBe('This period has more than 20,000 entries. Choose a shorter period to download.');
      expect(res.json().errors.to).toEqual(['This period has more than 20,000 entries. Choose a shorter period to download.']);
    }
    const page = await statementOf(`from=2026-08-01&to=2026-08-31&currency=USD&per_page=200&page=101`, a.token);
    expect(page.status).toBe(200);
    expect(page.body.data.pagination).toEqual({ page: 101, per_page: 200, total: 20_001 });
    expect(page.body.data.statement.entries).toHaveLength(1);
    expect(page.body.data.statement.entries[0]).toMatchObject({ debit_minor: 100, running_balance_minor: 1_999_900 });
    expect(page.body.data.statement.totals).toEqual({ debit_minor: 100, credit_minor: 2_000_000 });
  });
});
