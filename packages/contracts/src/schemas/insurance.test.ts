import { describe, expect, it } from 'vitest';
import { priceBandProblems, slugFrom, ZCreateInsurancePlan, type TInsurancePriceBand } from './insurance-plans';
import { insuranceQuoteDateProblem, regionsCovering, tripDays, ZInsuranceQuoteRequest } from './insurance-quotes';

const band = (min_age: number, max_age: number, min_days: number, max_days: number, price = 1000, agent = 800): TInsurancePriceBand => ({
  min_age,
  max_age,
  min_days,
  max_days,
  price_minor: price,
  agent_price_minor: agent,
});

describe('priceBandProblems', () => {
  it('accepts rows that meet on neither ages nor trip lengths', () => {
    expect(priceBandProblems([band(0, 17, 1, 30), band(18, 64, 1, 30), band(0, 64, 31, 90)])).toEqual([]);
  });

  it('names the later of two rows that price the same traveller', () => {
    expect(priceBandProblems([band(0, 17, 1, 30), band(18, 64, 1, 30), band(60, 70, 20, 40)])).toEqual([
      { path: ['price_bands', 2], message: 'validation.insurance_band_overlap' },
    ]);
    // Touching ends overlap: 17 is in both.
    expect(priceBandProblems([band(0, 17, 1, 30), band(17, 30, 1, 30)])).toEqual([
      { path: ['price_bands', 1], message: 'validation.insurance_band_overlap' },
    ]);
  });

  it('refuses ranges that run backwards and an agent price above the public one, on their fields', () => {
    expect(priceBandProblems([band(30, 20, 1, 30), band(0, 10, 9, 3), band(40, 50, 1, 30, 1000, 1001)])).toEqual([
      { path: ['price_bands', 0, 'max_age'], message: 'validation.insurance_range_backwards' },
      { path: ['price_bands', 1, 'max_days'], message: 'validation.insurance_range_backwards' },
      { path: ['price_bands', 2, 'agent_price_minor'], message: 'validation.insurance_agent_price_above' },
    ]);
  });

  it('is part of the plan schema', () => {
    const base = { name_en: 'A', name_ar: 'أ', insurer_name: 'X', regions: ['asia'], max_trip_days: 30, currency: 'PKR' };
    const parsed = ZCreateInsurancePlan.safeParse({ ...base, price_bands: [band(0, 99, 1, 30), band(5, 6, 2, 3)] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['price_bands.1', 'validation.insurance_band_overlap'],
    ]);
    expect(ZCreateInsurancePlan.safeParse({ ...base, price_bands: [band(0, 100, 1, 30)] }).error?.issues[0]?.path).toEqual([
      'price_bands',
      0,
      'max_age',
    ]);
    expect(ZCreateInsurancePlan.safeParse({ ...base, price_bands: [band(0, 99, 0, 30)] }).success).toBe(false);
    expect(ZCreateInsurancePlan.safeParse({ ...base, price_bands: [band(0, 99, 1, 366)] }).success).toBe(false);
    expect(ZCreateInsurancePlan.safeParse({ ...base, price_bands: [band(0, 99, 1, 30, -1, 0)] }).success).toBe(false);
  });
});

describe('quotes', () => {
  it('counts both ends of a trip', () => {
    expect(tripDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(tripDays('2026-02-27', '2026-03-02')).toBe(4);
    expect(tripDays('2027-12-31', '2028-01-01')).toBe(2);
  });

  it('finds the plan regions that cover a destination', () => {
    expect(regionsCovering('schengen')).toEqual(['worldwide', 'worldwide_excl_us_ca', 'schengen', 'europe']);
    expect(regionsCovering('worldwide')).toEqual(['worldwide']);
    expect(regionsCovering('domestic')).toEqual(['domestic']);
    expect(regionsCovering('gcc')).toEqual(['worldwide', 'worldwide_excl_us_ca', 'middle_east', 'gcc']);
  });

  it('refuses an end before the start, a trip over a year, and a bad number of travellers or age', () => {
    const base = { region: 'asia', start_date: '2030-01-10', end_date: '2030-01-20', travellers: [{ age: 30 }] };
    const errorsOf = (q: object) =>
      ZInsuranceQuoteRequest.safeParse({ ...base, ...q }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(errorsOf({})).toBeUndefined();
    expect(errorsOf({ end_date: '2030-01-09' })).toEqual([['end_date', 'validation.insurance_end_before_start']]);
    expect(errorsOf({ end_date: '2031-01-10' })).toEqual([['end_date', 'validation.insurance_trip_too_long']]);
    expect(errorsOf({ end_date: '2031-01-09' })).toBeUndefined();
    expect(errorsOf({ travellers: [] })).toEqual([['travellers', 'validation.insurance_travellers_count']]);
    expect(errorsOf({ travellers: Array.from({ length: 10 }, () => ({ age: 1 })) })).toEqual([
      ['travellers', 'validation.insurance_travellers_count'],
    ]);
    expect(errorsOf({ travellers: [{ age: 100 }] })).toEqual([['travellers.0.age', 'validation.insurance_age_range']]);
    expect(errorsOf({ travellers: [{ age: 2.5 }] })).toEqual([['travellers.0.age', 'validation.insurance_whole_number']]);
    expect(insuranceQuoteDateProblem(base, '2030-01-11')).toEqual({ path: 'start_date', message: 'validation.insurance_start_past' });
    expect(insuranceQuoteDateProblem(base, '2030-01-10')).toBeNull();
  });

  it('makes a slug from an English name', () => {
    expect(slugFrom('  Schengen Visa — Basic (30 days) ')).toBe('schengen-visa-basic-30-days');
    expect(slugFrom('Café Plus')).toBe('cafe-plus');
    expect(slugFrom('تأمين')).toBe('');
  });
});
