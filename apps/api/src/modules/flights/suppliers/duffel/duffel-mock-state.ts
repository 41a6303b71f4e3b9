import { randomInt } from 'node:crypto';
import { decimalToMinor, minorToDecimalString } from './duffel-money';
import { airport, newId } from './duffel-mock-catalogue';
import { gone, invalid, notFound } from './duffel-mock-failure';
import type { TMockPassenger } from './duffel-mock-fares';
import { generateOffers, type TMockOffer } from './duffel-mock-offers';
import { checkOrderPassengers, type TOrderPassenger } from './duffel-mock-passengers';
import { seatMapsFor, type TMockSeatMap } from './duffel-mock-seats';
import type { DuffelMockWebhooks } from './duffel-mock-webhooks';

type TJson = Record<string, unknown>;
type TStoredOffer = { offer: TMockOffer; requestId: string; expired: boolean; repriced: boolean };
type TOrder = TJson & { id: string };
/** What happens to an order Duffel answered 202 for: created later, or failed. */
export type TAcceptedOutcome = 'created' | 'failed';
type TPendingOrder = { id: string; body: TJson; offerId: string; outcome: TAcceptedOutcome; acceptedAt: number };

/**
 * Family names that make the mock answer an order with 202 (accepted, not confirmed), for trying
 * the flow by hand: `Processing` is created a moment later, `Unconfirmed` fails.
 */
export const ACCEPTED_FAMILY_NAMES: Record<string, TAcceptedOutcome> = { processing: 'created', unconfirmed: 'failed' };
type TOrderService = {
  id: string;
  type: 'baggage' | 'seat';
  quantity: number;
  total_amount: string;
  total_currency: string;
  passenger_ids: string[];
  segment_ids: string[];
  metadata: unknown;
};

const locator = () => Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[randomInt(32)]).join('');
const ticketNumber = () => `${randomInt(100, 999)}${String(randomInt(0, 1e9)).padStart(10, '0')}`;

export class DuffelMockState {
  readonly offers = new Map<string, TStoredOffer>();
  readonly orders = new Map<string, TOrder>();
  readonly cancellations = new Map<string, TJson & { id: string; order_id: string }>();
  /** Orders answered 202, until `settleAccepted` creates or fails them. */
  readonly pending = new Map<string, TPendingOrder>();
  /** Held orders whose hold lapsed unpaid. */
  private readonly lapsed = new Set<string>();
  /** Outcomes for the next orders, answered 202 whatever their passengers are called. */
  readonly acceptNext: TAcceptedOutcome[] = [];
  /** Routes ("LHR-DXB") whose offers require identity documents, and of which types. */
  readonly documentRoutes = new Map<string, { required: boolean; types: string[] }>();
  private readonly offersByRequest = new Map<string, string[]>();
  private readonly seatMaps = new Map<string, TMockSeatMap[]>();
  /** Routes answered with no offers, like PVD→RAI in Duffel's sandbox. */
  readonly emptyRoutes = new Set<string>(['PVD-RAI']);

  constructor(
    private readonly currency: string,
    private readonly now: () => number,
    private readonly webhooks: DuffelMockWebhooks,
  ) {}

  createOfferRequest(body: TJson | undefined) {
    const slices = body?.slices as { origin: string; destination: string; departure_date: string }[] | undefined;
    const requested = body?.passengers as { type?: string; age?: number }[] | undefined;
    if (!Array.isArray(slices) || slices.length === 0 || !Array.isArray(requested) || requested.length === 0)
      throw invalid('validation_required', 'Required field', 'slices and passengers are required');
    if (requested.some((p) => (p.type === undefined) === (p.age === undefined)))
      throw invalid('invalid_passenger', 'Invalid passenger', 'Each passenger has either a type or an age');
    const passengers: TMockPassenger[] = requested.map((p) => ({
      id: newId('pas'),
      type: p.type === 'adult' || p.age === undefined ? 'adult' : p.age < 2 ? 'infant_without_seat' : p.age < 12 ? 'child' : 'adult',
      age: p.age ?? null,
    }));
    const id = newId('orq');
    const first = slices[0]!;
    const offers = this.emptyRoutes.has(`${first.origin}-${first.destination}`)
      ? []
      : generateOffers({
          slices,
          passengers,
          cabin: String(body?.cabin_class ?? 'economy'),
          currency: this.currency,
          nowMs: this.now(),
          documents: this.documentRoutes.get(`${first.origin}-${first.destination}`),
        });
    for (const offer of offers) this.offers.set(offer.id, { offer, requestId: id, expired: false, repriced: false });
    this.offersByRequest.set(
      id,
      offers.map((o) => o.id),
    );
    const echoed = slices.map((s) => ({
      ...s,
      origin: airport(s.origin),
      origin_type: 'airport',
      destination: airport(s.destination),
      destination_type: 'airport',
    }));
    return {
      id,
      offers,
      request: {
        id,
        live_mode: false,
        created_at: new Date(this.now()).toISOString(),
        slices: echoed,
        passengers,
        cabin_class: body?.cabin_class ?? null,
      },
    };
  }

