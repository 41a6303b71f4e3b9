import type { CreateOrder, OfferAvailableService, SeatMap } from '@duffel/api/types';
import {
  SupplierError,
  type TSupplierBookRequest,
  type TSupplierBooking,
  type TSupplierCancelQuote,
  type TSupplierOffer,
  type TSupplierServices,
} from '@/modules/flights/suppliers/supplier';
import { toSupplierError } from './duffel-errors';
import { decimalToMinor, DuffelMoneyError, minorToDecimalString } from './duffel-money';
import type { TDuffelOfferPayload } from './duffel-offer-mapper';
import { AGREED_TOTAL_KEY, assignPassengers, mapOrder, orderMetadata, orderPassengers } from './duffel-orders';
import { callDuffel, payloadOf, type TDuffelContext, type TDuffelRuntime } from './duffel-search';
import { mapBags, mapSeats, resolveBag, resolveSeat } from './duffel-services';

const availableServices = async (rt: TDuffelRuntime, payload: TDuffelOfferPayload, ctx: TDuffelContext): Promise<OfferAvailableService[]> =>
  (await callDuffel(rt, ctx, 'offer', () => rt.duffel.offers.get(payload.offerId, { return_available_services: true }))).data
    .available_services ?? [];

/**
 * Seat maps are an extra: when Duffel cannot give them (an airline without seat selection
 * answers an error) the bags are still worth showing. A timeout, a refused token or a rate
 * limit are not swallowed: they say something about every other call too.
 */
async function seatMapsOrNone(rt: TDuffelRuntime, offerId: string, ctx: TDuffelContext): Promise<SeatMap[]> {
  try {
    return (await callDuffel(rt, ctx, 'offer', () => rt.duffel.seatMaps.get({ offer_id: offerId }))).data ?? [];
  } catch (error) {
    const failure = toSupplierError(error, 'offer', rt.now());
    if (failure.kind === 'rejected' || (failure.kind === 'unavailable' && failure.details.status !== 401 && failure.details.status !== 403))
      return [];
    throw failure;
  }
}

export async function offerServices(rt: TDuffelRuntime, offer: TSupplierOffer, ctx: TDuffelContext): Promise<TSupplierServices> {
  const payload = payloadOf(rt, offer);
  const [services, seatMaps] = await Promise.all([availableServices(rt, payload, ctx), seatMapsOrNone(rt, payload.offerId, ctx)]);
  try {
    return {
      currency: offer.currency,
      bags: mapBags(services, payload, offer.currency),
      seats: mapSeats(seatMaps, payload, offer.currency),
    };
  } catch (error) {
    throw toSupplierError(error, 'offer', rt.now());
  }
}

/** The chosen extras as Duffel service ids for each traveller's own Duffel passenger, with their prices. */
async function resolveServices(
  rt: TDuffelRuntime,
  request: TSupplierBookRequest,
  payload: TDuffelOfferPayload,
  idByRef: Map<string, string>,
  ctx: TDuffelContext,
): Promise<{ id: string; quantity: number; priceMinor: number }[]> {
  const wanted = request.services.filter((s) => s.quantity > 0);
  if (wanted.length === 0) return [];
  const needsBags = wanted.some((s) => s.key.startsWith('bag:'));
  const needsSeats = wanted.some((s) => s.key.startsWith('seat:'));
  const [bags, seatMaps] = await Promise.all([
    needsBags ? availableServices(rt, payload, ctx) : Promise.resolve([]),
    needsSeats
      ? callDuffel(rt, ctx, 'offer', () => rt.duffel.seatMaps.get({ offer_id: payload.offerId })).then((r) => r.data ?? [])
      : Promise.resolve([]),
  ]);
  const currency = request.offer.currency;
  return wanted.map((choice) => {
    const passengerId = idByRef.get(choice.travellerRef);
    if (!passengerId) throw new SupplierError('rejected', 'An extra names a traveller who is not on the booking');
    try {
      if (choice.key.startsWith('bag:'))
        return { ...resolveBag(choice.key, passengerId, bags, payload, currency), quantity: choice.quantity };
      if (choice.key.startsWith('seat:')) return { ...resolveSeat(choice.key, passengerId, seatMaps, payload, currency), quantity: 1 };
    } catch (error) {
      throw toSupplierError(error, 'offer', rt.now());
    }
    throw new SupplierError('rejected', `Unknown extra "${choice.key}"`);
  });
}

/**
 * A call that may have booked or paid failed without Duffel saying what happened (a 5xx other
 * than a busy 503, a network error, an answer that cannot be read): the outcome is unknown, so
 * it is a `timeout`, which tells the core to look before it tries again. Duffel's
 * `order_not_created` and every 4xx say nothing happened and keep their kind.
 */
function unknownOutcome(failure: SupplierError, what: string): SupplierError {
  const status = failure.details.status;
  if (failure.kind !== 'unavailable' || status === 401 || status === 403 || status === 503) return failure;
  return new SupplierError('timeout', `${what} is unknown (${failure.message}): retrieve before trying again`, failure.details);
}

