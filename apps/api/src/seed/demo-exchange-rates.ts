import { todayIn } from '@safar/contracts';
import { users } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { issueToken, revokeUserTokens } from '@/core/authenticate';

/** Plausible rates into PKR, as finance staff would enter them on the day. */
export const DEMO_RATES_TO_PKR = [
  { currency: 'USD', rate: '278.65' },
  { currency: 'EUR', rate: '301.42' },
  { currency: 'GBP', rate: '353.18' },
  { currency: 'SAR', rate: '74.28' },
  { currency: 'AED', rate: '75.87' },
] as const;

/**
 * Demo exchange rates as of today, entered through the API by the demo accounts user so that
 * they carry who set them and their activity entries. The values are rates into PKR: with
 * another AGENCY_CURRENCY they would be wrong, so none are seeded then.
 */
export async function seedDemoExchangeRates(app: FastifyInstance): Promise<number> {
  if (app.config.agencyCurrency !== 'PKR') return 0;
  const [accounts] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'accounts@example.com')).limit(1);
  if (!accounts) throw new Error('demo exchange rates: no demo user accounts@example.com');
  const { token } = await issueToken(app.db, accounts.id, { ip: '127.0.0.1', userAgent: 'demo seed' });
  const today = todayIn(app.config.agencyTimezone);
  try {
    for (const { currency, rate } of DEMO_RATES_TO_PKR) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/exchange-rates',
        headers: { authorization: `Bearer ${token}` },
        payload: { currency, rate, effective_on: today, note: 'Interbank rate (demo)' },
      });
      if (res.statusCode !== 200) throw new Error(`demo exchange rates: POST ${currency} answered ${res.statusCode}: ${res.body}`);
    }
  } finally {
    await revokeUserTokens(app.db, accounts.id);
  }
  return DEMO_RATES_TO_PKR.length;
}