  listOffers(requestId: string, sort: string | undefined): TMockOffer[] {
    const ids = this.offersByRequest.get(requestId);
    if (!ids) throw notFound();
    const list = ids.map((id) => this.offers.get(id)!.offer);
    const amount = (o: TMockOffer) => decimalToMinor(o.total_amount, o.total_currency);
    if (sort === 'total_amount') list.sort((a, b) => amount(a) - amount(b));
    if (sort === '-total_amount') list.sort((a, b) => amount(b) - amount(a));
    return list;
  }

  /** A live offer, or 404 once it expired (by the clock or by `expire`). */
  offer(id: string): TStoredOffer {
    const stored = this.offers.get(id);
    if (!stored || stored.expired || Date.parse(stored.offer.expires_at) <= this.now()) throw notFound();
    return stored;
  }

  seatMapsOf(offerId: string): TMockSeatMap[] {
    const { offer } = this.offer(offerId);
    if (!this.seatMaps.has(offerId)) this.seatMaps.set(offerId, seatMapsFor(offer));
    return this.seatMaps.get(offerId)!;
  }

  /** The services ordered, each at its own passenger's price; `sold` reads an offer already sold (a 202 being settled). */
  private orderServices(offerId: string, wanted: { id: string; quantity: number }[], sold = false): TOrderService[] {
    if (wanted.length === 0) return [];
    const offer = sold ? this.offers.get(offerId)!.offer : this.offer(offerId).offer;
    if (!this.seatMaps.has(offerId)) this.seatMaps.set(offerId, seatMapsFor(offer));
    const seats = this.seatMaps
      .get(offerId)!
      .flatMap((map) =>
        map.cabins.flatMap((c) =>
          c.rows.flatMap((r) =>
            r.sections.flatMap((s) =>
              s.elements.flatMap((e) =>
                'available_services' in e
                  ? e.available_services.map((x) => ({ ...x, designator: e.designator, segment: map.segment_id }))
                  : [],
              ),
            ),
          ),
        ),
      );
    return wanted.map(({ id, quantity }) => {
      const bag = offer.available_services.find((s) => s.id === id);
      if (bag) {
        if (quantity < 1 || quantity > bag.maximum_quantity)
          throw invalid('invalid_service_quantity', 'Invalid quantity', `At most ${bag.maximum_quantity} of this bag`);
        return {
          id,
          type: 'baggage',
          quantity,
          total_amount: bag.total_amount,
          total_currency: bag.total_currency,
          passenger_ids: bag.passenger_ids,
          segment_ids: bag.segment_ids,
          metadata: bag.metadata,
        };
      }
      const seat = seats.find((s) => s.id === id);
      if (!seat) throw invalid('service_not_available', 'Service not available', `Service ${id} is not available for this offer`);
      return {
        id,
        type: 'seat',
        quantity: 1,
        total_amount: seat.total_amount,
        total_currency: seat.total_currency,
        passenger_ids: [seat.passenger_id],
        segment_ids: [seat.segment],
        metadata: { designator: seat.designator, disclosures: [], name: null },
      };
    });
  }

