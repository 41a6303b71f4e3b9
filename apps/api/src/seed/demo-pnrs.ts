import { daysBefore, todayIn } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import { supplierByCode } from '@/modules/flight-suppliers/flight-suppliers.service';
import { databaseSimulatorStore } from '@/modules/flights/simulator-db-store';
import { createSimulatedSupplier } from '@/modules/flights/suppliers/simulated';
import type { TSupplierSearchRequest, TSupplierTraveller } from '@/modules/flights/suppliers/supplier';

/*
 * Bookings that exist in the simulated GDS but not in Safar: made "at another agency's
 * terminal", as an agency's PNRs often are before it moves its work to Safar. Staff and agents
 * find them by their locators (listed in the README) to bring them in. They are booked with the
 * supplier's own settings on its own store, so the app's adapter finds them as its own.
 */

interface TDemoPnr {
  pnr: string;
  search: (today: string) => TSupplierSearchRequest;
  travellers: TSupplierTraveller[];
  mode: 'hold' | 'instant';
}

const person = (
  ref: string,
  type: TSupplierTraveller['type'],
  title: string,
  given: string,
  family: string,
  bornOn: string,
  gender: 'm' | 'f',
) =>
  ({
    ref,
    type,
    title,
    givenName: given,
    familyName: family,
    bornOn,
    gender,
    email: null,
    phone: null,
    document: null,
  }) satisfies TSupplierTraveller;

const oneWay = (origin: string, destination: string, date: string, adults: number, children = 0): TSupplierSearchRequest => ({
  slices: [{ origin, destination, departureDate: date }],
  adults,
  children,
  infants: 0,
  cabin: 'economy',
});

export const DEMO_PNRS: TDemoPnr[] = [
  {
    pnr: 'EXTKHI',
    search: (today) => oneWay('KHI', 'DXB', daysBefore(today, -21), 2),
    travellers: [
      person('p1', 'adult', 'MR', 'IMRAN', 'QURESHI', '1979-02-11', 'm'),
      person('p2', 'adult', 'MRS', 'SADIA', 'QURESHI', '1983-07-30', 'f'),
    ],
    mode: 'instant',
  },
  {
    pnr: 'EXTLHE',
    search: (today) => ({
      ...oneWay('LHE', 'JED', daysBefore(today, -35), 1, 1),
      slices: [
        { origin: 'LHE', destination: 'JED', departureDate: daysBefore(today, -35) },
        { origin: 'JED', destination: 'LHE', departureDate: daysBefore(today, -49) },
      ],
    }),
    travellers: [
      person('p1', 'adult', 'MR', 'USMAN', 'TARIQ', '1988-05-04', 'm'),
      person('p2', 'child', 'MSTR', 'HAMZA', 'TARIQ', '2017-09-19', 'm'),
    ],
    mode: 'instant',
  },
  {
    pnr: 'EXTISB',
    search: (today) => oneWay('ISB', 'DXB', daysBefore(today, -28), 1),
    travellers: [person('p1', 'adult', 'MS', 'AYESHA', 'MALIK', '1995-12-01', 'f')],
    mode: 'hold',
  },
];

/** Books the demo PNRs that are not there yet; answers how many it made. */
export async function seedDemoPnrs(app: FastifyInstance): Promise<number> {
  const row = await supplierByCode(app.db, 'sim-gds-a');
  if (!row || row.kind !== 'simulated') return 0;
  const supplier = createSimulatedSupplier({
    code: row.code,
    seed: row.settings.seed,
    currency: row.settings.currency,
    hubs: row.settings.hubs,
    store: databaseSimulatorStore(app.db, row.code),
  });
  const ctx = { signal: AbortSignal.timeout(30_000) };
  const today = todayIn(app.config.agencyTimezone);
  let made = 0;
  for (const demo of DEMO_PNRS) {
    const known = await supplier.importPnr(demo.pnr, ctx).catch(() => null);
    if (known) continue;
    const { offers } = await supplier.search(demo.search(today), ctx);
    const offer = offers.find((o) => o.ticketingDeadline !== null) ?? offers[0];
    if (!offer) throw new Error(`demo PNR ${demo.pnr}: the simulator has no flight to book`);
    await supplier.bookElsewhere(
      { offer, travellers: demo.travellers, services: [], mode: demo.mode, expectedTotalMinor: offer.totalMinor },
      demo.pnr,
      ctx,
    );
    made += 1;
  }
  return made;
}
