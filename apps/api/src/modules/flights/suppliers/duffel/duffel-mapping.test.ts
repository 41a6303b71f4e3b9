import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TPassengerType } from '@safar/contracts';
import { decimalToMinor, minorToDecimalString } from './duffel-money';
import { mapOffer, mapPenalty, passengerTypeOf, type TDuffelOffer } from './duffel-offer-mapper';
import { derivePriceLines } from './duffel-price-lines';
import { isoDurationMinutes, minutesBetween } from './duffel-time';
import recorded from './fixtures/offer-lhr-jfk-return-gbp.json';

// A Duffel offer in the shape its API documents: LHR→JFK direct, back JFK→DUB→LHR on an
// Aer Lingus-operated codeshare, one adult, one child searched by age, one lap infant, in GBP.
const fixture = () => structuredClone(recorded) as unknown as TDuffelOffer;

describe('Duffel amounts → minor units', () => {
  it.each([
    ['1234.56', 'USD', 123456],
    ['0.10', 'GBP', 10],
    ['12000', 'JPY', 12000],
    ['12000.00', 'JPY', 12000],
    ['98.125', 'KWD', 98125],
    ['5.5', 'KWD', 5500],
    ['0.3', 'USD', 30],
    ['1536.170', 'GBP', 153617],
  ])('%s %s → %i', (amount, currency, minor) => {
    expect(decimalToMinor(amount, currency)).toBe(minor);
  });

  it.each([
    ['12000.5', 'JPY'],
    ['1.005', 'USD'],
    ['1,000.00', 'USD'],
    ['', 'USD'],
    ['10.00', 'SEK'],
  ])('refuses %s %s rather than round or guess', (amount, currency) => {
    expect(() => decimalToMinor(amount, currency)).toThrow();
  });

  it('writes minor units back as Duffel decimals', () => {
    expect(minorToDecimalString(123456, 'USD')).toBe('1234.56');
    expect(minorToDecimalString(5, 'GBP')).toBe('0.05');
    expect(minorToDecimalString(12000, 'JPY')).toBe('12000');
    expect(minorToDecimalString(98125, 'KWD')).toBe('98.125');
  });
});

describe('Duffel times', () => {
  it.each([
    ['PT7H5M', 425],
    ['PT02H26M', 146],
    ['P1DT2H', 1560],
    ['PT45M', 45],
    ['PT1H0M30S', 61],
  ])('ISO duration %s is %i minutes', (value, minutes) => {
    expect(isoDurationMinutes(value)).toBe(minutes);
  });

  it.each([null, '', 'P', 'PT', '7h5m'])('%s is no duration', (value) => {
    expect(isoDurationMinutes(value)).toBeNull();
  });

  it('computes minutes between local times in their own zones, across a DST change', () => {
    expect(minutesBetween('2031-06-01T10:25', 'Europe/London', '2031-06-01T13:20', 'America/New_York')).toBe(475);
    // Karachi keeps one offset all year; London's moves by an hour.
    expect(minutesBetween('2031-06-01T10:25', 'Europe/London', '2031-06-01T20:25', 'Asia/Karachi')).toBe(360);
    expect(minutesBetween('2031-01-10T10:25', 'Europe/London', '2031-01-10T20:25', 'Asia/Karachi')).toBe(300);
    // London's clocks go forward at 01:00 on 2031-03-30.
    expect(minutesBetween('2031-03-30T00:30', 'Europe/London', '2031-03-30T02:30', 'Europe/London')).toBe(60);
    expect(minutesBetween('2031-06-01T23:00', 'Asia/Karachi', '2031-06-02T01:15', 'Asia/Dubai')).toBe(195);
  });
});

