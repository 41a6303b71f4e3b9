import { randomInt } from 'node:crypto';
import { decimalToMinor, minorToDecimalString } from './duffel-money';
import { airport, newId } from './duffel-mock-catalogue';
import { gone, invalid, notFound } from './duffel-mock-failure';
import type { TMockPassenger } from './duffel-mock-fares';
import { generateOffers, type TMockOffer } from './duffel-mock-offers';
import { seatMapsFor, type TMockSeatMap } from './duffel-mock-seats';

type TJson = Record<string, unknown>;
type TStoredOffer = { offer: TMockOffer; requestId: string; expired: boolean; repriced: boolean };
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
  readonly orders = new Map<string, TJson & { id: string }>();
  readonly cancellations = new Map<string, TJson & { id: string; order_id: string }>();
  private readonly offersByRequest = new Map<string, string[]>();
  private readonly seatMaps = new Map<string, TMockSeatMap[]>();
  /** Routes answered with no offers, like PVD→RAI in Duffel's sandbox. */
  readonly emptyRoutes = new Set<string>(['PVD-RAI']);

  constructor(
    private readonly currency: string,
    private readonly now: () => number,
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
      : generateOffers({ slices, passengers, cabin: String(body?.cabin_class ?? 'economy'), currency: this.currency, nowMs: this.now() });
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

  private orderServices(offerId: string, wanted: { id: string; quantity: number }[]): TOrderService[] {
    const { offer } = this.offer(offerId);
    const seats = this.seatMapsOf(offerId).flatMap((map) =>
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

  createOrder(body: TJson | undefined) {
    const offerId = (body?.selected_offers as string[] | undefined)?.[0] ?? '';
    const stored = this.offers.get(offerId);
    if (!stored || stored.expired || Date.parse(stored.offer.expires_at) <= this.now()) throw gone();
    const { offer } = stored;
    const type = body?.type;
    if (type !== 'instant' && type !== 'hold') throw invalid('invalid_order_type', 'Invalid order type', 'type must be instant or hold');
    const passengers = (body?.passengers ?? []) as ({ id: string } & TJson)[];
    const offerIds = offer.passengers
      .map((p) => p.id)
      .sort()
      .join();
    if (
      passengers
        .map((p) => p.id)
        .sort()
        .join() !== offerIds
    )
      throw invalid('invalid_passengers', 'Invalid passengers', 'Passengers must be exactly those of the offer');
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
    const nowIso = new Date(this.now()).toISOString();
    const paid = type === 'instant';
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
      metadata: (body?.metadata ?? {}) as Record<string, string>,
      payment_status: paid
        ? { awaiting_payment: false, payment_required_by: null, price_guarantee_expires_at: null, paid_at: nowIso }
        : { awaiting_payment: true, ...offer.payment_requirements, paid_at: null },
      documents: paid ? this.tickets(passengers) : [],
      available_actions: ['cancel', 'update'],
      airline_initiated_changes: [],
      cancelled_at: null,
      cancellation: null,
    };
    this.orders.set(order.id, order);
    // Duffel sells an offer once.
    stored.expired = true;
    return order;
  }

  private tickets(passengers: { id: string }[]) {
    return passengers.map((p) => ({ type: 'electronic_ticket', unique_identifier: ticketNumber(), passenger_ids: [p.id] }));
  }

  order(id: string) {
    const order = this.orders.get(id);
    if (!order) throw notFound();
    return order;
  }

  pay(body: TJson | undefined) {
    const order = this.order(String(body?.order_id ?? ''));
    const payment = body?.payment as { amount?: string; currency?: string; type?: string } | undefined;
    const status = order.payment_status as { awaiting_payment: boolean };
    if (order.cancelled_at) throw invalid('already_cancelled', 'Order cancelled', 'The order has been cancelled');
    if (!status.awaiting_payment) throw invalid('already_paid', 'Already paid', 'The order has already been paid');
    if (!payment || payment.amount !== order.total_amount || payment.currency !== order.total_currency)
      throw invalid('price_changed', 'Price changed', 'The payment does not match the current price of the order');
    const nowIso = new Date(this.now()).toISOString();
    order.payment_status = { awaiting_payment: false, payment_required_by: null, price_guarantee_expires_at: null, paid_at: nowIso };
    order.documents = this.tickets(order.passengers as { id: string }[]);
    return { id: newId('pay'), type: payment.type ?? 'balance', amount: payment.amount, currency: payment.currency, created_at: nowIso };
  }

  quoteCancellation(body: TJson | undefined) {
    const order = this.order(String(body?.order_id ?? ''));
    if (order.cancelled_at) throw invalid('already_cancelled', 'Order cancelled', 'The order has already been cancelled');
    const currency = String(order.total_currency);
    const awaiting = (order.payment_status as { awaiting_payment: boolean }).awaiting_payment;
    const refund = (order.conditions as TMockOffer['conditions']).refund_before_departure;
    const penalty = refund.allowed && refund.penalty_amount ? decimalToMinor(refund.penalty_amount, currency) : 0;
    const total = decimalToMinor(String(order.total_amount), currency);
    const refundMinor = awaiting || !refund.allowed ? 0 : Math.max(0, total - penalty);
    const cancellation = {
      id: newId('ore'),
      order_id: order.id,
      live_mode: false,
      created_at: new Date(this.now()).toISOString(),
      expires_at: new Date(this.now() + 15 * 60_000).toISOString(),
      confirmed_at: null as string | null,
      refund_amount: minorToDecimalString(refundMinor, currency),
      refund_currency: currency,
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
