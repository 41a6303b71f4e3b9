import type { TBookingDetails, TCustomerBookingDetails, TProductBookingFacts, TVisaDocumentFile } from '@safar/contracts';
import { buildBookingDetails, BOOKING_ID } from '@/features/agent-bookings/bookings.fixtures';

/** Test data for product bookings: a paid visa application of two applicants, as the API presents it. */

export const VISA_ITEM_ID = '0190a0a0-0000-7000-8000-00000000aa01';
export const DOCUMENT_ID = '0190a0a0-0000-7000-8000-00000000f001';

export function buildVisaFacts(overrides: Partial<TProductBookingFacts> = {}): TProductBookingFacts {
  return {
    product: 'visa',
    item_id: VISA_ITEM_ID,
    title: 'UAE tourist visa, 30 days',
    slug: 'uae-tourist-visa-30-days',
    departure_id: null,
    room_sharing: null,
    starts_on: '2027-02-01',
    ends_on: '2027-03-02',
    seats: 0,
    visa_step: 'awaiting_documents',
    lines: [
      { type: 'adult', label: 'adult', count: 1, due_minor: 3_200_000 },
      { type: 'child', label: 'child', count: 1, due_minor: 2_300_000 },
    ],
    sold_as: {
      country_code: 'AE',
      visa_type: 'tourist',
      entries: 'single',
      processing_days: { min: 3, max: 5 },
      validity_days: 60,
      max_stay_days: 30,
      documents: [
        { id: 'd1', label_en: 'Passport scan', label_ar: 'صورة جواز السفر', upload: true },
        { id: 'd2', label_en: 'Return ticket', label_ar: 'تذكرة العودة', upload: false },
      ],
    },
    documents: [],
    ...overrides,
  };
}

export function buildUmrahFacts(overrides: Partial<TProductBookingFacts> = {}): TProductBookingFacts {
  return {
    product: 'umrah',
    item_id: '0190a0a0-0000-7000-8000-0000000000b1',
    title: 'Umrah Economy',
    slug: 'umrah-economy',
    departure_id: '0190a0a0-0000-7000-8000-0000000000d1',
    room_sharing: 'triple',
    starts_on: '2027-03-10',
    ends_on: '2027-03-17',
    seats: 2,
    visa_step: null,
    lines: [
      { type: 'adult', label: 'adult_triple', count: 2, due_minor: 31_000_000 },
      { type: 'infant', label: 'infant', count: 1, due_minor: 5_000_000 },
    ],
    sold_as: {
      departure_date: '2027-03-10',
      nights: 7,
      country_code: 'SA',
      city: { en: 'Makkah', ar: 'مكة المكرمة' },
      hotels: [{ name: 'Safar Towers', city: 'makkah', stars: 5, nights: 7, distance_to_haram_m: 250 }],
      inclusions: [{ en: 'Visa', ar: 'التأشيرة' }],
      exclusions: [],
      ziyarat: [{ en: 'Mount Uhud', ar: 'جبل أحد' }],
      transport: { en: 'Air-conditioned bus', ar: 'حافلة مكيفة' },
      flights_included: true,
    },
    documents: [],
    ...overrides,
  };
}

export const passportFile = (overrides: Partial<TVisaDocumentFile> = {}): TVisaDocumentFile => ({
  id: DOCUMENT_ID,
  kind: 'passport',
  traveller: 0,
  original_name: 'ali-passport.pdf',
  mime: 'application/pdf',
  size: 245_000,
  uploaded_at: '2026-11-21T08:00:00.000Z',
  ...overrides,
});

/** An agency's paid visa application: no flight, no PNR, no deadlines. */
export function buildVisaBooking(overrides: Partial<TBookingDetails> = {}, facts: Partial<TProductBookingFacts> = {}): TBookingDetails {
  const flight = buildBookingDetails();
  return {
    ...flight,
    status: 'confirmed',
    pnr: null,
    supplier: 'safar',
    product: 'visa',
    title: 'UAE tourist visa, 30 days',
    origin: null,
    destination: null,
    departs_at: '2027-01-31T19:00:00.000Z',
    passengers: 2,
    due_minor: 5_500_000,
    markup_minor: 500_000,
    gross_minor: 6_000_000,
    deadlines: {
      ...flight.deadlines,
      offer_expires_at: null,
      supplier_deadline_at: null,
      price_guarantee_until: null,
      agency_deadline_at: null,
    },
    actions: [],
    passenger_list: [
      { ...flight.passenger_list[0]! },
      {
        ...flight.passenger_list[1]!,
        ref: 'p2',
        type: 'child',
        title: 'mstr',
        given_name: 'HAMZA',
        born_on: '2018-01-05',
        infant_of: null,
      },
    ],
    slices: [],
    price_lines: [],
    payment: { id: '01900000-0000-7000-8000-0000000000e1', reference: 'TXN-100046' },
    timeline: [
      {
        kind: 'requested',
        from_status: null,
        to_status: 'awaiting_payment',
        actor: flight.created_by,
        detail: {},
        at: '2026-11-20T07:00:00.000Z',
      },
      {
        kind: 'paid',
        from_status: 'awaiting_payment',
        to_status: 'confirmed',
        actor: flight.created_by,
        detail: {},
        at: '2026-11-20T07:00:00.000Z',
      },
    ],
    product_facts: buildVisaFacts(facts),
    ...overrides,
  };
}

/** A visitor's Umrah booking waiting for the card. */
export function buildCustomerUmrahBooking(overrides: Partial<TCustomerBookingDetails> = {}): TCustomerBookingDetails {
  return {
    id: BOOKING_ID,
    reference: 'BKG-100077',
    status: 'awaiting_payment',
    pnr: null,
    product: 'umrah',
    title: 'Umrah Economy',
    origin: null,
    destination: null,
    departs_at: '2027-03-09T19:00:00.000Z',
    lead_passenger: 'ALI RAZA KHAN',
    passengers: 3,
    total_minor: 67_000_000,
    currency: 'PKR',
    pay_by: '2026-11-20T07:30:00.000Z',
    created_at: '2026-11-20T07:00:00.000Z',
    contact: { email: 'ali@example.com', phone: '+923001234567' },
    passenger_list: [
      { ref: 'p1', type: 'adult', title: 'mr', given_name: 'ALI RAZA', family_name: 'KHAN', born_on: '1988-04-12', ticket_number: null },
      { ref: 'p2', type: 'adult', title: 'mrs', given_name: 'SARA', family_name: 'KHAN', born_on: '1990-02-01', ticket_number: null },
      { ref: 'p3', type: 'infant', title: 'mstr', given_name: 'HAMZA', family_name: 'KHAN', born_on: '2026-01-05', ticket_number: null },
    ],
    slices: [],
    extras: [],
    payments: [],
    can_pay: true,
    documents: false,
    access_token: '1790000000.abcdefabcdefabcdef',
    product_facts: buildUmrahFacts(),
    ...overrides,
  };
}