  /**
   * POST /air/orders: 201 with the order, or 202 with no order yet (a family name in
   * `ACCEPTED_FAMILY_NAMES`, or `acceptNext`) that `settleAccepted` later creates or fails,
   * raising order.created or order.creation_failed.
   */
  createOrder(body: TJson | undefined): { status: 201; order: TOrder } | { status: 202; pending: TPendingOrder } {
    const offerId = (body?.selected_offers as string[] | undefined)?.[0] ?? '';
    const stored = this.offers.get(offerId);
    if (!stored || stored.expired || Date.parse(stored.offer.expires_at) <= this.now()) throw gone();
    const { offer } = stored;
    const type = body?.type;
    if (type !== 'instant' && type !== 'hold') throw invalid('invalid_order_type', 'Invalid order type', 'type must be instant or hold');
    const passengers = (body?.passengers ?? []) as TOrderPassenger[];
    checkOrderPassengers(offer, passengers, new Date(this.now()).toISOString().slice(0, 10));
    const services = this.orderServices(offerId, (body?.services ?? []) as { id: string; quantity: number }[]);
    const currency = offer.total_currency;
    const totalMinor =
      decimalToMinor(offer.total_amount, currency) +
      services.reduce((sum, s) => sum + decimalToMinor(s.total_amount, currency) * s.quantity, 0);
    const total = minorToDecimalString(totalMinor, currency);
    if (type === 'hold') {
      if (offer.payment_requirements.requires_instant_payment)
        throw invalid('unsupported_order_type', 'Hold not available', 'This offer must be paid instantly');
      if (services.length || body?.payments)
        throw invalid('invalid_hold_order', 'Invalid hold order', 'A hold order takes no payments or services');
    } else {
      const payment = (body?.payments as { amount?: string; currency?: string }[] | undefined)?.[0];
      if (!payment || payment.currency !== currency || payment.amount !== total)
        throw stored.repriced
          ? invalid('price_changed', 'Price changed', 'The price of the offer has changed since it was last retrieved.')
          : invalid('invalid_payment_amount', 'Invalid payment', `The payment must be ${total} ${currency}`);
    }
    // Duffel sells an offer once, whether it confirms the order now or later.
    stored.expired = true;
    const outcome =
      this.acceptNext.shift() ??
      passengers.map((p) => ACCEPTED_FAMILY_NAMES[String(p.family_name ?? '').toLowerCase()]).find((o) => o !== undefined);
    if (outcome) {
      const pending = { id: newId('por'), body: body!, offerId, outcome, acceptedAt: this.now() };
      this.pending.set(pending.id, pending);
      return { status: 202, pending };
    }
    return { status: 201, order: this.makeOrder(offer, body!, services, total) };
  }

  private makeOrder(offer: TMockOffer, body: TJson, services: TOrderService[], total: string): TOrder {
    const nowIso = new Date(this.now()).toISOString();
    const paid = body.type === 'instant';
    const passengers = body.passengers as TOrderPassenger[];
    const currency = offer.total_currency;
    const order = {
      id: newId('ord'),
      booking_reference: locator(),
      live_mode: false,
      created_at: nowIso,
      synced_at: nowIso,
      content: 'managed',
      owner: offer.owner,
      slices: offer.slices,
      conditions: offer.conditions,
      passengers: passengers.map((p) => ({ ...p, type: offer.passengers.find((o) => o.id === p.id)?.type })),
      services,
      base_amount: offer.base_amount,
      base_currency: currency,
      tax_amount: offer.tax_amount,
      tax_currency: currency,
      total_amount: total,
      total_currency: currency,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      payment_status: paid
        ? { awaiting_payment: false, payment_required_by: null, price_guarantee_expires_at: null, paid_at: nowIso }
        : {
            awaiting_payment: true,
            payment_required_by: offer.payment_requirements.payment_required_by,
            price_guarantee_expires_at: offer.payment_requirements.price_guarantee_expires_at,
            paid_at: null,
          },
      documents: paid ? this.tickets(passengers) : [],
      available_actions: paid ? this.actionsWhenPaid(offer) : ['cancel', 'update'],
      airline_initiated_changes: [] as TJson[],
      cancelled_at: null as string | null,
      cancellation: null as TJson | null,
    };
    this.orders.set(order.id, order);
    this.webhooks.raise('order.created', order, order.id);
    return order;
  }

  /** The fare of an order's offer decides what can be done with it after payment. */
  private static brandOf(order: TJson): string {
    return String(((order.slices ?? []) as { fare_brand_name?: string }[])[0]?.fare_brand_name ?? '');
  }