const asSupplierError = (rt: TDuffelRuntime, error: unknown) => toSupplierError(error, 'order', rt.now());

/** Duffel's price of the offer now, plus the extras, when it can be read (for `price_changed`). */
async function currentOfferTotal(
  rt: TDuffelRuntime,
  payload: TDuffelOfferPayload,
  extrasMinor: number,
  currency: string,
  ctx: TDuffelContext,
): Promise<number | undefined> {
  try {
    const { data } = await callDuffel(rt, ctx, 'offer', () => rt.duffel.offers.get(payload.offerId));
    return data.total_currency === currency ? decimalToMinor(data.total_amount, currency) + extrasMinor : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Duffel order from an offer: instant (paid from the Duffel balance, tickets issued) or hold
 * (no payment; paid later by `issue`). Duffel takes extras only with an instant order. The
 * payment is the offer's total plus the extras, each at the traveller's own price, and must be
 * what the core expects; Duffel refuses the order if its own price moved (`price_changed`).
 * A 202 (Duffel accepted the order and will confirm or fail it later, by webhook) is a `timeout`:
 * the order may yet exist, so it must not be booked again.
 */
export async function bookOrder(rt: TDuffelRuntime, request: TSupplierBookRequest, ctx: TDuffelContext): Promise<TSupplierBooking> {
  const payload = payloadOf(rt, request.offer);
  const hold = request.mode === 'hold';
  if (hold && payload.requiresInstantPayment)
    throw new SupplierError('rejected', 'This fare must be paid when booked: Duffel cannot hold it');
  if (hold && request.services.some((s) => s.quantity > 0))
    throw new SupplierError('rejected', 'Duffel adds extras only to a booking paid at once, not to a held one');
  const lastSlice = request.offer.slices[request.offer.slices.length - 1];
  const idByRef = assignPassengers(request.travellers, payload, lastSlice?.segments[0]?.departureLocal ?? '');
  const passengers = orderPassengers(request.travellers, idByRef, payload);
  const services = await resolveServices(rt, request, payload, idByRef, ctx);
  const currency = request.offer.currency;
  const extrasMinor = services.reduce((sum, s) => sum + s.priceMinor * s.quantity, 0);
  const totalMinor = request.offer.totalMinor + extrasMinor;
  if (request.expectedTotalMinor !== totalMinor)
    throw new SupplierError(
      'price_changed',
      `The offer and its extras cost ${totalMinor} (minor units of ${currency}), not the ${request.expectedTotalMinor} expected`,
      { totalMinor },
    );

  const order = {
    // The API documents 'hold'; the SDK's type still says 'pay_later'.
    type: (hold ? 'hold' : 'instant') as CreateOrder['type'],
    selected_offers: [payload.offerId],
    passengers,
    metadata: orderMetadata(idByRef, minorToDecimalString(totalMinor, currency), request.reference),
    ...(hold
      ? {}
      : {
          payments: [{ type: 'balance' as const, amount: minorToDecimalString(totalMinor, currency), currency }],
          ...(services.length ? { services: services.map(({ id, quantity }) => ({ id, quantity })) } : {}),
        }),
  } satisfies CreateOrder;
  let created: Awaited<ReturnType<typeof rt.duffel.orders.create>>;
  try {
    created = await callDuffel(rt, ctx, 'order', () => rt.duffel.orders.create(order));
  } catch (error) {
    const failure = unknownOutcome(asSupplierError(rt, error), 'Whether Duffel created the order');
    if (failure.kind !== 'price_changed') throw failure;
    const now = await currentOfferTotal(rt, payload, extrasMinor, currency, ctx);
    throw new SupplierError('price_changed', failure.message, { ...failure.details, ...(now !== undefined ? { totalMinor: now } : {}) });
  }
  const id = created.data?.id;
  if (created.status === 202 || !id)
    // Accepted, not confirmed: Duffel may still create it (order.created) or report that it failed (order.creation_failed).
    throw new SupplierError(
      'timeout',
      `Duffel accepted the order${id ? ` ${id}` : ''} but has not confirmed it: it may still be created, so do not book again; ` +
        "Duffel's order.created or order.creation_failed webhook (carrying the booking's reference) says how it ended",
      { status: created.status },
    );
  return mapOrderSafely(rt, created.data);
}

export function mapOrderSafely(rt: TDuffelRuntime, order: Parameters<typeof mapOrder>[0]): TSupplierBooking {
  try {
    return mapOrder(order);
  } catch (error) {
    throw toSupplierError(error, 'order', rt.now());
  }
}

/**
 * Orders being paid by this process. A second `issue` of one of them is refused at once rather
 * than paying twice; the entry stays until Duffel has answered the payment, even when the caller
 * gave up at its deadline first (the request is still on its way).
 */
const paying = new Set<string>();

/** Pays a held order from the Duffel balance at its current price (which issues the tickets). */
export async function issueOrder(rt: TDuffelRuntime, orderKey: string, ctx: TDuffelContext): Promise<TSupplierBooking> {
  if (paying.has(orderKey)) throw new SupplierError('rejected', 'This Duffel order is already being paid: retrieve it for the outcome');
  paying.add(orderKey);
  const flight: { payment?: Promise<unknown> } = {};
  const release = () => void paying.delete(orderKey);
  try {
    return await payHeldOrder(rt, orderKey, ctx, (payment) => (flight.payment = payment));
  } finally {
    if (flight.payment) flight.payment.then(release, release);
    else release();
  }
}

async function payHeldOrder(
  rt: TDuffelRuntime,
  orderKey: string,
  ctx: TDuffelContext,
  sent: (payment: Promise<unknown>) => void,
): Promise<TSupplierBooking> {
  const { data: order } = await callDuffel(rt, ctx, 'order', () => rt.duffel.orders.get(orderKey));
  if (order.cancelled_at) throw new SupplierError('rejected', 'The Duffel order is cancelled (or its hold lapsed): it cannot be paid');
  // Paid already: a second payment would buy a second set of tickets, and Duffel refuses it anyway.
  if (!order.payment_status?.awaiting_payment)
    throw new SupplierError('rejected', 'The Duffel order is already paid: retrieve it instead of issuing again');
  const minor = (amount: string) => {
    try {
      return decimalToMinor(amount, order.total_currency);
    } catch (error) {
      throw toSupplierError(error, 'order', rt.now());
    }
  };
  // Once its price guarantee ends a held order may cost more; never pay more than was agreed.
  const agreed = order.metadata?.[AGREED_TOTAL_KEY];
  const totalMinor = minor(order.total_amount);
  if (agreed && totalMinor > minor(agreed))
    throw new SupplierError(
      'price_changed',
      `Duffel now asks ${order.total_amount} ${order.total_currency} for the held order, more than the ${agreed} agreed`,
      { totalMinor },
    );
  try {
    await callDuffel(rt, ctx, 'order', () => {
      const payment = rt.duffel.payments.create({
        order_id: order.id,
        payment: { type: 'balance', amount: order.total_amount, currency: order.total_currency },
      });
      sent(payment);
      return payment;
    });
  } catch (error) {
    const failure = unknownOutcome(asSupplierError(rt, error), 'Whether Duffel took the payment');
    if (failure.kind !== 'price_changed') throw failure;
    // The order's price moved between reading it and paying: say what it costs now, when Duffel says.
    const now = await callDuffel(rt, ctx, 'order', () => rt.duffel.orders.get(orderKey)).then(
      ({ data }) => (data.total_currency === order.total_currency ? minor(data.total_amount) : undefined),
      () => undefined,
    );
    throw new SupplierError('price_changed', failure.message, { ...failure.details, ...(now !== undefined ? { totalMinor: now } : {}) });
  }
  const { data: paid } = await callDuffel(rt, ctx, 'order', () => rt.duffel.orders.get(orderKey));
  return mapOrderSafely(rt, paid);
}

/**
 * A cancellation quote. Duffel cancels only orders whose `available_actions` include `cancel`
 * (others go through Duffel's support or the airline); the quote's refund may be unknown
 * (null), which stays null: unknown is not zero. A refund in a currency Safar does not keep
 * money in cannot be said in minor units and is unknown too.
 */
export async function quoteCancellation(rt: TDuffelRuntime, orderKey: string, ctx: TDuffelContext): Promise<TSupplierCancelQuote> {
  const { data: order } = await callDuffel(rt, ctx, 'order', () => rt.duffel.orders.get(orderKey));
  if (order.cancelled_at) throw new SupplierError('rejected', 'The Duffel order is already cancelled');
  if (!(order.available_actions ?? []).includes('cancel'))
    throw new SupplierError('rejected', "Duffel does not let this order be cancelled through its API: ask Duffel's support or the airline");
  const { data: quote } = await callDuffel(rt, ctx, 'cancellation', () => rt.duffel.orderCancellations.create({ order_id: orderKey }));
  const expiresAt = Date.parse(quote.expires_at);
  if (Number.isNaN(expiresAt)) throw new SupplierError('unavailable', 'Duffel quoted a cancellation without a valid expiry');
  const refund = (): { refundMinor: number | null; currency: string } => {
    if (quote.refund_amount === null || quote.refund_amount === undefined) return { refundMinor: null, currency: order.total_currency };
    const currency = quote.refund_currency ?? order.total_currency;
    try {
      return { refundMinor: decimalToMinor(quote.refund_amount, currency), currency };
    } catch (error) {
      if (error instanceof DuffelMoneyError) return { refundMinor: null, currency: order.total_currency };
      throw error;
    }
  };
  return { quoteKey: quote.id, ...refund(), expiresAt: new Date(expiresAt).toISOString() };
}
