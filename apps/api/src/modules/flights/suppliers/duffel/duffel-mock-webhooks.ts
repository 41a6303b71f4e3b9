import { newId } from './duffel-mock-catalogue';
import { DUFFEL_SIGNATURE_HEADER, signDuffelWebhook } from './duffel-webhook-signature';

/*
 * The Duffel mock's webhooks: events in Duffel's shape (`id`, `type`, `data.object`,
 * `idempotency_key`, …), signed like Duffel signs them, and delivered the way Duffel promises:
 * at least once, in no particular order, retried while the receiver fails. Delivery goes to the
 * URL and secret the mock was started with; tests can also send any event (or any body, signed
 * at any time) to any URL with `deliver`.
 */

export const DUFFEL_WEBHOOK_EVENTS = [
  'order.created',
  'order.creation_failed',
  'payment.created',
  'order.airline_initiated_change_detected',
] as const;
export type TDuffelWebhookEventType = (typeof DUFFEL_WEBHOOK_EVENTS)[number];

export interface TDuffelWebhookEvent {
  id: string;
  api_version: 'v2';
  type: TDuffelWebhookEventType;
  data: { object: Record<string, unknown> };
  live_mode: false;
  /** The same for every event about the same thing (an order's id for order.created): dedupe on it. */
  idempotency_key: string;
  created_at: string;
  identity_organisation_id: string;
}

export interface TDuffelMockWebhookOptions {
  /** Where events are POSTed. */
  url: string;
  /** The webhook's secret; two while one is rotated (each event then carries two v1 values). */
  secret: string | string[];
  /** Delivers every event twice, as an at-least-once sender may. */
  duplicate?: boolean;
  /** Delivers the events that wait together in reverse order (`flush` releases them). */
  holdUntilFlushed?: boolean;
}

export interface TDuffelWebhookDelivery {
  eventId: string;
  type: TDuffelWebhookEventType;
  attempt: number;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
}

export interface TDeliverOptions {
  url: string;
  secret: string | string[];
  /** The signing time (the mock's clock by default): an old or future one tests the receiver's tolerance. */
  signedAtMs?: number;
  /** Sends this exact body instead of the event's JSON (a tampered body keeps the event's signature). */
  body?: string;
  /** Signs this body instead of the one sent. */
  signedBody?: string;
  /** Sends this header instead of a signature. */
  header?: string | null;
}

const ORGANISATION = 'org_0000MockSafarAgency01';
const RETRY_DELAYS_MS = [100, 400, 1600];

export class DuffelMockWebhooks {
  /** Every event the mock raised, oldest first. */
  readonly events: TDuffelWebhookEvent[] = [];
  readonly deliveries: TDuffelWebhookDelivery[] = [];
  private held: TDuffelWebhookEvent[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly now: () => number,
    private readonly options: TDuffelMockWebhookOptions | undefined,
  ) {}

  raise(type: TDuffelWebhookEventType, object: Record<string, unknown>, idempotencyKey: string): TDuffelWebhookEvent {
    const event: TDuffelWebhookEvent = {
      id: newId('wev'),
      api_version: 'v2',
      type,
      data: { object },
      live_mode: false,
      idempotency_key: idempotencyKey,
      created_at: new Date(this.now()).toISOString(),
      identity_organisation_id: ORGANISATION,
    };
    this.events.push(event);
    if (this.options) {
      if (this.options.holdUntilFlushed) this.held.push(event);
      else this.send(event);
    }
    return event;
  }

  /** Sends the held events (newest first), then waits for every delivery under way. */
  async flush(): Promise<void> {
    const held = this.held.reverse();
    this.held = [];
    for (const event of held) this.send(event);
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  private send(event: TDuffelWebhookEvent) {
    const copies = this.options!.duplicate ? 2 : 1;
    for (let i = 0; i < copies; i++) this.track(this.attempt(event, 1));
  }

  private track(promise: Promise<void>) {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  private async attempt(event: TDuffelWebhookEvent, attempt: number): Promise<void> {
    if (this.closed) return;
    const { url, secret } = this.options!;
    const status = await deliver(event, { url, secret, signedAtMs: this.now() }).catch(() => null);
    this.deliveries.push({ eventId: event.id, type: event.type, attempt, status });
    const delay = RETRY_DELAYS_MS[attempt - 1];
    if ((status !== null && status >= 200 && status < 300) || delay === undefined || this.closed) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, delay);
      this.timers.add(timer);
    });
    await this.attempt(event, attempt + 1);
  }

  close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/**
 * POSTs one event (or `options.body`) to a URL with Duffel's headers and signature; answers the
 * receiver's HTTP status. Rejects when the receiver cannot be reached.
 */
export async function deliver(event: TDuffelWebhookEvent | Record<string, unknown>, options: TDeliverOptions): Promise<number> {
  const body = options.body ?? JSON.stringify(event);
  const signature =
    options.header === undefined
      ? signDuffelWebhook(options.signedBody ?? body, options.secret, options.signedAtMs ?? Date.now())
      : options.header;
  const response = await fetch(options.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Duffel-Webhooks/1.0 (mock)',
      ...(signature === null ? {} : { [DUFFEL_SIGNATURE_HEADER]: signature }),
    },
    body,
    signal: AbortSignal.timeout(5000),
  });
  await response.arrayBuffer();
  return response.status;
}
