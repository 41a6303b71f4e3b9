import { deposits, uploads } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { activityAbout } from '@/modules/users/users.test-helpers';
import {
  buildDepositWorld,
  dayBefore,
  depositBody,
  depositCount,
  noticesAbout,
  submitDeposit,
  today,
  UNKNOWN_ID,
  uploadReceipt,
  type TDepositWorld,
} from './deposits.test-helpers';

let w: TDepositWorld;
let receipt: string;
beforeAll(async () => {
  w = await buildDepositWorld();
  receipt = await uploadReceipt(w.t, w.tok.agent);
});
afterAll(() => w.close());

const post = (token: string | undefined, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  w.t.request({ method: 'POST', url: '/api/deposit-data', ...(token ? { token } : {}), payload, headers });

describe('POST /deposit-data (an approved agent)', () => {
  it('creates a pending DEP-… deposit, logs it, notifies admin and accounts, and mails them after the commit', async () => {
    const body = depositBody(w, receipt, { bank_reference: 'ft-2024 0001' });
    const res = await post(w.tok.agent, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Deposit submitted successfully.');
    const deposit = res.json().data.deposit;
    expect(deposit).toMatchObject({
      status: 'pending',
      amount_minor: 2500000,
      currency: 'PKR',
      deposit_date: body.deposit_date,
      bank_reference: 'ft-2024 0001',
      note: 'Cash deposit at the branch',
      agency: { id: w.agent.agencyId, name: 'Crescent Travels' },
      bank: { id: w.bank.pkr, bank_name: 'Meezan Bank' },
      approved_amount_minor: null,
      decision_reason: null,
    });
    expect(deposit.reference).toMatch(/^DEP-\d+$/);
    expect(deposit).not.toHaveProperty('duplicate_reference');

    const [row] = await w.t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    expect(row).toMatchObject({ bankReferenceKey: 'FT20240001', submittedBy: w.agent.id, onBehalfOfId: null, agencyId: w.agent.agencyId });
    expect((await activityAbout(w.t, deposit.id)).map((a) => a.action)).toEqual(['deposit.submitted']);

    await mailsTried(w.t.app); // mailed by a job after the response
    const notices = await noticesAbout(w.t, 'deposit_submitted', deposit.reference);
    expect(new Set(notices.map((n) => n.role))).toEqual(new Set(['admin', 'accounts']));
    expect(notices[0]).toMatchObject({
      params: { reference: deposit.reference, amount: 'PKR 25000.00', agency: 'Crescent Travels' },
      link: `/admin/deposit-details?id=${deposit.id}`,
    });
    expect(notices.every((n) => n.emailedAt !== null)).toBe(true);
    const mail = await w.t.lastMail('accounts@example.com');
    expect(mail?.subject).toBe(`New deposit ${deposit.reference} to review`);
    expect(mail?.text).toContain('Crescent Travels');
    expect(mail?.text).toContain(`http://safar.test/admin/deposit-details?id=${deposit.id}`);
  });

  it('answers in Arabic when asked', async () => {
    const res = await post(w.tok.agent, depositBody(w, await uploadReceipt(w.t, w.tok.agent)), { 'x-locale': 'ar' });
    expect(res.json().message.description).toBe('تم إرسال الإيداع بنجاح.');
  });

  it('refuses bad amounts, currencies, dates, references and missing fields with 422 per field, saving nothing', async () => {
    const fresh = await uploadReceipt(w.t, w.tok.agent);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount_minor: -100 }, 'amount_minor', 'The amount must be greater than zero.'],
      [{ amount_minor: 0 }, 'amount_minor', 'The amount must be greater than zero.'],
      [{ amount_minor: 1.5 }, 'amount_minor', 'Enter a whole number of minor units (e.g. paisa or cents).'],
      [{ amount_minor: '2500' }, 'amount_minor', 'Enter a whole number of minor units (e.g. paisa or cents).'],
      [{ amount_minor: 1e16 }, 'amount_minor', 'The amount is too large.'],
      [{ amount_minor: undefined }, 'amount_minor', 'This field is required.'],
      [{ currency: 'XYZ' }, 'currency', 'Choose a supported currency.'],
      [{ currency: 'USD' }, 'currency', "The currency must be the chosen bank's currency."],
      [{ bank_id: w.bank.inactive }, 'bank_id', 'Choose an active bank.'],
      [{ bank_id: UNKNOWN_ID }, 'bank_id', 'Choose an active bank.'],
      [{ bank_id: 'nope' }, 'bank_id', 'This value is not valid.'],
      [{ bank_id: undefined }, 'bank_id', 'This field is required.'],
      [{ deposit_date: dayBefore(-1) }, 'deposit_date', 'The deposit date cannot be in the future.'],
      [{ deposit_date: dayBefore(366) }, 'deposit_date', 'The deposit date cannot be more than 365 days ago.'],
      [{ deposit_date: '2025-02-30' }, 'deposit_date', 'This value is not valid.'],
      [{ deposit_date: '' }, 'deposit_date', 'This field is required.'],
      [{ bank_reference: '  ' }, 'bank_reference', 'This field is required.'],
      [{ bank_reference: '--- / ---' }, 'bank_reference', 'The bank reference must contain letters or digits.'],
      [{ bank_reference: 'A'.repeat(65) }, 'bank_reference', 'Must be at most 64 characters.'],
      [{ receipt: undefined }, 'receipt', 'This field is required.'],
      [{ receipt: '../../etc/passwd' }, 'receipt', 'Upload the deposit receipt (an image or PDF of your agency).'],
      [{ receipt: `${UNKNOWN_ID}.png` }, 'receipt', 'Upload the deposit receipt (an image or PDF of your agency).'],
      [{ note: 'x'.repeat(501) }, 'note', 'Must be at most 500 characters.'],
    ];
    const before = await depositCount(w.t);
    for (const [overrides, field, message] of cases) {
      const res = await post(w.tok.agent, depositBody(w, fresh, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], `${JSON.stringify(overrides)} → ${res.body}`).toEqual([message]);
    }
    expect(await depositCount(w.t)).toBe(before);
  });

  it('accepts today and exactly 365 days ago (the agency time zone decides "today"), and the USD bank in USD', async () => {
    await submitDeposit(w, w.tok.agent, { deposit_date: today() });
    await submitDeposit(w, w.tok.agent, { deposit_date: dayBefore(365) });
    const usd = await submitDeposit(w, w.tok.agent, { bank_id: w.bank.usd, currency: 'usd', amount_minor: 10000 });
    expect(usd).toMatchObject({ currency: 'USD', amount_minor: 10000 });
  });

  it('refuses a note with a text-direction override or a control character (422 on note, nothing stored); keeps its line breaks', async () => {
    const fresh = await uploadReceipt(w.t, w.tok.agent);
    const before = await depositCount(w.t);
    for (const note of ['Paid in cash a\u202Eb', 'Paid\u2066 in cash\u2069', 'Paid\u0007 in cash']) {
      const res = await post(w.tok.agent, depositBody(w, fresh, { note }));
      expect(res.statusCode, JSON.stringify(note)).toBe(422);
      expect(res.json().errors).toEqual({ note: ['Must not contain control characters or text-direction overrides.'] });
    }
    const ar = await post(w.tok.agent, depositBody(w, fresh, { note: 'a\u202Eb' }), { 'x-locale': 'ar' });
    expect(ar.json().errors.note).toEqual(['يجب ألا يحتوي على أحرف تحكم أو أحرف تجاوز اتجاه النص.']);
    expect(await depositCount(w.t)).toBe(before);

    const res = await post(w.tok.agent, depositBody(w, fresh, { note: 'تم الإيداع نقدًا\r\nCash at the Clifton branch' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.deposit.note).toBe('تم الإيداع نقدًا\nCash at the Clifton branch');
  });

  it("refuses another agency's receipt, a deleted one, and one another deposit already uses (422 on receipt)", async () => {
    const others = await uploadReceipt(w.t, w.other.token);
    const theirs = await post(w.tok.agent, depositBody(w, others));
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors.receipt).toEqual(['Upload the deposit receipt (an image or PDF of your agency).']);

    const deleted = await uploadReceipt(w.t, w.tok.agent);
    expect((await w.t.request({ method: 'DELETE', url: `/api/uploads/${deleted}`, token: w.tok.agent })).statusCode).toBe(200);
    expect((await post(w.tok.agent, depositBody(w, deleted))).json().errors.receipt).toEqual([
      'Upload the deposit receipt (an image or PDF of your agency).',
    ]);

    const used = await uploadReceipt(w.t, w.tok.agent);
    expect((await post(w.tok.agent, depositBody(w, used))).statusCode).toBe(200);
    const again = await post(w.tok.agent, depositBody(w, used));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.receipt).toEqual(['This receipt is already attached to another deposit.']);
  });

  it('an agent naming another agency or agent gets 403; naming itself is fine', async () => {
    const fresh = await uploadReceipt(w.t, w.tok.agent);
    expect((await post(w.tok.agent, depositBody(w, fresh, { agency_id: w.other.agencyId }))).statusCode).toBe(403);
    expect((await post(w.tok.agent, depositBody(w, fresh, { user_id: w.other.id }))).statusCode).toBe(403);
    const own = await post(w.tok.agent, depositBody(w, fresh, { user_id: w.agent.id }));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.deposit.agency.id).toBe(w.agent.agencyId);
  });

  it('refuses other roles (403), a pending agent (403) and a signed-out caller (401)', async () => {
    const body = depositBody(w, receipt);
    for (const token of [w.tok.salesman, w.tok.reservation, w.tok.customer, w.tok.pendingAgent])
      expect((await post(token, body)).statusCode).toBe(403);
    expect((await post(undefined, body)).statusCode).toBe(401);
  });
});

