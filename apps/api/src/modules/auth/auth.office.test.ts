import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { codeIn, post } from './auth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  // The default settings: no AUTH_IP_* in the environment.
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

describe('an agency office behind one address', () => {
  it('signs 100 people in at 9 AM with the default limits', { timeout: 120_000 }, async () => {
    const office = '198.51.100.77';
    const people = [];
    for (let i = 0; i < 100; i++) people.push(await buildUser(t.database.db));
    const refused: string[] = [];
    for (const person of people) {
      const first = await post(t, '/api/login/request-otp', { email: person.email, password: person.password }, { ip: office });
      if (first.statusCode !== 200) {
        refused.push(`${person.email}: request-otp ${first.statusCode}`);
        continue;
      }
      const code = codeIn((await t.lastMail(person.email))?.text);
      const second = await post(t, '/api/login/verify-otp', { email: person.email, code }, { ip: office });
      if (second.statusCode !== 200) refused.push(`${person.email}: verify-otp ${second.statusCode}`);
      else expect(second.json().authorisation.token).toEqual(expect.any(String));
    }
    expect(refused).toEqual([]);
  });
});
