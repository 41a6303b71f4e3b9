import { randomBytes } from 'node:crypto';
import type { TCurrency } from '@safar/contracts';
import { cardSandboxPayments, type Db } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { GatewayError, type CardGateway, type TPaymentStatus } from '../card-gateway';
import { SAFEPAY_CURRENCIES } from '../safepay/safepay-amounts';
import { signSafepayWebhook, webhookKey } from '../safepay/safepay-webhook-signature';
import { verifySafepayWebhook } from '../safepay/safepay-webhook';

/*
 * The built-in sandbox: a card gateway that needs no network and no keys, for the demo, local
 * runs and the tests. It speaks Safepay's protocol where the protocol reaches us: trackers look
 * like Safepay's, the payer goes through a hosted page (ours, with Pay and Decline buttons)
 * and is sent back to the return address, and the payment's outcome arrives as a webhook in
 * Safepay's payload and signature scheme, checked by the same code as Safepay's. Its payments
 * live in its own table, as a real gateway's live on its side; the core reads them through
 * this interface only.
 */

export const SANDBOX_GATEWAY = 'sandbox';

export type TSandboxRow = typeof cardSandboxPayments.$inferSelect;

export interface TSandboxOptions {
  db: Db;
  /** The app's public root: the hosted page lives under it. */
  appUrl: string;
  /** Base64 secret the sandbox signs its webhooks with (derived from the app's key). */
  webhookSecret: string;
  now?: () => number;
}

export type SandboxGateway = CardGateway & {
  /** The payment as the hosted page shows it; null for a tracker the sandbox never made. */
  find(tracker: string): Promise<TSandboxRow | null>;
  /** The payer's choice on the hosted page; answers the signed webhook to deliver, or null when already decided. */
  decide(
    tracker: string,
    outcome: 'paid' | 'failed',
  ): Promise<{ row: TSandboxRow; webhook: { rawBody: Buffer; headers: Record<string, string> } | null }>;
};

const statusOf = (row: TSandboxRow): TPaymentStatus => ({
  tracker: row.tracker,
  state: row.state,
  amountMinor: row.amountMinor,
  currency: row.currency as TCurrency,
  feeMinor: null,
  reference: row.reference,
});

export function createSandboxGateway(options: TSandboxOptions): SandboxGateway {
  const { db } = options;
  const now = options.now ?? Date.now;
  const key = webhookKey(options.webhookSecret);
  const currencies = new Set<TCurrency>(SAFEPAY_CURRENCIES);

  async function find(tracker: string) {
    const [row] = await db.select().from(cardSandboxPayments).where(eq(cardSandboxPayments.tracker, tracker));
    return row ?? null;
  }
  async function mustFind(tracker: string) {
    const row = await find(tracker);
    if (!row) throw new GatewayError('refused', 'Unknown tracker', { reason: 'unknown_tracker', tracker });
    return row;
  }

  return {
    code: SANDBOX_GATEWAY,
    currencies,
    async createSession(request) {
      if (!currencies.has(request.currency))
        throw new GatewayError('refused', `The sandbox does not take ${request.currency}`, { reason: 'unsupported_currency' });
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0)
        throw new GatewayError('refused', 'The amount must be a positive whole number of minor units', { reason: 'bad_amount' });
      const tracker = `track_sbx_${randomBytes(12).toString('hex')}`;
      await db.insert(cardSandboxPayments).values({
        tracker,
        reference: request.reference,
        amountMinor: request.amountMinor,
        currency: request.currency,
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
      });
      return { tracker, checkoutUrl: `${options.appUrl}/api/card-sandbox/checkout/${tracker}` };
    },
    async getPayment(tracker) {
      return statusOf(await mustFind(tracker));
    },
    async refund(request) {
      const row = await mustFind(request.tracker);
      if (row.currency !== request.currency) throw new GatewayError('refused', 'Currency differs from the payment', { reason: 'currency' });
      // One statement: two refunds at once cannot both fit under the amount paid.
      const [after] = await db
        .update(cardSandboxPayments)
        .set({
          refundedMinor: sql`${cardSandboxPayments.refundedMinor} + ${request.amountMinor}`,
          state: sql`case when ${cardSandboxPayments.refundedMinor} + ${request.amountMinor} >= ${cardSandboxPayments.amountMinor} then 'refunded' else 'partially_refunded' end`,
          updatedAt: new Date(now()),
        })
        .where(
          and(
            eq(cardSandboxPayments.tracker, request.tracker),
            sql`${cardSandboxPayments.state} in ('paid', 'partially_refunded')`,
            sql`${cardSandboxPayments.refundedMinor} + ${request.amountMinor} <= ${cardSandboxPayments.amountMinor}`,
          ),
        )
        .returning();
      if (!after)
        throw new GatewayError('refused', 'Nothing left to refund on this payment', { reason: 'not_refundable', tracker: request.tracker });
      return {
        tracker: after.tracker,
        refundId: `rfd_sbx_${randomBytes(8).toString('hex')}`,
        amountMinor: request.amountMinor,
        currency: request.currency,
        state: after.state === 'refunded' ? 'refunded' : 'partially_refunded',
      };
    },
    verifyWebhook(rawBody, headers) {
      return verifySafepayWebhook(rawBody, headers, key, now());
    },
    find,
    async decide(tracker, outcome) {
      const [decided] = await db
        .update(cardSandboxPayments)
        .set({ state: outcome, updatedAt: new Date(now()) })
        .where(and(eq(cardSandboxPayments.tracker, tracker), eq(cardSandboxPayments.state, 'pending')))
        .returning();
      if (!decided) return { row: await mustFind(tracker), webhook: null };
      const body = {
        token: `evt_sbx_${randomBytes(10).toString('hex')}`,
        type: outcome === 'paid' ? 'payment.succeeded' : 'payment.failed',
        data: { tracker, amount: decided.amountMinor, currency: decided.currency },
      };
      const rawBody = Buffer.from(JSON.stringify(body), 'utf8');
      return { row: decided, webhook: { rawBody, headers: signSafepayWebhook(rawBody, options.webhookSecret, now()) } };
    },
  };
}
