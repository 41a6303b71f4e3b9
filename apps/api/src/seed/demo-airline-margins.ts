import { randomUUID } from 'node:crypto';
import type { TUpdateAirlineMargin } from '@safar/contracts';
import { airlines, users } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { issueToken, revokeUserTokens } from '@/core/authenticate';

/** The demo's airline margins: a percentage on PIA, a fixed amount per passenger on Emirates. */
const DEMO_MARGINS: { iata: string; margin: TUpdateAirlineMargin['margin'] }[] = [
  { iata: 'PK', margin: { type: 'percent', percent: '2.5' } },
  { iata: 'EK', margin: { type: 'fixed', amount_minor: 150_000, currency: 'PKR' } },
];

/**
 * Airline margins of the demo, set by the demo admin through the API (POST /updateAirlineMargin),
 * so they carry who set them and their activity entries. Runs after the air reference data is
 * loaded; an airline the data does not have is skipped.
 */
export async function seedDemoAirlineMargins(app: FastifyInstance): Promise<void> {
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com')).limit(1);
  if (!admin) throw new Error('demo airline margins: no demo admin');
  const { token } = await issueToken(app.db, admin.id, { ip: '127.0.0.1', userAgent: 'demo seed' });
  try {
    for (const { iata, margin } of DEMO_MARGINS) {
      const [airline] = await app.db.select({ id: airlines.id }).from(airlines).where(eq(airlines.iataCode, iata)).limit(1);
      if (!airline) continue;
      const res = await app.inject({
        method: 'POST',
        url: '/api/updateAirlineMargin',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        payload: { airline_id: airline.id, margin },
      });
      if (res.statusCode !== 200) throw new Error(`demo airline margins: ${iata} answered ${res.statusCode}: ${res.body}`);
    }
  } finally {
    await revokeUserTokens(app.db, admin.id);
  }
}
