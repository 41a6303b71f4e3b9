import { exchangeRates, margins, users } from '@safar/db';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '@/test/test-app';
import type { FlightSupplierRegistry } from '../flights.env';
import type { TSupplierSource } from '../search/fan-out';
import { fakeOffer, fakeSupplier } from '../search/fake-supplier';

/** The visitor cookie an answer set, as a request's Cookie header (the browser's part in tests). */
export function visitorCookie(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const found = [header].flat().find((c): c is string => typeof c === 'string' && c.startsWith('safar_visitor='));
  if (!found) throw new Error('the answer set no visitor cookie');
  return found.split(';')[0]!;
}

/** A day some weeks ahead, so searches are never "in the past". */
export const DAY = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

export function registryOf(sources: TSupplierSource[], sooper: string[] = []): FlightSupplierRegistry {
  return {
    sources: async () => sources,
    source: async (code) => sources.find((s) => s.code === code) ?? null,
    afterSale: async (code) => sources.find((s) => s.code === code)?.supplier ?? null,
    isSooper: (code) => sooper.includes(code),
  };
}

/** Three fakes: a PKR supplier, a USD supplier (converted at a rate set here), and one that hangs past its deadline. */
export function threeSuppliers() {
  const pkr = fakeSupplier('fake-pkr', {
    delayMs: 5,
    offers: (r) => [
      fakeOffer(r, { key: 'p1', adultMinor: 80_000_00 }),
      fakeOffer(r, { key: 'p2', carrier: 'EK', adultMinor: 60_000_00, departure: '07:15' }),
    ],
  });
  const usd = fakeSupplier('fake-usd', {
    delayMs: 20,
    offers: (r) => [fakeOffer(r, { key: 'u1', carrier: 'QR', currency: 'USD', adultMinor: 250_00, departure: '22:40' })],
  });
  const hang = fakeSupplier('fake-hang', { behaviour: 'hang' });
  const sources: TSupplierSource[] = [
    { code: 'fake-pkr', name: 'Fake PKR', deadlineMs: 2_000, supplier: pkr },
    { code: 'fake-usd', name: 'Fake USD', deadlineMs: 2_000, supplier: usd },
    { code: 'fake-hang', name: 'Fake Hang', deadlineMs: 300, supplier: hang },
  ];
  return { pkr, usd, hang, sources };
}

export async function flightsTestApp(sources: TSupplierSource[], sooper: string[] = []): Promise<TestApp> {
  const t = await buildTestApp({ flightSuppliers: registryOf(sources, sooper) });
  const db = t.database.db;
  const [accounts] = await db.select().from(users).where(eq(users.email, 'accounts@example.com'));
  await db.insert(exchangeRates).values({
    currency: 'USD',
    quoteCurrency: 'PKR',
    rateMillionths: 280_000_000,
    effectiveOn: '2020-01-01',
    setBy: accounts!.id,
  });
  return t;
}

export async function setAgentFlightMargin(t: TestApp, basisPoints: number) {
  const [agent] = await t.database.db.select().from(users).where(eq(users.email, 'agent@example.com'));
  await t.database.db
    .insert(margins)
    .values({ scope: 'agent', agencyId: agent!.agencyId!, product: 'flight', type: 'percent', basisPoints });
}
