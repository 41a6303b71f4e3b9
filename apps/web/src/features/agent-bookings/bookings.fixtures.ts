import type { TBookingDetails, TBookingRow } from '@safar/contracts';

/** Test data for the booking screens, shaped as the API presents an agent's bookings. */
export const BOOKING_ID = '01900000-0000-7000-8000-0000000000b1';
const AGENT_ID = '01900000-0000-7000-8000-0000000000a1';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export function buildBookingRow(overrides: Partial<TBookingRow> = {}): TBookingRow {
  return {
    id: BOOKING_ID,
    reference: 'BKG-100001',
    status: 'held',
    channel: 'agent',
    agency: { id: '01900000-0000-7000-8000-0000000000d1', name: 'Crescent Travels' },
    pnr: 'ABC123',
    supplier: 'sim_a',
    product: 'flight',
    title: null,
    origin: 'KHI',
    destination: 'DXB',
    departs_at: '2026-12-10T03:30:00.000Z',
    lead_passenger: 'ALI RAZA KHAN',
    passengers: 2,
    currency: 'PKR',
    due_minor: 8_600_000,
    markup_minor: 400_000,
    gross_minor: 9_000_000,
    needs_approval: false,
    deadlines: {
      offer_expires_at: inHours(1),
      supplier_deadline_at: inHours(26 + 2),
      price_guarantee_until: inHours(24),
      agency_deadline_at: inHours(26),
      void_until: null,
      time_zone: 'Asia/Karachi',
    },
    actions: ['confirm', 'cancel'],
    created_at: '2026-11-20T07:00:00.000Z',
    ...overrides,
  };
}

export function buildBookingDetails(overrides: Partial<TBookingDetails> = {}): TBookingDetails {
  return {
    ...buildBookingRow(),
    contact: { email: 'ali@example.com', phone: '+923001234567' },
    created_by: { id: AGENT_ID, name: 'Bilal' },
    on_behalf_of: null,
    passenger_list: [
      {
        ref: 'p1',
        type: 'adult',
        title: 'mr',
        given_name: 'ALI RAZA',
        family_name: 'KHAN',
        born_on: '1988-04-12',
        gender: 'm',
        nationality: 'PK',
        passport_number: 'AB1234567',
        passport_country: 'PK',
        passport_expires_on: '2031-06-30',
        infant_of: null,
        ticket_number: null,
      },
      {
        ref: 'p2',
        type: 'infant',
        title: 'mstr',
        given_name: 'HAMZA',
        family_name: 'KHAN',
        born_on: '2026-01-05',
        gender: 'm',
        nationality: 'PK',
        passport_number: 'CD7654321',
        passport_country: 'PK',
        passport_expires_on: '2031-01-04',
        infant_of: 'p1',
        ticket_number: null,
      },
    ],
    slices: [
      {
        durationMinutes: 150,
        segments: [
          {
            marketingCarrier: 'EK',
            operatingCarrier: null,
            flightNumber: '601',
            origin: 'KHI',
            destination: 'DXB',
            departureLocal: '2026-12-10T08:30',
            arrivalLocal: '2026-12-10T10:00',
            originTerminal: '1',
            destinationTerminal: '3',
            aircraft: '77W',
            durationMinutes: 150,
          },
        ],
      },
    ],
    price_lines: [
      { type: 'adult', count: 1, due_minor: 7_600_000, markup_minor: 350_000, gross_minor: 7_950_000 },
      { type: 'infant', count: 1, due_minor: 1_000_000, markup_minor: 50_000, gross_minor: 1_050_000 },
    ],
    extras: [],
    payment: null,
    refund: null,
    card_payments: [],
    product_facts: null,
    timeline: [
      {
        kind: 'requested',
        from_status: null,
        to_status: 'pending',
        actor: { id: AGENT_ID, name: 'Bilal' },
        detail: {},
        at: '2026-11-20T07:00:00.000Z',
      },
      { kind: 'hold_booked', from_status: 'pending', to_status: 'held', actor: null, detail: {}, at: '2026-11-20T07:00:02.000Z' },
    ],
    ...overrides,
  };
}

/** The same booking after paying and ticketing: tickets, a payment, the void window open. */
export function ticketedBooking(): TBookingDetails {
  const held = buildBookingDetails();
  return {
    ...held,
    status: 'ticketed',
    actions: ['cancel', 'request_void'],
    deadlines: { ...held.deadlines, void_until: inHours(20) },
    passenger_list: held.passenger_list.map((p, i) => ({ ...p, ticket_number: `176-000000000${i + 1}` })),
    payment: { id: '01900000-0000-7000-8000-0000000000e1', reference: 'TXN-100045' },
    timeline: [
      ...held.timeline,
      {
        kind: 'paid',
        from_status: 'held',
        to_status: 'ticketing',
        actor: held.created_by,
        detail: { transaction: 'TXN-100045', amount_minor: 8_600_000 },
        at: '2026-11-21T07:00:00.000Z',
      },
      { kind: 'ticketed', from_status: 'ticketing', to_status: 'ticketed', actor: null, detail: {}, at: '2026-11-21T07:00:03.000Z' },
    ],
  };
}
