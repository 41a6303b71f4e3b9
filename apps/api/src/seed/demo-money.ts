import { randomUUID } from 'node:crypto';
import { todayIn, daysBefore } from '@safar/contracts';
import { users } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { issueToken, revokeUserTokens } from '@/core/authenticate';
import { multipartFileBody } from '@/modules/uploads/multipart-body';

/*
 * Demo money, seeded on the first development start right after the demo users.
 * It goes through the real API in-process (app.inject) as the demo staff and agent, so every
 * rule, ledger posting, activity-log entry and notification is exactly what a user would make:
 * two banks, an approved deposit that funds Crescent Travels, a pending top-up from it, a charge,
 * and a manual adjustment awaiting its second approval.
 */

/** A small valid PNG (1×1 pixel): receipts are checked by their bytes. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Envelope {
  success: boolean;
  data: Record<string, { id: string; file_name?: string }>;
}

export async function seedDemoMoney(app: FastifyInstance): Promise<void> {
  // Sessions opened for the seed only; revoked at the end (on a first start nobody else has one).
  const signedIn = new Set<string>();
  const userOf = async (email: string) => {
    const [user] = await app.db.select({ id: users.id, agencyId: users.agencyId }).from(users).where(eq(users.email, email)).limit(1);
    if (!user) throw new Error(`demo money: no demo user ${email}`);
    return user;
  };
  const tokenOf = async (email: string) => {
    const user = await userOf(email);
    signedIn.add(user.id);
    return (await issueToken(app.db, user.id, { ip: '127.0.0.1', userAgent: 'demo seed' })).token;
  };
  const call = async (token: string, method: 'POST' | 'PUT', url: string, body: unknown) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      // Money routes require an Idempotency-Key; each seed call is its own action.
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: body as Record<string, unknown>,
    });
    const json = res.json() as Envelope;
    if (res.statusCode !== 200 || !json.success) throw new Error(`demo money: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return json.data;
  };
  const upload = async (token: string, name: string) => {
    const body = multipartFileBody(name, RECEIPT_PNG, 'image/png');
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
    });
    if (res.statusCode !== 200) throw new Error(`demo money: upload answered ${res.statusCode}: ${res.body}`);
    return (res.json() as Envelope).data.upload!.file_name!;
  };

  try {
    const admin = await tokenOf('admin@example.com');
    const accounts = await tokenOf('accounts@example.com');
    const agent = await tokenOf('agent@example.com');
    const today = todayIn(app.config.agencyTimezone);

    const meezan = await call(admin, 'POST', '/banks', {
      bank_name: 'Meezan Bank',
      account_title: 'Safar Travels (Pvt) Ltd',
      account_number: '0101-0123456789',
      iban: 'PK36 SCBL 0000 0011 2345 6702',
      branch: 'Blue Area, Islamabad',
      currency: 'PKR',
    });
    await call(admin, 'POST', '/banks', {
      bank_name: 'Habib Bank Limited',
      account_title: 'Safar Travels (Pvt) Ltd',
      account_number: '1234-5678901-03',
      branch: 'Mall Road, Lahore',
      currency: 'PKR',
    });
    const bankId = meezan.bank!.id;

    const funded = await call(agent, 'POST', '/deposit-data', {
      bank_id: bankId,
      amount_minor: 50_000_000,
      currency: 'PKR',
      deposit_date: daysBefore(today, 6),
      bank_reference: 'MZN-FT-240611',
      receipt: await upload(agent, 'meezan-slip.png'),
      note: 'Opening deposit, cash at the Mall Road branch',
    });
    await call(accounts, 'PUT', `/update-deposit-status/${funded.deposit!.id}`, { status: 'approved' });

    await call(agent, 'POST', '/deposit-data', {
      bank_id: bankId,
      amount_minor: 15_000_000,
      currency: 'PKR',
      deposit_date: daysBefore(today, 1),
      bank_reference: 'MZN-FT-240719',
      receipt: await upload(agent, 'top-up-slip.png'),
      note: 'Top-up for the Umrah season',
    });

    await call(accounts, 'POST', '/save-agent-charges', {
      user_id: (await userOf('agent@example.com')).id,
      title: 'Visa processing fee',
      description: 'Urgent processing for two passports',
      amount_minor: 250_000,
      currency: 'PKR',
    });

    await call(admin, 'POST', '/transactions', {
      user_id: (await userOf('agent@example.com')).id,
      direction: 'credit',
      amount_minor: 100_000,
      currency: 'PKR',
      reason: 'Goodwill credit for a delayed refund',
    });
  } finally {
    for (const id of signedIn) await revokeUserTokens(app.db, id);
  }
}
