// Card payments bench, on PostgreSQL with Safepay's keys set and Safepay played by its local mock
// (over HTTP, through our client): visitors hold bookings and open their payments, then Safepay's
// signed webhooks arrive one after another, each as a payment just made. Reports the time the app
// takes to answer one: the signature check, the read of the payment back from Safepay, and the
// transaction that records the event and posts the payment (the tickets are issued by a job after).
import { randomUUID } from 'node:crypto';
import { startSafepayMock } from '../apps/api/src/modules/card-payments/safepay/safepay-mock-server';
import { day, nameOf, percentile, supplierWithoutLatency } from './bookings';
import type { PgBench } from './report';
import { signIn, startBenchServer } from './server';

const PAYMENTS = Number(process.env.BENCH_CARD_PAYMENTS ?? 40);

interface TEnvelope<T> {
  success: boolean;
  data: T;
}

async function visitor<T>(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ data: T; cookie: string }> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as TEnvelope<T>;
  if (!res.ok || !json.success) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return { data: json.data, cookie: cookie || (res.headers.get('set-cookie') ?? '').split(';')[0]! };
}

export async function benchCardWebhooks() {
  console.log(`\n== card payments: ${PAYMENTS} Safepay webhooks (its local mock), the API on PostgreSQL`);
  const mock = await startSafepayMock();
  const env = {
    SAFEPAY_API_KEY: mock.apiKey,
    SAFEPAY_SECRET_KEY: mock.secretKey,
    SAFEPAY_WEBHOOK_SECRET: mock.webhookSecret,
    SAFEPAY_API_URL: mock.url,
    SAFEPAY_CHECKOUT_URL: mock.checkoutUrl,
  };
  Object.assign(process.env, env);
  const server = await startBenchServer('postgres').finally(() => {
    for (const key of Object.keys(env)) delete process.env[key];
  });
  try {
    await supplierWithoutLatency(server.baseUrl, await signIn(server.baseUrl, 'admin@example.com'));
    // Holds on a few days some weeks ahead, a few per flight, so no cabin sells out.
    let cookie = '';
    const trackers: string[] = [];
    for (let ahead = 60; trackers.length < PAYMENTS; ahead++) {
      const search = await visitor<{ flights: { flight_id: string; seats_left: number | null }[] }>(
        server.baseUrl,
        cookie,
        'GET',
        `/flights?origin=KHI&destination=DXB&departure_date=${day(ahead)}&adults=1`,
      );
      cookie = search.cookie;
      for (const flight of search.data.flights.filter((f) => (f.seats_left ?? 0) >= 9).slice(0, 3))
        for (let i = 0; i < 3 && trackers.length < PAYMENTS; i++) {
          const booked = await visitor<{ customer_booking: { id: string; access_token: string } }>(
            server.baseUrl,
            cookie,
            'POST',
            '/bookings',
            {
              flight_id: flight.flight_id,
              contact: { email: `card-${randomUUID().slice(0, 8)}@example.test`, phone: '+923001234567' },
              passengers: [
                {
                  title: 'ms',
                  given_name: `CARD ${nameOf(1000 + trackers.length)}`,
                  family_name: 'TRAVELLER',
                  born_on: '1988-01-01',
                  gender: 'f',
                  nationality: 'PK',
                  passport_number: 'CP1234567',
                  passport_country: 'PK',
                  passport_expires_on: '2035-01-01',
                },
              ],
            },
          );
          const { id, access_token: token } = booked.data.customer_booking;
          const opened = await visitor<{ url: string }>(
            server.baseUrl,
            cookie,
            'GET',
            `/safepay-url?booking_id=${id}&token=${encodeURIComponent(token)}`,
          );
          trackers.push(new URL(opened.data.url).searchParams.get('tracker')!);
        }
    }
    const ms: number[] = [];
    for (const tracker of trackers) {
      const delivery = mock.webhook(mock.pay(tracker));
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/webhooks/card/safepay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...delivery.headers },
        body: new Uint8Array(delivery.rawBody),
      });
      const json = (await res.json()) as TEnvelope<{ outcome: string }>;
      ms.push(performance.now() - started);
      if (json.data?.outcome !== 'paid')
        throw new Error(`webhook for ${tracker} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
    }
    const measured = ms.slice(3).sort((a, b) => a - b); // the first few warm the code paths
    const figures = { p50: percentile(measured, 50), p95: percentile(measured, 95), count: measured.length };
    console.log(
      `card webhook (Safepay, paid)   p50 ${figures.p50.toFixed(1)} ms   p95 ${figures.p95.toFixed(1)} ms   ${figures.count} webhooks`,
    );
    return figures;
  } finally {
    await server.stop();
    await mock.close();
  }
}

export const cardPaymentsBench: PgBench = {
  name: 'card-payments',
  async run() {
    const f = await benchCardWebhooks();
    return {
      summary: [`card webhook (Safepay mock, paid) p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms`],
      goal: `card webhook processing: p95 ${f.p95.toFixed(1)} ms (no goal set; reported)`,
      met: true,
    };
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await cardPaymentsBench.run();
  console.log([...report.summary, report.goal].join('\n'));
}