describe('Duffel offer → supplier offer', () => {
  it('maps the recorded offer exactly', () => {
    const offer = mapOffer(fixture());
    expect(offer).toMatchObject({
      key: 'off_0000AUde3KxBM2V8GdPtiL',
      validatingCarrier: 'BA',
      cabin: 'economy',
      fareBrand: 'Basic / Basic Plus',
      baggage: { carryOnPieces: 1, carryOnKg: null, checkedPieces: 0, checkedKg: null },
      refund: { allowed: false, penaltyMinor: null },
      change: { allowed: true, penaltyMinor: 7500 },
      currency: 'GBP',
      totalMinor: 153617,
      seatsLeft: null,
      expiresAt: '2031-05-01T09:42:44.123Z',
      ticketingDeadline: '2031-05-03T09:12:44.000Z',
    });
    expect(offer.slices.map((s) => s.durationMinutes)).toEqual([475, 565]);
    expect(offer.slices[0]!.segments[0]).toEqual({
      marketingCarrier: 'BA',
      operatingCarrier: null,
      flightNumber: '117',
      origin: 'LHR',
      destination: 'JFK',
      departureLocal: '2031-06-01T10:25',
      arrivalLocal: '2031-06-01T13:20',
      originTerminal: '5',
      destinationTerminal: '8',
      aircraft: '77W',
      durationMinutes: 475,
    });
    const [toDublin, toLondon] = offer.slices[1]!.segments;
    // No duration from Duffel: computed from the local times and the airports' zones.
    expect(toDublin).toMatchObject({
      operatingCarrier: 'EI',
      flightNumber: '5946',
      durationMinutes: 390,
      arrivalLocal: '2031-06-13T05:40',
    });
    expect(toLondon).toMatchObject({ aircraft: null, destinationTerminal: null, durationMinutes: 80 });
    expect(offer.payload).toEqual({
      offerId: 'off_0000AUde3KxBM2V8GdPtiL',
      passengers: [
        { id: 'pas_0000AUde3KY1SptM6ABSfT', type: 'adult', age: null },
        { id: 'pas_0000AUde3KY1SptM6ABSfU', type: 'child', age: 8 },
        { id: 'pas_0000AUde3KY1SptM6ABSfV', type: 'infant', age: 1 },
      ],
      segmentIds: ['seg_00009htYpSCXrwaB9Dn456', 'seg_00009htYpSCXrwaB9Dn457', 'seg_00009htYpSCXrwaB9Dn458'],
      requiresInstantPayment: false,
      priceGuaranteeExpiresAt: '2031-05-02T09:12:44.000Z',
      identityDocumentsRequired: false,
      identityDocumentTypes: ['passport'],
      liveMode: false,
    });
  });

  it('derives per-passenger lines that add up to the total (adult 100 : child 75 : infant 10)', () => {
    expect(mapOffer(fixture()).passengers).toEqual([
      { type: 'adult', count: 1, baseMinor: 65081, taxMinor: 17955, totalMinor: 83036 },
      { type: 'child', count: 1, baseMinor: 48811, taxMinor: 13466, totalMinor: 62277 },
      { type: 'infant', count: 1, baseMinor: 6508, taxMinor: 1796, totalMinor: 8304 },
    ]);
  });

  it.each([
    ['USD', '1536.17', 153617],
    ['JPY', '245300', 245300],
    ['KWD', '471.385', 471385],
  ])('reads %s amounts in the currency exponent', (currency, amount, minor) => {
    const raw = fixture();
    Object.assign(raw, {
      total_currency: currency,
      base_currency: currency,
      tax_currency: currency,
      total_amount: amount,
      base_amount: amount,
      tax_amount: '0',
    });
    raw.conditions.change_before_departure = {
      allowed: true,
      penalty_amount: currency === 'JPY' ? '15000' : '75.000',
      penalty_currency: currency,
    };
    const offer = mapOffer(raw);
    expect(offer.totalMinor).toBe(minor);
    expect(offer.passengers.reduce((sum, l) => sum + l.count * l.totalMinor, 0)).toBe(minor);
    expect(offer.change.penaltyMinor).toBe(currency === 'JPY' ? 15000 : currency === 'KWD' ? 75000 : 7500);
  });

  it('leaves an offer with no expiry, or in a currency Safar does not keep, unmapped', () => {
    expect(() => mapOffer({ ...fixture(), expires_at: '' })).toThrow();
    expect(() => mapOffer({ ...fixture(), total_currency: 'SEK' })).toThrow(/SEK/);
  });

  it('reads conditions: unstated is not allowed, a fee in another currency is unstated', () => {
    expect(mapPenalty(null, 'GBP')).toEqual({ allowed: false, penaltyMinor: null });
    expect(mapPenalty({ allowed: true, penalty_amount: null, penalty_currency: null }, 'GBP')).toEqual({
      allowed: true,
      penaltyMinor: null,
    });
    expect(mapPenalty({ allowed: true, penalty_amount: '0.00', penalty_currency: 'GBP' }, 'GBP')).toEqual({
      allowed: true,
      penaltyMinor: 0,
    });
    expect(mapPenalty({ allowed: true, penalty_amount: '50.00', penalty_currency: 'EUR' }, 'GBP')).toEqual({
      allowed: true,
      penaltyMinor: null,
    });
  });

  it('types passengers by Duffel type, else by age', () => {
    expect(passengerTypeOf({ type: 'adult', age: null })).toBe('adult');
    expect(passengerTypeOf({ type: null, age: 8 })).toBe('child');
    expect(passengerTypeOf({ type: null, age: 1 })).toBe('infant');
    expect(passengerTypeOf({ type: null, age: 30 })).toBe('adult');
  });
});

describe('per-passenger price lines', () => {
  it('splits one type evenly, in two lines when a unit is left over', () => {
    expect(derivePriceLines(['adult', 'adult'], 20000, 15000)).toEqual([
      { type: 'adult', count: 2, baseMinor: 7500, taxMinor: 2500, totalMinor: 10000 },
    ]);
    expect(derivePriceLines(['adult', 'adult', 'adult'], 1000, 1000)).toEqual([
      { type: 'adult', count: 1, baseMinor: 334, taxMinor: 0, totalMinor: 334 },
      { type: 'adult', count: 2, baseMinor: 333, taxMinor: 0, totalMinor: 333 },
    ]);
  });

  it('always adds up to the total exactly, with no negative amount', () => {
    const types = fc.array(fc.constantFrom<TPassengerType>('adult', 'child', 'infant'), { minLength: 1, maxLength: 18 });
    fc.assert(
      fc.property(types, fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 100 }), (passengers, total, basePercent) => {
        const base = Math.floor((total * basePercent) / 100);
        const lines = derivePriceLines(passengers, total, base);
        expect(lines.reduce((sum, l) => sum + l.count * l.totalMinor, 0)).toBe(total);
        expect(lines.reduce((sum, l) => sum + l.count, 0)).toBe(passengers.length);
        for (const line of lines) {
          expect(line.baseMinor + line.taxMinor).toBe(line.totalMinor);
          expect(Math.min(line.baseMinor, line.taxMinor)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