describe('POST /deposit-data (finance staff for an agency)', () => {
  it('submits for the agency named by agent user id with a file the staff member uploaded, on behalf of the agent', async () => {
    const file = await uploadReceipt(w.t, w.tok.accounts, 'pdf');
    const res = await post(w.tok.accounts, depositBody(w, file, { user_id: w.other.id }));
    expect(res.statusCode, res.body).toBe(200);
    const deposit = res.json().data.deposit;
    expect(deposit).toMatchObject({ agency: { id: w.other.agencyId, name: 'Falcon Tours' }, duplicate_reference: false });
    const [row] = await w.t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    expect(row).toMatchObject({ onBehalfOfId: w.other.id });
    expect((await activityAbout(w.t, deposit.id))[0]).toMatchObject({ action: 'deposit.submitted', onBehalfOfId: w.other.id });
  });

  it("needs a target (422), refuses both at once (422), an unknown agency (404), and another staff member's file (422)", async () => {
    const file = await uploadReceipt(w.t, w.tok.admin);
    expect((await post(w.tok.admin, depositBody(w, file))).json().errors.agency_id).toEqual(['Name the agency or the agent.']);
    expect(
      (await post(w.tok.admin, depositBody(w, file, { agency_id: w.other.agencyId, user_id: w.other.id }))).json().errors.agency_id,
    ).toEqual(['Name the agency or the agent.']);
    expect((await post(w.tok.admin, depositBody(w, file, { agency_id: UNKNOWN_ID }))).statusCode).toBe(404);
    const res = await post(w.tok.accounts, depositBody(w, file, { agency_id: w.other.agencyId }));
    expect(res.json().errors.receipt).toEqual(['Upload the deposit receipt (an image or PDF of your agency).']);
    const agentsFile = await uploadReceipt(w.t, w.tok.agent);
    expect((await post(w.tok.admin, depositBody(w, agentsFile, { agency_id: w.agent.agencyId }))).statusCode).toBe(200);
  });
});

