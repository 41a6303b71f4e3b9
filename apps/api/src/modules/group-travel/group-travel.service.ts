import type { TGroupTravel, TGroupTravelOffer, TSetGroupTravelLaunch } from '@safar/contracts';
import { airlines, airports, groupTickets, groupTravelSettings, type DbOrTx } from '@safar/db';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { fieldError } from '@/core/app-error';
import type { AuthUser } from '@/core/types';

const origin = alias(airports, 'offer_origin');
const destination = alias(airports, 'offer_destination');
/** The most offers the page lists (the soonest first). */
const OFFERS_SHOWN = 50;

/**
 * What the public group travel page shows: the blocks on sale to anyone (the rule agents see
 * them by: active, cut-off and departure ahead) with seats left, soonest first, at their selling
 * price (never the net); and the launch date admin set, for the countdown.
 */
export async function groupTravel(db: DbOrTx): Promise<TGroupTravel> {
  const rows = await db
    .select({
      block: groupTickets,
      airlineCode: airlines.iataCode,
      airlineName: airlines.name,
      originCity: origin.city,
      destinationCity: destination.city,
    })
    .from(groupTickets)
    .innerJoin(airlines, eq(airlines.id, groupTickets.airlineId))
    .innerJoin(origin, eq(origin.iataCode, groupTickets.origin))
    .innerJoin(destination, eq(destination.iataCode, groupTickets.destination))
    .where(
      and(
        eq(groupTickets.status, 'active'),
        gt(groupTickets.seatsLeft, 0),
        gt(groupTickets.bookingCutoffAt, sql`now()`),
        gt(groupTickets.departureAt, sql`now()`),
      ),
    )
    .orderBy(asc(groupTickets.departureAt), asc(groupTickets.id))
    .limit(OFFERS_SHOWN);
  const offers: TGroupTravelOffer[] = rows.map(({ block: b, ...r }) => ({
    id: b.id,
    reference: b.reference,
    title: b.title,
    trip_type: b.tripType,
    airline: { code: r.airlineCode, name: r.airlineName },
    origin: { code: b.origin, city: r.originCity },
    destination: { code: b.destination, city: r.destinationCity },
    departure_date: b.departureDate,
    return_date: b.returnDate,
    cabin_class: b.cabinClass,
    seats_left: b.seatsLeft,
    adult_price_minor: b.adultSellingMinor,
    currency: b.currency,
    booking_cutoff_at: b.bookingCutoffAt.toISOString(),
  }));
  const [settings] = await db.select({ launchAt: groupTravelSettings.launchAt }).from(groupTravelSettings);
  return { offers, launch_at: settings?.launchAt?.toISOString() ?? null };
}

/** Admin's launch date (or none): a date already past is refused, since nothing would count down to it. */
export async function setLaunchDate(app: FastifyInstance, req: FastifyRequest, user: AuthUser, input: TSetGroupTravelLaunch) {
  const launchAt = input.launch_at ? new Date(input.launch_at) : null;
  if (launchAt && launchAt.getTime() <= Date.now()) throw fieldError('launch_at', 'validation.launch_in_past');
  await app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(groupTravelSettings).for('update');
    await tx
      .insert(groupTravelSettings)
      .values({ id: 'main', launchAt, updatedBy: user.id })
      .onConflictDoUpdate({ target: groupTravelSettings.id, set: { launchAt, updatedBy: user.id, updatedAt: sql`now()` } });
    await recordActivity(tx, req, {
      action: 'group_travel.launch_set',
      subjectType: 'group_travel',
      before: { launch_at: before?.launchAt ?? null },
      after: { launch_at: launchAt },
    });
  });
}
