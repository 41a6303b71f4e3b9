import { startDuffelMock } from './duffel-mock-server';

/*
 * Runs the Duffel mock on its own for local development:
 *   npx tsx apps/api/src/modules/flights/suppliers/duffel/duffel-mock-main.ts
 * It listens on 127.0.0.1:$DUFFEL_MOCK_PORT (4010 by default) and prices in
 * $DUFFEL_MOCK_CURRENCY (USD by default). Point the app at it with DUFFEL_API_URL and any
 * `duffel_test_…` token.
 */
const mock = await startDuffelMock({
  port: Number(process.env.DUFFEL_MOCK_PORT ?? 4010),
  currency: process.env.DUFFEL_MOCK_CURRENCY ?? 'USD',
});
console.log(`Duffel mock listening at ${mock.url} (any duffel_test_… token is accepted)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void mock.close().then(() => process.exit(0));
  });
