import { describe, expect, it } from 'vitest';
import { passengerProblems, searchedAgesOf, ZAdminBooking, ZBookingListQuery, ZBookingPassenger, type TTripFacts } from './bookings';

const passenger = (bornOn: string, extra: Record<string, unknown> = {}) =>
  ZBookingPassenger.parse({
    title: 'mr',
    given_name: 'Ali',
    family_name: 'Khan',
    born_on: bornOn,
    gender: 'm',
    nationality: 'PK',
    passport_number: 'AB1234567',
    passport_country: 'PK',
    passport_expires_on: '2035-01-01',
    ...extra,
  });

const ADULT = passenger('1985-04-01');
/** A return trip: out on 1 December, back on 20 December 2026 (the day ages are counted on). */
const trip = (counts: TTripFacts['counts'], ages: { child?: number[]; infant?: number[] } = {}): TTripFacts => ({
  lastFlightOn: '2026-12-20',
  counts,
  searched: searchedAgesOf({ child_ages: ages.child, infant_ages: ages.infant }, '2026-12-20'),
});
const keys = (problems: ReturnType<typeof passengerProblems>) => problems.map((p) => `${p.path.join('.')}: ${p.key}`);

describe("passengerProblems: a child's or infant's age against the search", () => {
  it('accepts a child whose age on the last slice day is the one searched, and names the field of one that is not', () => {
    const facts = trip({ adult: 1, child: 1, infant: 0 }, { child: [5] });
    expect(passengerProblems([ADULT, passenger('2021-06-01')], facts)).toEqual([]);
    // Six on 20 December 2026, born on 20 December 2020: the birthday counts.
    const six = passengerProblems([ADULT, passenger('2020-12-20')], facts);
    expect(six).toEqual([
      {
        path: ['passengers', 1, 'born_on'],
        key: 'validation.child_age_not_searched',
        params: { child_ages: '5', ages_on: '2026-12-20' },
      },
    ]);
    // Still five the day before the sixth birthday.
    expect(passengerProblems([ADULT, passenger('2020-12-21')], facts)).toEqual([]);
  });

  it('pairs each searched age once, in any order, and checks infants the same way', () => {
    const facts = trip({ adult: 2, child: 2, infant: 1 }, { child: [9, 4], infant: [1] });
    const adults = [ADULT, passenger('1990-01-01', { given_name: 'Sara', title: 'ms', gender: 'f' })];
    const infant = (bornOn: string) => passenger(bornOn, { title: 'mstr', infant_of: 0 });
    expect(passengerProblems([...adults, passenger('2022-03-01'), passenger('2017-03-01'), infant('2025-06-01')], facts)).toEqual([]);
    // Two four-year-olds for the ages 9 and 4: the second is the one out.
    expect(keys(passengerProblems([...adults, passenger('2022-03-01'), passenger('2022-05-01'), infant('2025-06-01')], facts))).toEqual([
      'passengers.3.born_on: validation.child_age_not_searched',
    ]);
    const baby = passengerProblems([...adults, passenger('2022-03-01'), passenger('2017-03-01'), infant('2026-06-01')], facts);
    expect(baby).toEqual([
      {
        path: ['passengers', 4, 'born_on'],
        key: 'validation.infant_age_not_searched',
        params: { infant_ages: '1', ages_on: '2026-12-20' },
      },
    ]);
  });

  it('leaves ages alone when the search gave none, and when the party does not match the fare (that is said once, for all)', () => {
    expect(passengerProblems([ADULT, passenger('2015-01-01')], trip({ adult: 1, child: 1, infant: 0 }))).toEqual([]);
    expect(searchedAgesOf({}, '2026-12-20')).toBeUndefined();
    expect(searchedAgesOf({ child_ages: [], infant_ages: [0] }, '2026-12-20')).toEqual({ on: '2026-12-20', infant: [0] });
    // An adult in the child's place: the counts are wrong, no age is paired.
    expect(keys(passengerProblems([ADULT, passenger('2000-01-01')], trip({ adult: 1, child: 1, infant: 0 }, { child: [5] })))).toEqual([
      'passengers: validation.passengers_not_offer',
    ]);
  });
});

describe('booking schemas', () => {
  it('a staff booking may name the agent it is made for', () => {
    const base = { flight_id: 'off_1', agency_id: '0190a0a0-0000-7000-8000-000000000001', passengers: [{}], contact: {} };
    const issues = (input: object) => ZAdminBooking.safeParse(input).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues({ ...base, on_behalf_of: 'nobody' })).toContain('on_behalf_of');
    expect(issues({ ...base, on_behalf_of: '0190a0a0-0000-7000-8000-000000000002' })).not.toContain('on_behalf_of');
    expect(issues({ ...base, on_behalf_of: null })).not.toContain('on_behalf_of');
  });

  it('the list filters by hours to the agency deadline: a whole number from one hour to a week', () => {
    expect(ZBookingListQuery.parse({ deadline_within_hours: '24' }).deadline_within_hours).toBe(24);
    for (const bad of ['0', '169', '2.5', 'x']) expect(ZBookingListQuery.safeParse({ deadline_within_hours: bad }).success).toBe(false);
  });
});
