import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { agencyForm } from '@/modules/agents/agents.test-helpers';
import { call, demoTokens, freshEmail, type TDemo } from '@/modules/users/users.test-helpers';

/** Names (people, agencies, banks, references) are one visible line without direction overrides, on every route that takes one. */
let t: TestApp;
let tok: Record<TDemo, string>;
beforeAll(async () => {
  t = await buildTestApp();
  tok = await demoTokens(t);
});
afterAll(() => t.close());

const CHARACTERS = 'Must not contain line breaks, control characters or text-direction overrides.';
const INVISIBLE = 'Enter a name with visible letters or digits.';

const bank = (over: Record<string, unknown>) => ({
  bank_name: 'Meezan Bank',
  account_title: 'Safar Travels Pvt Ltd',
  account_number: '0101-0123456789',
  currency: 'PKR',
  ...over,
});

describe('names on the routes', () => {
  it("a person's name (users)", async () => {
    const user = (name: string) => ({
      name,
      email: freshEmail(),
      password: 'password-1',
      password_confirmation: 'password-1',
      role: 'customer',
    });
    const broken = await call(t, 'POST', '/api/users', tok.admin, user('Ali\nKhan'));
    expect(broken.status).toBe(422);
    expect(broken.body.errors).toEqual({ name: [CHARACTERS] });
    const blank = await call(t, 'POST', '/api/users', tok.admin, user('\u200B\u200D'));
    expect(blank.body.errors).toEqual({ name: [INVISIBLE] });
    expect((await call(t, 'POST', '/api/users', tok.admin, user('علي \u200Fخان'))).status).toBe(200);
  });

  it("an agency's name, its contact person and licence (agency details)", async () => {
    const res = await call(
      t,
      'POST',
      '/api/update-agents-data',
      tok.agent,
      await agencyForm(t, { agency_name: 'Crescent\u202Esrevart', contact_person: '\u2066Imran\u2069', licence_number: 'A\tB' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ agency_name: [CHARACTERS], contact_person: [CHARACTERS], licence_number: [CHARACTERS] });
  });

  it("a bank's name and account title (banks)", async () => {
    const res = await call(t, 'POST', '/api/banks', tok.admin, bank({ bank_name: 'Meezan\r\nBank', account_title: '\u3164' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ bank_name: [CHARACTERS], account_title: [INVISIBLE] });
  });

  it("a deposit's bank reference (deposits)", async () => {
    const res = await call(t, 'POST', '/api/deposit-data', tok.agent, { bank_reference: 'FT\u202E001' });
    expect(res.status).toBe(422);
    expect(res.body.errors.bank_reference).toEqual([CHARACTERS]);
  });

  it('says so in Arabic when asked', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/banks',
      token: tok.admin,
      payload: bank({ bank_name: 'A\u202EB', account_title: '\u200B' }),
      headers: { 'accept-language': 'ar' },
    });
    expect(res.json().errors).toEqual({
      bank_name: ['يجب ألا يحتوي على فواصل أسطر أو أحرف تحكم أو أحرف تجاوز اتجاه النص.'],
      account_title: ['أدخل اسمًا يحتوي على أحرف أو أرقام ظاهرة.'],
    });
  });
});