  /** A connecting Saver fare's airline takes cancellations only through Duffel's support, not the API. */
  private actionsWhenPaid(offer: TJson): string[] {
    return DuffelMockState.brandOf(offer) === 'Saver' ? ['update'] : ['cancel', 'update'];
  }

  /**
   * Ends the orders Duffel accepted with 202: creates them (order.created) or fails them
   * (order.creation_failed, carrying the offer and the metadata sent, which is how the receiver
   * knows which booking it was). Answers the orders created.
   */
  settleAccepted(): TOrder[] {
    const created: TOrder[] = [];
    for (const pending of [...this.pending.values()]) {
      this.pending.delete(pending.id);
      const stored = this.offers.get(pending.offerId)!;
      if (pending.outcome === 'failed') {
        this.webhooks.raise(
          'order.creation_failed',
          {
            id: pending.id,
            offer_id: pending.offerId,
            metadata: pending.body.metadata ?? {},
            error: {
              type: 'airline_error',
              code: 'order_not_created',
              title: 'Order not created',
              message: 'The airline did not confirm the order',
            },
            created_at: new Date(pending.acceptedAt).toISOString(),
          },
          Buffer.from(`failed-${pending.id}`).toString('base64'),
        );
        continue;
      }
      const services = this.orderServices(pending.offerId, (pending.body.services ?? []) as { id: string; quantity: number }[], true);
      const currency = stored.offer.total_currency;
      const totalMinor =
        decimalToMinor(stored.offer.total_amount, currency) +
        services.reduce((sum, s) => sum + decimalToMinor(s.total_amount, currency) * s.quantity, 0);
      created.push(this.makeOrder(stored.offer, pending.body, services, minorToDecimalString(totalMinor, currency)));
    }
    return created;
  }

  private tickets(passengers: { id: string }[]) {
    return passengers.map((p) => ({ type: 'electronic_ticket', unique_identifier: ticketNumber(), passenger_ids: [p.id] }));
  }

  /**
   * An order; a hold not paid by its `payment_required_by` (by the mock's clock) has lapsed: the
   * airline released the seats, and the order reads as cancelled at that instant.
   */
  order(id: string): TOrder {
    const order = this.orders.get(id);
    if (!order) throw notFound();
    const status = order.payment_status as { awaiting_payment: boolean; payment_required_by: string | null };
    if (
      !order.cancelled_at &&
      status.awaiting_payment &&
      status.payment_required_by &&
      Date.parse(status.payment_required_by) <= this.now()
    ) {
      order.cancelled_at = status.payment_required_by;
      order.available_actions = [];
      this.lapsed.add(order.id);
    }
    return order;
  }

  /** The airline moved a held order's price (after its guarantee, Duffel re-prices it). */
  repriceOrder(id: string, totalAmount: string) {
    this.order(id).total_amount = totalAmount;
  }

  pay(body: TJson | undefined) {
    const order = this.order(String(body?.order_id ?? ''));
    const payment = body?.payment as { amount?: string; currency?: string; type?: string } | undefined;
    const status = order.payment_status as { awaiting_payment: boolean };
    if (this.lapsed.has(order.id))
      throw invalid('order_expired', 'Order expired', 'The order was not paid by its payment_required_by and has been cancelled');
    if (order.cancelled_at) throw invalid('already_cancelled', 'Order cancelled', 'The order has been cancelled');
    if (!status.awaiting_payment) throw invalid('already_paid', 'Already paid', 'The order has already been paid');
    if (payment?.type !== 'balance') throw invalid('unsupported_payment_type', 'Unsupported payment type', 'Pay with type balance');
    if (payment.amount !== order.total_amount || payment.currency !== order.total_currency)
      throw invalid(
        'payment_amount_does_not_match_order_amount',
        'Payment amount does not match order amount',
        `The payment must be ${String(order.total_amount)} ${String(order.total_currency)}, the order's current total`,
      );
    const nowIso = new Date(this.now()).toISOString();
    order.payment_status = { awaiting_payment: false, payment_required_by: null, price_guarantee_expires_at: null, paid_at: nowIso };
    order.documents = this.tickets(order.passengers as { id: string }[]);
    order.available_actions = this.actionsWhenPaid(order);
    const paid = {
      id: newId('pay'),
      order_id: order.id,
      type: payment.type,
      amount: payment.amount,
      currency: payment.currency,
      created_at: nowIso,
    };
    this.webhooks.raise('payment.created', paid, paid.id);
    return paid;
  }

