import { startDuffelMock } from './duffel-mock-server';

/*
 * Runs the Duffel mock on its own for local development:
 *   npx tsx apps/api/src/modules/flights/suppliers/duffel/duffel-mock-main.ts
 * It listens on 127.0.0.1:$DUFFEL_MOCK_PORT (4010 by default) and prices in
 * $DUFFEL_MOCK_CURRENCY (USD by default). Point the app at it with DUFFEL_API_URL and any
 * `duffel_test_…` token. With $DUFFEL_MOCK_WEBHOOK_URL and $DUFFEL_MOCK_WEBHOOK_SECRET set it
 * POSTs signed webhooks there. Orders answered 202 settle three seconds later.
 */
const webhookUrl = process.env.DUFFEL_MOCK_WEBHOOK_URL;
const webhookSecret = process.env.DUFFEL_MOCK_WEBHOOK_SECRET;
const mock = await startDuffelMock({
  port: Number(process.env.DUFFEL_MOCK_PORT ?? 4010),
  currency: process.env.DUFFEL_MOCK_CURRENCY ?? 'USD',
  settleAcceptedAfterMs: 3000,
  ...(webhookUrl && webhookSecret ? { webhook: { url: webhookUrl, secret: webhookSecret } } : {}),
});
console.log(`Duffel mock listening at ${mock.url} (any duffel_test_… token is accepted)`);
if (webhookUrl && webhookSecret) console.log(`Webhooks are sent to ${webhookUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void mock.close().then(() => process.exit(0));
  });
