import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addMonths,
  ageOn,
  latestToday,
  passengerTypeBirthRange,
  passengerTypeOn,
  passportValidFor,
  TRAVELLER_FIELDS,
  withTravellerRules,
  zFieldsOnly,
  ZSaveTraveller,
  ZTravellerListQuery,
  ZUpdateTraveller,
} from './travellers';

const valid = {
  title: 'mr',
  given_name: 'Ali Raza',
  family_name: 'Khan',
  born_on: '1988-04-12',
  gender: 'm',
  nationality: 'PK',
  passport_number: 'AB1234567',
  passport_country: 'PK',
  passport_expires_on: '2031-06-30',
  email: 'Ali@Example.com',
  phone: '+923001234567',
};

/** field → its messages, for one parse of the save schema. */
function problems(input: Record<string, unknown>): Record<string, string[]> {
  const result = ZSaveTraveller.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return out;
}

describe('passengerTypeOn', () => {
  it('is adult from the 12th birthday, child from the 2nd, infant before', () => {
    expect(passengerTypeOn('2014-06-15', '2026-06-15')).toBe('adult');
    expect(passengerTypeOn('2014-06-15', '2026-06-14')).toBe('child');
    expect(passengerTypeOn('2024-06-15', '2026-06-15')).toBe('child');
    expect(passengerTypeOn('2024-06-15', '2026-06-14')).toBe('infant');
    expect(passengerTypeOn('2026-06-14', '2026-06-14')).toBe('infant');
    expect(passengerTypeOn('1950-01-01', '2026-06-14')).toBe('adult');
  });

  it('counts someone born on 29 February a year older on 1 March in years without one', () => {
    expect(ageOn('2024-02-29', '2026-02-28')).toBe(1);
    expect(ageOn('2024-02-29', '2026-03-01')).toBe(2);
    expect(ageOn('2024-02-29', '2028-02-29')).toBe(4);
    expect(passengerTypeOn('2024-02-29', '2026-02-28')).toBe('infant');
    expect(passengerTypeOn('2024-02-29', '2026-03-01')).toBe('child');
  });

  it('agrees with the birth-date ranges the API filters on, for any pair of days', () => {
    const day = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [bornOn, onDate] = a <= b ? [a, b] : [b, a];
        const type = passengerTypeOn(bornOn, onDate);
        const range = passengerTypeBirthRange(type, onDate);
        expect(range.bornAfter === undefined || bornOn > range.bornAfter).toBe(true);
        expect(range.bornOnOrBefore === undefined || bornOn <= range.bornOnOrBefore).toBe(true);
      }),
    );
    // Leap days on both sides.
    for (const [bornOn, onDate] of [
      ['2016-02-29', '2028-02-28'],
      ['2016-02-29', '2028-02-29'],
      ['2016-02-28', '2028-02-29'],
      ['2026-02-28', '2028-02-29'],
    ] as const) {
      const range = passengerTypeBirthRange(passengerTypeOn(bornOn, onDate), onDate);
      expect(!range.bornAfter || bornOn > range.bornAfter, `${bornOn} ${onDate}`).toBe(true);
      expect(!range.bornOnOrBefore || bornOn <= range.bornOnOrBefore, `${bornOn} ${onDate}`).toBe(true);
    }
  });
});

describe('passportValidFor', () => {
  it('wants the passport valid six months after the last flight, that day included', () => {
    expect(passportValidFor('2026-12-10', '2026-06-10')).toBe(true);
    expect(passportValidFor('2026-12-09', '2026-06-10')).toBe(false);
    expect(passportValidFor('2030-01-01', '2026-06-10')).toBe(true);
    expect(passportValidFor('2026-06-10', '2026-06-10')).toBe(false);
  });

  it('counts months to the end of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(passportValidFor('2027-02-28', '2026-08-31')).toBe(true);
    expect(passportValidFor('2027-02-27', '2026-08-31')).toBe(false);
  });
});

