import { cardPayments, cardSandboxPayments } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBookingWorld, type TBookingWorld } from '@/modules/bookings/bookings.test-kit';
import { GatewayError, type CardGateway } from './card-gateway';
import { cardGateways } from './card-gateways';
import { oweCardRefund, REFUND_CLAIM_LEASE_MS, sendDueRefunds } from './card-refunds';
import { bookAsVisitor, followReturn, payInSandbox } from './card-payments.test-kit';

/*
 * Sending the refunds owed on card payments: a run claims a refund before it calls the gateway,
 * so two runs at once, a lost answer or a stopped process never send one twice.
 */

let w: TBookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld();
});
afterAll(async () => {
  await w.t.close();
});

const db = () => w.t.database.db;

describe('card refunds: each one sent once, whatever runs at once', () => {
  /** A card payment that took a visitor's money, and the sandbox payment behind it. */
  async function paidCard() {
    const booking = await bookAsVisitor(w);
    const { tracker, back } = await payInSandbox(w, booking.id, booking.access_token);
    await followReturn(w, back);
    const [payment] = await db().select().from(cardPayments).where(eq(cardPayments.tracker, tracker));
    expect(payment).toMatchObject({ status: 'paid', refundState: 'none' });
    const owe = (amountMinor: number) => db().transaction((tx) => oweCardRefund(tx, payment!.transactionId, amountMinor, 'test'));
    const atGateway = async () => (await db().select().from(cardSandboxPayments).where(eq(cardSandboxPayments.tracker, tracker)))[0]!;
    const row = async () => (await db().select().from(cardPayments).where(eq(cardPayments.id, payment!.id)))[0]!;
    return { payment: payment!, owe, atGateway, row };
  }

  /** The app's gateways, with the sandbox's refunds counted and, when asked, held until let go or answered as lost. */
  function watchedGateways(mode: { hold?: boolean; lose?: boolean } = {}) {
    const real = cardGateways(w.t.app);
    const sandbox = real.sandbox!;
    const refunds: number[] = [];
    let entered!: () => void;
    let letGo!: () => void;
    const inCall = new Promise<void>((resolve) => (entered = resolve));
    const released = new Promise<void>((resolve) => (letGo = resolve));
    const gateway: CardGateway = {
      ...sandbox,
      getPayment: (tracker, options) => sandbox.getPayment(tracker, options),
      async refund(request, options) {
        refunds.push(request.amountMinor);
        entered();
        if (mode.hold) await released;
        const answer = await sandbox.refund(request, options);
        if (mode.lose) throw new GatewayError('unknown_outcome', 'the connection dropped');
        return answer;
      },
    };
    return { gateways: { ...real, byCode: async () => gateway }, refunds, inCall, letGo };
  }

  it('two runs at once send a refund once; more owed during the send goes in a second send, by the same run', async () => {
    const { payment, owe, atGateway, row } = await paidCard();
    await owe(1_000);
    const watched = watchedGateways({ hold: true });
    const first = sendDueRefunds(db(), watched.gateways, w.t.app.log);
    await watched.inCall;
    // A second process's run (or a tick beside a wake) finds the refund claimed and sends nothing.
    expect(await sendDueRefunds(db(), watched.gateways, w.t.app.log)).toBe(0);
    expect(await row()).toMatchObject({ refundState: 'unknown', refundSendingMinor: 1_000 });
    // More becomes owed while the first send is under way: the claim is kept, nothing is sent twice.
    await owe(500);
    expect(await sendDueRefunds(db(), watched.gateways, w.t.app.log)).toBe(0);
    watched.letGo();
    expect(await first).toBe(2);
    expect(watched.refunds).toEqual([1_000, 500]);
    expect(await row()).toMatchObject({
      refundDueMinor: 1_500,
      refundedMinor: 1_500,
      refundState: 'sent',
      refundClaimedAt: null,
      refundSendingMinor: null,
    });
    expect((await atGateway()).refundedMinor).toBe(1_500);
    expect(payment.amountMinor).toBeGreaterThan(1_500);
  });

  it('a send whose answer was lost is not repeated: after the claim lapses, the payment is read and the refund counted', async () => {
    const { owe, atGateway, row } = await paidCard();
    await owe(700);
    const lost = watchedGateways({ lose: true });
    expect(await sendDueRefunds(db(), lost.gateways, w.t.app.log)).toBe(0);
    expect(lost.refunds).toEqual([700]);
    expect(await row()).toMatchObject({ refundState: 'unknown', refundedMinor: 0, refundSendingMinor: 700 });
    // While the claim holds, the gateway may still be working on the call: nothing is read or sent.
    const next = watchedGateways();
    expect(await sendDueRefunds(db(), next.gateways, w.t.app.log)).toBe(0);
    const claimed = (await row()).refundClaimedAt!;
    await db()
      .update(cardPayments)
      .set({ refundClaimedAt: new Date(claimed.getTime() - REFUND_CLAIM_LEASE_MS - 1_000) })
      .where(eq(cardPayments.id, (await row()).id));
    expect(await sendDueRefunds(db(), next.gateways, w.t.app.log)).toBe(1);
    expect(next.refunds).toEqual([]);
    expect(await row()).toMatchObject({ refundState: 'sent', refundedMinor: 700, refundSendingMinor: null });
    expect((await atGateway()).refundedMinor).toBe(700);
  });

  it('a run that stopped before its call is taken over once its claim lapses, and the refund sent', async () => {
    const { owe, atGateway, row } = await paidCard();
    await owe(300);
    const { id } = await row();
    // As a run leaves it when its process stops between recording the send and calling the gateway.
    await db()
      .update(cardPayments)
      .set({ refundState: 'unknown', refundSendingMinor: 300, refundClaimedAt: new Date(Date.now() - REFUND_CLAIM_LEASE_MS - 1_000) })
      .where(eq(cardPayments.id, id));
    const next = watchedGateways();
    expect(await sendDueRefunds(db(), next.gateways, w.t.app.log)).toBe(1);
    expect(next.refunds).toEqual([300]);
    expect(await row()).toMatchObject({ refundState: 'sent', refundedMinor: 300 });
    expect((await atGateway()).refundedMinor).toBe(300);
  });
});
