import { daysBefore, passengerTypeOn, type TCurrency, type TPackageKind, type TPassengerType, type TRoomSharing } from '@safar/contracts';
import { travelPackageDepartures as departures, travelPackages, type Tx } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { conflict, fieldError, notFound } from '@/core/app-error';
import type { TProductLine, TProductSource } from '@/modules/product-bookings/product-source';
import { releaseDepartureSeats, takeDepartureSeats } from './departure-seats';
import { departureSellable } from './package-sql';

type TDeparture = typeof departures.$inferSelect;

/** The price of one adult by how the room is shared, the public one and the agents'. */
const ADULT_PRICES: Record<TRoomSharing, (d: TDeparture) => [number, number]> = {
  double: (d) => [d.doublePriceMinor, d.agentDoublePriceMinor],
  triple: (d) => [d.triplePriceMinor, d.agentTriplePriceMinor],
  quad: (d) => [d.quadPriceMinor, d.agentQuadPriceMinor],
};

/**
 * A holiday or an Umrah package is sold per traveller on one departure: adults at the price of
 * their room sharing, children and infants (their ages on the day it leaves) at theirs. Adults and
 * children take a seat each; an infant travels on an adult's lap and in its room, so takes none.
 * At least one adult travels. The seats are taken by the booking, in its transaction, with the
 * departure's conditional update — so the last seat is sold once.
 */
export function packageProductSource(kind: TPackageKind, timeZone: string): TProductSource {
  return {
    product: kind,
    async sell(tx, request) {
      if (!request.departure_id) throw fieldError('departure_id', 'validation.required');
      const [found] = await tx
        .select({ pkg: travelPackages, departure: departures })
        .from(departures)
        .innerJoin(travelPackages, eq(travelPackages.id, departures.packageId))
        .where(
          and(
            eq(departures.id, request.departure_id),
            eq(travelPackages.id, request.item_id),
            eq(travelPackages.kind, kind),
            eq(travelPackages.status, 'published'),
          ),
        );
      if (!found) throw notFound();
      const [onSale] = await tx
        .select({ id: departures.id })
        .from(departures)
        .where(and(eq(departures.id, found.departure.id), departureSellable(timeZone)));
      if (!onSale) throw conflict('messages.departure_not_on_sale');
      const { pkg, departure } = found;
      const leaves = departure.departureDate;

      const types = request.travellers.map((t) => passengerTypeOn(t.born_on, leaves));
      const count = (type: TPassengerType) => types.filter((t) => t === type).length;
      const adults = count('adult');
      if (adults === 0) throw fieldError('travellers', 'validation.package_needs_adult');
      if (!request.room_sharing) throw fieldError('room_sharing', 'validation.required');
      const [adultPublic, adultAgent] = ADULT_PRICES[request.room_sharing](departure);
      const all: TProductLine[] = [
        { type: 'adult', sharing: request.room_sharing, count: adults, publicMinor: adultPublic, agentMinor: adultAgent },
        {
          type: 'child',
          sharing: null,
          count: count('child'),
          publicMinor: departure.childPriceMinor,
          agentMinor: departure.agentChildPriceMinor,
        },
        {
          type: 'infant',
          sharing: null,
          count: count('infant'),
          publicMinor: departure.infantPriceMinor,
          agentMinor: departure.agentInfantPriceMinor,
        },
      ];
      const lines = all.filter((l) => l.count > 0);
      const seats = adults + count('child');

      return {
        title: { en: pkg.titleEn, ar: pkg.titleAr },
        slug: pkg.slug,
        currency: pkg.currency as TCurrency,
        lines,
        startsOn: leaves,
        endsOn: daysBefore(leaves, -pkg.nights),
        seats: { departureId: departure.id, count: seats },
        visa: false,
        soldAs: {
          departure_date: leaves,
          nights: pkg.nights,
          country_code: pkg.countryCode,
          city: { en: pkg.cityEn, ar: pkg.cityAr },
          hotels: pkg.hotels.map((h) => ({
            name: h.name,
            city: h.city,
            stars: h.stars,
            nights: h.nights,
            distance_to_haram_m: h.distanceToHaramM,
          })),
          inclusions: pkg.inclusions,
          exclusions: pkg.exclusions,
          ziyarat: pkg.ziyarat,
          transport: pkg.transportEn ? { en: pkg.transportEn, ar: pkg.transportAr ?? pkg.transportEn } : null,
          flights_included: pkg.flightsIncluded,
        },
      };
    },
    takeSeats: (tx: Tx, departureId: string, seats: number) => takeDepartureSeats(tx, departureId, seats, { timeZone }),
    releaseSeats: (tx: Tx, departureId: string, seats: number) => releaseDepartureSeats(tx, departureId, seats, { timeZone }),
  };
}
