import { randomUUID } from 'node:crypto';
import { isSafepayCurrency } from './safepay-amounts';

/*
 * What the Safepay mock knows: the trackers it created, their refunds and the webhook events
 * they raised. It behaves the way the client expects Safepay to (see safepay-wire.ts for the
 * shapes) and is strict where a mistake would cost money: amounts are whole numbers of the
 * lowest denomination, a refund never exceeds what is left, only a paid tracker is refunded.
 */

export class MockRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface TMockTracker {
  token: string;
  state: string;
  /** Lowest denomination (paisa for PKR), as Safepay counts. */
  amount: number;
  currency: string;
  orderId: string | null;
  fee: number | null;
  /** What is left to refund once paid. */
  balance: number;
}

export interface TMockRefund {
  token: string;
  tracker: string;
  amount: number;
  currency: string;
}

export interface TMockEvent {
  token: string;
  version: '2.0.0';
  merchant_api_key: string;
  type: string;
  data: {
    tracker: string;
    state: string;
    amount: number;
    currency: string;
    fee: number | null;
    net: number | null;
    metadata: { order_id: string | null };
  };
  created_at: string;
}

const REFUNDABLE = new Set(['TRACKER_ENDED', 'TRACKER_PARTIAL_REFUND']);

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export class SafepayMockState {
  readonly trackers = new Map<string, TMockTracker>();
  readonly refunds: TMockRefund[] = [];
  readonly events: TMockEvent[] = [];

  constructor(
    private readonly apiKey: string,
    private readonly now: () => number,
  ) {}

  create(body: Record<string, unknown>): TMockTracker {
    if (body.merchant_api_key !== this.apiKey) throw new MockRefusal(401, 'Unknown merchant_api_key');
    if (body.mode !== 'payment' || typeof body.intent !== 'string') throw new MockRefusal(400, 'mode must be payment, with an intent');
    if (!isSafepayCurrency(body.currency)) throw new MockRefusal(400, `Unsupported currency ${String(body.currency)}`);
    // A float (1500.5) or a decimal string ("1500.00") is the v1 API's unit, not this one's.
    if (!isAmount(body.amount)) throw new MockRefusal(400, 'amount must be a whole number in the lowest denomination');
    const metadata = body.metadata as { order_id?: unknown } | undefined;
    const tracker: TMockTracker = {
      token: `track_${randomUUID()}`,
      state: 'TRACKER_STARTED',
      amount: body.amount,
      currency: body.currency,
      orderId: typeof metadata?.order_id === 'string' ? metadata.order_id : null,
      fee: null,
      balance: 0,
    };
    this.trackers.set(tracker.token, tracker);
    return tracker;
  }

  get(token: string): TMockTracker {
    const tracker = this.trackers.get(token);
    if (!tracker) throw new MockRefusal(404, 'Tracker not found');
    return tracker;
  }

  /** The payer paid on the hosted page; Safepay kept `fee`. */
  pay(token: string, fee: number | null): TMockEvent {
    const tracker = this.get(token);
    Object.assign(tracker, { state: 'TRACKER_ENDED', fee, balance: tracker.amount });
    return this.raise('payment.succeeded', tracker);
  }

  /** The payer's card was declined or they gave up (TRACKER_CANCELLED, TRACKER_EXPIRED). */
  fail(token: string, state = 'TRACKER_CANCELLED'): TMockEvent {
    const tracker = this.get(token);
    tracker.state = state;
    return this.raise('payment.failed', tracker);
  }

  refund(token: string, body: Record<string, unknown>): { tracker: TMockTracker; refund: TMockRefund } {
    const tracker = this.get(token);
    if (!REFUNDABLE.has(tracker.state)) throw new MockRefusal(400, `Cannot refund a tracker in state ${tracker.state}`);
    if (body.currency !== tracker.currency) throw new MockRefusal(400, 'currency does not match the payment');
    if (!isAmount(body.amount)) throw new MockRefusal(400, 'amount must be a whole number in the lowest denomination');
    if (body.amount > tracker.balance) throw new MockRefusal(400, 'amount exceeds what is left to refund');
    tracker.balance -= body.amount;
    tracker.state = tracker.balance === 0 ? 'TRACKER_REFUNDED' : 'TRACKER_PARTIAL_REFUND';
    const refund = { token: `refund_${randomUUID()}`, tracker: token, amount: body.amount, currency: tracker.currency };
    this.refunds.push(refund);
    this.raise('payment.refunded', tracker);
    return { tracker, refund };
  }

  /** The status read's view of a tracker. */
  view(tracker: TMockTracker) {
    const money = (amount: number) => ({ amount, currency: tracker.currency });
    return {
      token: tracker.token,
      state: tracker.state,
      purchase_totals: { quote_amount: money(tracker.amount) },
      metadata: tracker.orderId === null ? {} : { order_id: { value: tracker.orderId } },
      charge: tracker.fee === null ? null : { fee: money(tracker.fee), balance: money(tracker.balance) },
    };
  }

  private raise(type: string, tracker: TMockTracker): TMockEvent {
    const event: TMockEvent = {
      token: `evt_${randomUUID()}`,
      version: '2.0.0',
      merchant_api_key: this.apiKey,
      type,
      data: {
        tracker: tracker.token,
        state: tracker.state,
        amount: tracker.amount,
        currency: tracker.currency,
        fee: tracker.fee,
        net: tracker.fee === null ? null : tracker.amount - tracker.fee,
        metadata: { order_id: tracker.orderId },
      },
      created_at: new Date(this.now()).toISOString(),
    };
    this.events.push(event);
    return event;
  }
}