  /** The airline changed an order's schedule: Duffel records it and raises order.airline_initiated_change_detected. */
  airlineChange(orderId: string): TJson {
    const order = this.order(orderId);
    const change = {
      id: newId('aic'),
      order_id: order.id,
      action_taken: null,
      actioned_at: null,
      available_actions: ['accept', 'cancel', 'change', 'update'],
      added: order.slices,
      removed: order.slices,
      created_at: new Date(this.now()).toISOString(),
      travel_agent_ticket: null,
    };
    (order.airline_initiated_changes as TJson[]).push(change);
    this.webhooks.raise('order.airline_initiated_change_detected', change, change.id);
    return change;
  }

  /** The agency accepted an airline's change: the order keeps the new slices. */
  acceptAirlineChange(changeId: string): TJson {
    for (const order of this.orders.values()) {
      const change = (order.airline_initiated_changes as TJson[]).find((c) => c.id === changeId);
      if (!change) continue;
      if (change.action_taken) throw invalid('already_actioned', 'Already actioned', 'This change has already been actioned');
      change.action_taken = 'accepted';
      change.actioned_at = new Date(this.now()).toISOString();
      order.slices = change.added;
      return change;
    }
    throw notFound();
  }

  /**
   * A cancellation quote, for orders whose `available_actions` include `cancel`. A held order
   * refunds 0.00 to `awaiting_payment`; a paid one its total less the fare's penalty (nothing
   * when not refundable), except the home carriers' Economy Standard, whose airline quotes no
   * refund: `refund_amount` is null (unknown, to be settled by the airline later).
   */
  quoteCancellation(body: TJson | undefined) {
    const order = this.order(String(body?.order_id ?? ''));
    if (order.cancelled_at) throw invalid('already_cancelled', 'Order cancelled', 'The order has already been cancelled');
    if (!(order.available_actions as string[]).includes('cancel'))
      throw invalid('order_not_cancellable', 'Order not cancellable', 'This order cannot be cancelled through the API; contact support');
    const currency = String(order.total_currency);
    const awaiting = (order.payment_status as { awaiting_payment: boolean }).awaiting_payment;
    const refund = (order.conditions as TMockOffer['conditions']).refund_before_departure;
    const penalty = refund.allowed && refund.penalty_amount ? decimalToMinor(refund.penalty_amount, currency) : 0;
    const total = decimalToMinor(String(order.total_amount), currency);
    const refundMinor = awaiting || !refund.allowed ? 0 : Math.max(0, total - penalty);
    const unknown = !awaiting && DuffelMockState.brandOf(order) === 'Economy Standard';
    const cancellation = {
      id: newId('ore'),
      order_id: order.id,
      live_mode: false,
      created_at: new Date(this.now()).toISOString(),
      expires_at: new Date(this.now() + 15 * 60_000).toISOString(),
      confirmed_at: null as string | null,
      refund_amount: unknown ? null : minorToDecimalString(refundMinor, currency),
      refund_currency: unknown ? null : currency,
      refund_to: awaiting ? 'awaiting_payment' : 'balance',
      airline_credits: [],
    };
    this.cancellations.set(cancellation.id, cancellation);
    return cancellation;
  }

  confirmCancellation(id: string) {
    const cancellation = this.cancellations.get(id);
    if (!cancellation) throw notFound();
    if (cancellation.confirmed_at) throw invalid('already_confirmed', 'Already confirmed', 'The cancellation has already been confirmed');
    if (Date.parse(String(cancellation.expires_at)) <= this.now())
      throw invalid('cancellation_expired', 'Cancellation expired', 'Request a new cancellation');
    const order = this.order(cancellation.order_id);
    cancellation.confirmed_at = new Date(this.now()).toISOString();
    order.cancelled_at = cancellation.confirmed_at;
    order.cancellation = cancellation;
    order.available_actions = [];
    return cancellation;
  }
}
