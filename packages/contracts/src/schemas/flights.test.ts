import { describe, expect, it } from 'vitest';
import { ZFlightSearchQuery } from './flights';

const search = (extra: Record<string, unknown>) =>
  ZFlightSearchQuery.safeParse({ origin: 'KHI', destination: 'DXB', departure_date: '2030-05-01', ...extra });
const issues = (r: ReturnType<typeof search>) => (r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('ZFlightSearchQuery passengers’ ages', () => {
  it('reads comma-separated ages from a query string, and arrays as JSON sends them', () => {
    const parsed = search({ adults: '2', children: '2', infants: '1', child_ages: '5, 11', infant_ages: '0' });
    expect(parsed.success && parsed.data).toMatchObject({ children: 2, child_ages: [5, 11], infants: 1, infant_ages: [0] });
    const json = search({ adults: 1, children: 1, infants: 1, child_ages: [2], infant_ages: [1] });
    expect(json.success && json.data).toMatchObject({ child_ages: [2], infant_ages: [1] });
    // A repeated parameter (`child_ages=5&child_ages=9`) arrives as an array of strings.
    const repeated = search({ children: 2, child_ages: ['5', '9'] });
    expect(repeated.success && repeated.data.child_ages).toEqual([5, 9]);
  });

  it('stays valid without ages (old links, other clients)', () => {
    const parsed = search({ adults: 2, children: 2, infants: 1 });
    expect(parsed.success).toBe(true);
    expect(parsed.success && parsed.data.child_ages).toBeUndefined();
    expect(parsed.success && parsed.data.infant_ages).toBeUndefined();
    expect(search({ child_ages: '', infant_ages: '' }).success).toBe(true);
  });

  it('wants one age per child (2 to 11) and per infant (0 or 1)', () => {
    for (const child_ages of ['5', '5,9,3', '1,9', '12,9', '5,x', '5,', '5.5,9', '-3,9'])
      expect(issues(search({ children: 2, child_ages })), child_ages).toEqual([['child_ages', 'validation.child_ages']]);
    for (const infant_ages of ['', '0,1', '2', 'a'])
      expect(issues(search({ infants: 1, infant_ages })), infant_ages).toEqual([['infant_ages', 'validation.infant_ages']]);
    expect(issues(search({ children: 1, child_ages: '8', infants: 0, infant_ages: '1' }))).toEqual([
      ['infant_ages', 'validation.infant_ages'],
    ]);
  });
});
