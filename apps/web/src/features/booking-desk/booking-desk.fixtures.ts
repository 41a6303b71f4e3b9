import type { TBookingDetails, TBookingRow } from '@safar/contracts';
import { buildUser } from '@/test/users';

/** Test data for the booking desk's screens (shapes as the API presents them). */
export const ADMIN = buildUser({ id: '01900000-0000-7000-8000-0000000000a2', role: 'admin', name: 'Amina Admin' });
export const RESERVATION = buildUser({ id: '01900000-0000-7000-8000-0000000000a3', role: 'reservation', name: 'Rashid' });
export const ACCOUNTS = buildUser({ id: '01900000-0000-7000-8000-0000000000a4', role: 'accounts', name: 'Omar' });
export const AGENCY = { id: '01900000-0000-7000-8000-0000000000c1', name: 'Crescent Travels' };

const HOUR = 3_600_000;
/** An instant `hours` from now (a little over, so a countdown read a moment later still shows the same minutes). */
export const fromNow = (hours: number) => new Date(Date.now() + hours * HOUR + 30_000).toISOString();

export function buildRow(overrides: Partial<TBookingRow> = {}): TBookingRow {
  return {
    id: '01900000-0000-7000-8000-0000000000b1',
    reference: 'BKG-100001',
    status: 'held',
    channel: 'agent',
    agency: AGENCY,
    pnr: 'ABC123',
    supplier: 'sim-gds-a',
    product: 'flight',
    title: null,
    origin: 'KHI',
    destination: 'DXB',
    departs_at: '2026-03-12T09:00:00.000Z',
    lead_passenger: 'IMRAN KHAN',
    passengers: 1,
    currency: 'PKR',
    due_minor: 5_500_000,
    markup_minor: 200_000,
    gross_minor: 5_700_000,
    needs_approval: false,
    deadlines: {
      offer_expires_at: null,
      supplier_deadline_at: null,
      price_guarantee_until: null,
      agency_deadline_at: null,
      void_until: null,
      time_zone: 'Asia/Karachi',
    },
    actions: [],
    created_at: '2026-02-10T07:30:00.000Z',
    ...overrides,
  };
}

export function buildDetails(overrides: Partial<TBookingDetails> = {}): TBookingDetails {
  return {
    ...buildRow({ status: 'ticketed' }),
    contact: { email: 'bookings@agency.example', phone: '+923001234567' },
    created_by: { id: '01900000-0000-7000-8000-0000000000a1', name: 'Ali Agent' },
    on_behalf_of: null,
    passenger_list: [
      {
        ref: 'p1',
        type: 'adult',
        title: 'mr',
        given_name: 'IMRAN',
        family_name: 'KHAN',
        born_on: '1985-04-01',
        gender: 'm',
        nationality: 'PK',
        passport_number: 'AB1234567',
        passport_country: 'PK',
        passport_expires_on: '2035-01-01',
        infant_of: null,
        ticket_number: '176-2400000001',
      },
    ],
    slices: [
      {
        durationMinutes: 140,
        segments: [
          {
            marketingCarrier: 'EK',
            operatingCarrier: null,
            flightNumber: '601',
            origin: 'KHI',
            destination: 'DXB',
            departureLocal: '2026-03-12T14:00',
            arrivalLocal: '2026-03-12T15:20',
            originTerminal: '1',
            destinationTerminal: '3',
            aircraft: '77W',
            durationMinutes: 140,
          },
        ],
      },
    ],
    price_lines: [
      {
        type: 'adult',
        count: 1,
        due_minor: 5_500_000,
        markup_minor: 200_000,
        gross_minor: 5_700_000,
        net_minor: 5_300_000,
        airline_margin_minor: 200_000,
      },
    ],
    extras: [],
    payment: { id: '01900000-0000-7000-8000-0000000000f1', reference: 'TXN-100042' },
    refund: null,
    card_payments: [],
    product_facts: null,
    timeline: [
      {
        kind: 'requested',
        from_status: null,
        to_status: 'pending',
        actor: { id: 'u1', name: 'Ali Agent' },
        detail: {},
        at: '2026-02-10T07:30:00.000Z',
      },
      {
        kind: 'ticketed',
        from_status: 'ticketing',
        to_status: 'ticketed',
        actor: null,
        detail: { tickets: ['176-2400000001'] },
        at: '2026-02-10T07:31:00.000Z',
      },
      {
        kind: 'void_requested',
        from_status: 'ticketed',
        to_status: 'void_requested',
        actor: { id: 'u1', name: 'Ali Agent' },
        detail: { note: 'Customer changed plans' },
        at: '2026-02-10T08:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
