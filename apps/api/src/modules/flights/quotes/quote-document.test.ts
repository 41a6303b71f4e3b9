import type { TFlightQuote } from '@safar/contracts';
import { describe, expect, it } from 'vitest';
import { pagesOf } from '@/core/pdf/pdf.test-helpers';
import { quoteMail } from './quote-mail';
import { renderQuotePdf } from './quote-pdf';
import { quoteReference } from './quote-reference';
import { quoteText } from './quote-text';

const slice = (over: Partial<TFlightQuote['slices'][number]>): TFlightQuote['slices'][number] => ({
  origin: 'KHI',
  destination: 'LHR',
  departure_local: '2030-03-10T23:10',
  arrival_local: '2030-03-11T06:05',
  day_offset: 1,
  duration_minutes: 595,
  stops: 1,
  stop_airports: ['DOH'],
  carriers: ['QR'],
  flight_numbers: ['QR 611', 'QR 7'],
  ...over,
});

const ROUND_TRIP: TFlightQuote = {
  flight_id: 'x-0',
  reference: 'Q-ABCDEFGH',
  currency: 'JPY',
  total_minor: 250_000,
  per_passenger: [
    { type: 'adult', count: 1, amount_minor: 150_000 },
    { type: 'infant', count: 1, amount_minor: 100_000 },
  ],
  slices: [
    slice({}),
    slice({
      origin: 'LHR',
      destination: 'KHI',
      departure_local: '2030-03-20T09:00',
      arrival_local: '2030-03-20T23:50',
      day_offset: 0,
      stops: 0,
      stop_airports: [],
      flight_numbers: ['QR 8'],
    }),
  ],
  airline: { code: 'QR', name: 'Qatar Airways' },
  cabin_class: 'business',
  fare_brand: null,
  baggage: { carry_on_pieces: 1, carry_on_kg: null, checked_pieces: 0, checked_kg: null },
  refundable: false,
  valid_until: '2030-03-01T10:00:00.000Z',
};

const ctx = {
  places: new Map([
    ['KHI', { city: 'Karachi' }],
    ['LHR', { city: 'London' }],
  ]),
  timeZone: 'Asia/Karachi',
  issuedAt: new Date('2030-02-28T09:30:00Z'),
};
const parties = { client: 'Ayesha Khan', agency: 'Crescent Travels', note: null };

describe('quoteReference', () => {
  it('is Q- and 8 characters of Crockford base 32, the same for the same offer and sender only', () => {
    const ref = quoteReference('abc-0', 'user-1');
    expect(ref).toMatch(/^Q-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(quoteReference('abc-0', 'user-1')).toBe(ref);
    expect(quoteReference('abc-0', 'user-2')).not.toBe(ref);
    expect(quoteReference('abc-1', 'user-1')).not.toBe(ref);
  });
});

describe('quoteText', () => {
  it('words a round trip: local times with the next-day mark, stops, durations, the currency exponent', () => {
    const q = quoteText(ROUND_TRIP, parties, ctx, 'en');
    expect(q.routeCodes).toBe('KHI–LHR–KHI');
    expect(q.slices[0]).toEqual({
      title: 'Flight 1',
      route: 'Karachi (KHI) to London (LHR)',
      departs: '10 Mar 2030, 23:10 local time',
      arrives: '11 Mar 2030, 06:05 local time (+1)',
      duration: '9 h 55 min',
      stops: 'stops: 1 (DOH)',
      flights: 'QR 611, QR 7',
    });
    expect(q.slices[1]).toMatchObject({ title: 'Flight 2', stops: 'non-stop', arrives: '20 Mar 2030, 23:50 local time' });
    expect(q.validUntil).toBe('1 Mar 2030, 15:00 GMT+5');
    expect(q.issued).toBe('28 Feb 2030, 14:30 GMT+5');
    expect(q.lines).toEqual([
      { label: '1 × Adult', each: 'JPY 150,000 each', amount: 'JPY 150,000' },
      { label: '1 × Infant', each: 'JPY 100,000 each', amount: 'JPY 100,000' },
    ]);
    expect(q.total).toBe('JPY 250,000');
    expect(q.baggage).toBe('carry-on 1 piece(s); checked not included');
    expect(q.cabin).toBe('Business');
    expect(q.refunds).toBe('Non-refundable');
  });

  it('writes Arabic with Arabic words and months, and Latin digits as the web does', () => {
    const q = quoteText(ROUND_TRIP, { ...parties, agency: null }, ctx, 'ar');
    expect(q.sender).toBe('سفر');
    expect(q.viaAgency).toBe(false);
    expect(q.slices[0]!.route).toBe('من Karachi (KHI) إلى London (LHR)');
    expect(q.slices[0]!.departs).toContain('10 مارس 2030');
    expect(q.total).toBe('JPY 250,000');
    expect(q.lines[0]!.label).toBe('1 × بالغ');
    expect(q.cabin).toBe('درجة رجال الأعمال');
  });

  it('signs a staff quote as the Safar team', () => {
    const mail = quoteMail(quoteText(ROUND_TRIP, { ...parties, agency: null }, ctx, 'en'));
    expect(mail.text).toMatch(/^Hello Ayesha Khan,\n\nSafar has prepared a flight quote for you/);
    expect(mail.text).toMatch(/The Safar team$/);
  });
});

describe('renderQuotePdf', () => {
  it('runs onto further pages for a long note, numbering every page', async () => {
    const note = Array.from({ length: 60 }, (_, i) => `Line ${i + 1} of the agent's note.`).join('\n');
    const pages = await pagesOf(await renderQuotePdf(quoteText(ROUND_TRIP, { ...parties, note }, ctx, 'en')));
    expect(pages.length).toBe(2);
    pages.forEach((items, i) => expect(items.map((item) => item.str)).toContain(`Page ${i + 1} of 2`));
    const all = pages.flat().map((item) => item.str);
    expect(all).toContain("Line 60 of the agent's note.");
    expect(all.filter((s) => s.startsWith('Line '))).toHaveLength(60);
  });
});
