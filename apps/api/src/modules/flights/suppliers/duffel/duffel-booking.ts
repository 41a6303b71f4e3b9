import type { CreateOrder, OfferAvailableService, SeatMap } from '@duffel/api/types';
import {
  SupplierError,
  type TSupplierBookRequest,
  type TSupplierBooking,
  type TSupplierOffer,
  type TSupplierServices,
} from '@/modules/flights/suppliers/supplier';
import { toSupplierError } from './duffel-errors';
import { decimalToMinor, minorToDecimalString } from './duffel-money';
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
 * A Duffel order from an offer: instant (paid from the Duffel balance, tickets issued) or hold
 * (no payment; paid later by `issue`). Duffel takes extras only with an instant order. The
 * payment is the offer's total plus the extras, and must be what the core expects; Duffel
 * refuses the order if its own price moved (`price_changed`).
 */
export async function bookOrder(rt: TDuffelRuntime, request: TSupplierBookRequest, ctx: TDuffelContext): Promise<TSupplierBooking> {
  const payload = payloadOf(rt, request.offer);
  const hold = request.mode === 'hold';
  if (hold && payload.requiresInstantPayment)
    throw new SupplierError('rejected', 'This fare must be paid when booked: Duffel cannot hold it');
  if (hold && request.services.some((s) => s.quantity > 0))
    throw new SupplierError('rejected', 'Duffel adds extras only to a booking paid at once, not to a held one');
  const idByRef = assignPassengers(request.travellers, payload);
  const passengers = orderPassengers(request.travellers, idByRef);
  const services = await resolveServices(rt, request, payload, idByRef, ctx);
  const currency = request.offer.currency;
  const totalMinor = request.offer.totalMinor + services.reduce((sum, s) => sum + s.priceMinor * s.quantity, 0);
  if (request.expectedTotalMinor !== totalMinor)
    throw new SupplierError(
      'price_changed',
      `The offer and its extras cost ${totalMinor} (minor units of ${currency}), not the ${request.expectedTotalMinor} expected`,
    );

  const order = {
    // The API documents 'hold'; the SDK's type still says 'pay_later'.
    type: (hold ? 'hold' : 'instant') as CreateOrder['type'],
    selected_offers: [payload.offerId],
    passengers,
    metadata: orderMetadata(idByRef, minorToDecimalString(totalMinor, currency)),
    ...(hold
      ? {}
      : {
          payments: [{ type: 'balance' as const, amount: minorToDecimalString(totalMinor, currency), currency }],
          ...(services.length ? { services: services.map(({ id, quantity }) => ({ id, quantity })) } : {}),
        }),
  } satisfies CreateOrder;
  const created = await callDuffel(rt, ctx, 'order', () => rt.duffel.orders.create(order));
  if (created.status === 202) {
    // Accepted, not confirmed: Duffel may still create it (or report that it failed), so booking again could book twice.
    const id = created.data?.id;
    throw new SupplierError(
      'unavailable',
      `Duffel accepted the order${id ? ` ${id}` : ''} but has not confirmed it yet: retrieve it later instead of booking again`,
      {
        status: 202,
      },
    );
  }
  return mapOrderSafely(rt, created.data);
}

export function mapOrderSafely(rt: TDuffelRuntime, order: Parameters<typeof mapOrder>[0]): TSupplierBooking {
  try {
    return mapOrder(order);
  } catch (error) {
    throw toSupplierError(error, 'order', rt.now());
  }
}

/** Pays a held order from the Duffel balance at its current price (which issues the tickets). */
export async function issueOrder(rt: TDuffelRuntime, orderKey: string, ctx: TDuffelContext): Promise<TSupplierBooking> {
  const { data: order } = await callDuffel(rt, ctx, 'order', () => rt.duffel.orders.get(orderKey));
  if (order.cancelled_at) throw new SupplierError('rejected', 'The Duffel order is cancelled');
  // Paid already (an earlier issue that answered too late): nothing more to pay.
  if (!order.payment_status?.awaiting_payment) return mapOrderSafely(rt, order);
  // Once its price guarantee ends a held order may cost more; never pay more than was agreed.
  const agreed = order.metadata?.[AGREED_TOTAL_KEY];
  const minor = (amount: string) => {
    try {
      return decimalToMinor(amount, order.total_currency);
    } catch (error) {
      throw toSupplierError(error, 'order', rt.now());
    }
  };
  if (agreed && minor(order.total_amount) > minor(agreed))
    throw new SupplierError(
      'price_changed',
      `Duffel now asks ${order.total_amount} ${order.total_currency} for the held order, more than the ${agreed} agreed`,
    );
  await callDuffel(rt, ctx, 'order', () =>
    rt.duffel.payments.create({
      order_id: order.id,
      payment: { type: 'balance', amount: order.total_amount, currency: order.total_currency },
    }),
  );
  const { data: paid } = await callDuffel(rt, ctx, 'order', () => rt.duffel.orders.get(orderKey));
  return mapOrderSafely(rt, paid);
}
