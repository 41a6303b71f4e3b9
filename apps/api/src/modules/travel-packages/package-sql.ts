import { travelPackageDepartures as departures, travelPackages } from '@safar/db';
import { sql, type SQL } from 'drizzle-orm';

/*
 * The SQL the lists, the presenter and the seat functions share: which day it is at the agency,
 * and which departures are on sale. A departure is sellable while it is open, has a seat left and
 * leaves after today in the agency's time zone (booking closes the day before it leaves).
 */

/** Today's date in the agency's time zone. */
export const agencyToday = (timeZone: string): SQL => sql`(now() at time zone ${timeZone})::date`;

/** The condition on a `travel_package_departures` row that it can be sold. */
export const departureSellable = (timeZone: string): SQL =>
  sql`${departures.status} = 'open' and ${departures.seatsTaken} < ${departures.seatsTotal} and ${departures.departureDate} > ${agencyToday(timeZone)}`;

/** The package's lowest double-room price (public or agents') among its sellable departures; null when none is on sale. */
export const fromPriceOf = (timeZone: string, side: 'public' | 'agent'): SQL<number | null> =>
  sql`(select min(${side === 'agent' ? departures.agentDoublePriceMinor : departures.doublePriceMinor}) from ${departures}
    where ${departures.packageId} = ${travelPackages.id} and ${departureSellable(timeZone)})`;

/** The package's first sellable departure date; null when none is on sale. */
export const nextDepartureOf = (timeZone: string): SQL<string | null> =>
  sql`(select min(${departures.departureDate}) from ${departures}
    where ${departures.packageId} = ${travelPackages.id} and ${departureSellable(timeZone)})`;

/** The package has a departure in a month (YYYY-MM); `sellable` narrows to those on sale. */
export const departsInMonth = (timeZone: string, month: string, sellable: boolean): SQL =>
  sql`exists (select 1 from ${departures} where ${departures.packageId} = ${travelPackages.id}
    and to_char(${departures.departureDate}, 'YYYY-MM') = ${month}${sellable ? sql` and ${departureSellable(timeZone)}` : sql``})`;