describe('Idempotency-Key on POST /deposit-data', () => {
  it('a replay returns the first answer and creates nothing; the same key with another body is 422', async () => {
    const body = depositBody(w, await uploadReceipt(w.t, w.tok.agent));
    const headers = { 'idempotency-key': `dep-${Date.now()}` };
    const first = await post(w.tok.agent, body, headers);
    expect(first.statusCode).toBe(200);
    const count = await depositCount(w.t);
    const replay = await post(w.tok.agent, body, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.deposit.id).toBe(first.json().data.deposit.id);
    expect(await depositCount(w.t)).toBe(count);
    const reused = await post(w.tok.agent, { ...body, amount_minor: 2500001 }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message.code).toBe('idempotency_key_reused');
    expect(await depositCount(w.t)).toBe(count);
  });
});

describe('the receipt guard', () => {
  it("a live deposit's receipt cannot be deleted (409); after the deposit is deleted it can", async () => {
    const deposit = await submitDeposit(w, w.tok.agent);
    const [row] = await w.t.database.db
      .select({ fileName: uploads.fileName })
      .from(deposits)
      .innerJoin(uploads, eq(uploads.id, deposits.receiptUploadId))
      .where(eq(deposits.id, deposit.id));
    const del = await w.t.request({ method: 'DELETE', url: `/api/uploads/${row!.fileName}`, token: w.tok.agent });
    expect(del.statusCode).toBe(409);
    expect(del.json().message.description).toBe('This file is referred to and cannot be deleted.');
    expect((await w.t.request({ method: 'DELETE', url: `/api/uploads/${row!.fileName}`, token: w.tok.admin })).statusCode).toBe(409);
    expect((await w.t.request({ method: 'DELETE', url: `/api/delete-deposit-data?id=${deposit.id}`, token: w.tok.agent })).statusCode).toBe(
      200,
    );
    expect((await w.t.request({ method: 'DELETE', url: `/api/uploads/${row!.fileName}`, token: w.tok.agent })).statusCode).toBe(200);
  });
});