describe('ZSaveTraveller', () => {
  it('takes a traveller as typed: names and passport in capitals, spaces collapsed, the phone compact, the email in lower case', () => {
    const parsed = ZSaveTraveller.parse({
      ...valid,
      given_name: '  ali   raza ',
      passport_number: ' ab1234567 ',
      nationality: 'pk',
      phone: '+92 (300) 123-4567',
    });
    expect(parsed).toEqual({
      ...valid,
      given_name: 'ALI RAZA',
      family_name: 'KHAN',
      nationality: 'PK',
      email: 'ali@example.com',
      phone: '+923001234567',
    });
  });

  it('reads a blank or missing email and phone as none', () => {
    expect(ZSaveTraveller.parse({ ...valid, email: '', phone: '  ' })).toMatchObject({ email: null, phone: null });
    const { email: _email, phone: _phone, ...rest } = valid;
    expect(ZSaveTraveller.parse(rest)).toMatchObject({ email: null, phone: null });
  });

  it('says "required" once for each missing field', () => {
    expect(problems({})).toEqual(
      Object.fromEntries(
        [
          'title',
          'given_name',
          'family_name',
          'born_on',
          'gender',
          'nationality',
          'passport_number',
          'passport_country',
          'passport_expires_on',
        ].map((f) => [f, ['validation.required']]),
      ),
    );
    expect(problems({ ...valid, given_name: '   ', passport_number: '', nationality: '' })).toEqual({
      given_name: ['validation.required'],
      passport_number: ['validation.required'],
      nationality: ['validation.required'],
    });
  });

  it('takes names in Latin letters with single spaces only, as a booking does', () => {
    for (const name of ["O'Brien", 'Al-Hassan', 'Zoë', 'محمد', 'Ali2', 'Ali.'])
      expect(problems({ ...valid, given_name: name }), name).toEqual({ given_name: ['validation.passport_name'] });
    expect(problems({ ...valid, family_name: 'K'.repeat(51) })).toEqual({ family_name: ['validation.too_long'] });
  });

  it('refuses a birth date in the future (anywhere on earth) or before 1900, and a day that does not exist', () => {
    expect(problems({ ...valid, born_on: addMonths(latestToday(), 1) })).toEqual({ born_on: ['validation.born_on_future'] });
    expect(problems({ ...valid, born_on: '2999-01-01' })).toEqual({ born_on: ['validation.born_on_future'] });
    expect(problems({ ...valid, born_on: '1899-12-31' })).toEqual({ born_on: ['validation.date_bounds'] });
    expect(problems({ ...valid, born_on: '1990-02-29' })).toEqual({ born_on: ['validation.invalid'] });
    expect(problems({ ...valid, born_on: latestToday(), passport_expires_on: '2100-01-01' })).toEqual({});
  });

  it('checks the passport number, the country codes, the email and the international phone', () => {
    expect(problems({ ...valid, passport_number: 'AB 123456' })).toEqual({ passport_number: ['validation.passport_number'] });
    expect(problems({ ...valid, passport_number: 'A123' })).toEqual({ passport_number: ['validation.passport_number'] });
    expect(problems({ ...valid, nationality: 'PAK', passport_country: 'P' })).toEqual({
      nationality: ['validation.country_code'],
      passport_country: ['validation.country_code'],
    });
    expect(problems({ ...valid, email: 'ali@' })).toEqual({ email: ['validation.email'] });
    for (const phone of ['03001234567', '+0300123456', '+92300', '+92 300 123 4567 8901 23', 'call me'])
      expect(problems({ ...valid, phone }), phone).toEqual({ phone: ['validation.phone_international'] });
  });

  it('matches the title to the gender, and the passport expiry to the birth date; an expired passport is kept', () => {
    expect(problems({ ...valid, title: 'mrs' })).toEqual({ title: ['validation.title_gender'] });
    expect(problems({ ...valid, title: 'mstr', gender: 'f' })).toEqual({ title: ['validation.title_gender'] });
    expect(problems({ ...valid, title: 'miss', gender: 'f' })).toEqual({});
    expect(problems({ ...valid, passport_expires_on: '1988-04-12' })).toEqual({
      passport_expires_on: ['validation.passport_expiry_before_birth'],
    });
    expect(problems({ ...valid, passport_expires_on: '2001-01-01' })).toEqual({});
    // A rule between fields is not reported on top of a field's own problem.
    expect(problems({ ...valid, title: 'dr' })).toEqual({ title: ['validation.one_of'] });
  });

  it('refuses a field it does not name, on that field, beside the other problems', () => {
    expect(problems({ ...valid, agency_id: 'x', passportNumber: 'y', given_name: 'Ali-' })).toEqual({
      agency_id: ['validation.unknown_field'],
      passportNumber: ['validation.unknown_field'],
      given_name: ['validation.passport_name'],
    });
  });
});

describe('the other traveller schemas', () => {
  it('ZUpdateTraveller takes the id and the fields', () => {
    const id = '01900000-0000-7000-8000-000000000001';
    expect(ZUpdateTraveller.parse({ id, ...valid }).id).toBe(id);
    expect(ZUpdateTraveller.safeParse(valid).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['id', 'validation.required'],
    ]);
  });

  it('ZTravellerListQuery coerces paging and refuses unknown parameters', () => {
    expect(ZTravellerListQuery.parse({ page: '2', q: ' khan ', type: 'child' })).toEqual({
      page: 2,
      per_page: 20,
      q: 'khan',
      type: 'child',
    });
    expect(ZTravellerListQuery.safeParse({ search: 'x' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['search', 'validation.unknown_field'],
    ]);
  });

  it('lets a checkout passenger schema extend the fields and keep the rules', () => {
    const ZPassenger = withTravellerRules(
      zFieldsOnly({ ...TRAVELLER_FIELDS, traveller_id: z.uuid().optional(), save: z.boolean().default(false) }),
    );
    expect(ZPassenger.parse({ ...valid, save: true })).toMatchObject({ given_name: 'ALI RAZA', save: true });
    expect(ZPassenger.safeParse({ ...valid, title: 'ms' }).error?.issues.map((i) => i.message)).toEqual(['validation.title_gender']);
  });
});
