import type { TInsuranceQuote } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AgentTravelInsuranceScreen, TravelInsuranceScreen } from './travel-insurance-screen';

beforeAll(() => setupI18n(['travel_insurance']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const QUOTE_ID = '0190a0a0-0000-7000-8000-0000000000f1';
const PLAN_ID = '0190a0a0-0000-7000-8000-0000000000a1';
/** A day `n` days from now on this machine, YYYY-MM-DD. */
const day = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const plan = {
  id: PLAN_ID,
  slug: 'schengen-basic',
  name_en: 'Schengen Basic',
  name_ar: 'شنغن الأساسية',
  summary_en: 'Medical cover for Schengen visas.',
  summary_ar: null,
  insurer_name: 'Takaful Test',
  regions: ['schengen' as const],
  max_trip_days: 90,
  benefits: [{ label_en: 'Medical expenses', label_ar: 'النفقات الطبية', covered_minor: 500_000_000 }],
};

function quote(overrides: Partial<TInsuranceQuote> = {}): TInsuranceQuote {
  return {
    id: QUOTE_ID,
    expires_at: '2030-01-01T00:00:00.000Z',
    price_view: 'public',
    region: 'schengen',
    start_date: day(10),
    end_date: day(19),
    trip_days: 10,
    travellers: [{ age: 40 }, { age: 8 }],
    plans: [
      {
        plan,
        currency: 'PKR',
        travellers: [
          { age: 40, price_minor: 300_000 },
          { age: 8, price_minor: 150_000 },
        ],
        total_price_minor: 450_000,
      },
    ],
    unavailable: [],
    ...overrides,
  };
}

const visitorPage = (route = '/travel-insurance') =>
  renderScreen(<TravelInsuranceScreen />, { path: '/travel-insurance', route, user: null });
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fillTrip() {
  fill(/^Destination/, 'schengen');
  fill(/^First day of the trip/, day(10));
  fill(/^Last day of the trip/, day(19));
  fill(/^Travellers/, '2');
  fill(/^Traveller 1: age/, '40');
  fill(/^Traveller 2: age/, '8');
}

describe('/travel-insurance', () => {
  it('asks for a quote with the trip and shows each plan with its price, benefits and a Buy link; the trip stays in the address', async () => {
    const calls = stubApi(() => ok({ quote: quote() }));
    visitorPage();
    fillTrip();
    fireEvent.click(screen.getByRole('button', { name: 'Show plans' }));

    const card = within(await screen.findByRole('article', { name: 'Schengen Basic' }));
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/travel-insurance/quotes');
    expect(calls[0]!.body).toEqual({ region: 'schengen', start_date: day(10), end_date: day(19), travellers: [{ age: 40 }, { age: 8 }] });
    expect(card.getByText('PKR 4,500.00')).toBeTruthy();
    expect(card.getByText('Traveller 2 (age 8)')).toBeTruthy();
    expect(card.getByText('PKR 1,500.00')).toBeTruthy();
    expect(card.getByText('Medical expenses')).toBeTruthy();
    expect(card.getByText('PKR 5,000,000.00')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Buy Schengen Basic' }).getAttribute('href')).toBe(
      `/travel-insurance/buy?quote=${QUOTE_ID}&plan=${PLAN_ID}`,
    );
    expect(screen.getByTestId('location').textContent).toBe(
      `/travel-insurance?region=schengen&start=${day(10)}&end=${day(19)}&ages=40%2C8`,
    );
  });

  it('asks again as the page opens with a trip in its address', async () => {
    const calls = stubApi(() => ok({ quote: quote() }));
    visitorPage(`/travel-insurance?region=schengen&start=${day(10)}&end=${day(19)}&ages=40,8`);
    expect(await screen.findByRole('article', { name: 'Schengen Basic' })).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect((screen.getByLabelText(/^Traveller 2: age/) as HTMLInputElement).value).toBe('8');
  });

  it('says what is wrong before asking: a start in the past, an end before the start, a missing age', async () => {
    const calls = stubApi(() => failure(500, 'internal_error', ''));
    visitorPage();
    fillTrip();
    fill(/^First day of the trip/, day(-1));
    fireEvent.click(screen.getByRole('button', { name: 'Show plans' }));
    expect(await screen.findByText('The trip must start today or later.')).toBeTruthy();
    fill(/^First day of the trip/, day(20));
    fill(/^Traveller 2: age/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Show plans' }));
    await waitFor(() => expect(screen.getByLabelText(/^Traveller 2: age/).getAttribute('aria-invalid')).toBe('true'));
    fill(/^Traveller 2: age/, '8');
    fireEvent.click(screen.getByRole('button', { name: 'Show plans' }));
    expect(await screen.findByText('The trip cannot end before it starts.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says why nothing was found: no plan for the destination, or each plan’s reason', async () => {
    stubApi(() => ok({ quote: quote({ id: null, expires_at: null, plans: [], unavailable: [] }) }));
    visitorPage();
    fillTrip();
    fireEvent.click(screen.getByRole('button', { name: 'Show plans' }));
    expect(
      await screen.findByText('We have no plan for trips to Schengen area yet. Try a wider destination, such as worldwide.'),
    ).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();

    stubApi(() =>
      ok({
        quote: quote({
          id: null,
          expires_at: null,
          plans: [],
          unavailable: [
            {
              plan: { id: PLAN_ID, name_en: 'Schengen Basic', name_ar: 'شنغن', insurer_name: 'Takaful Test' },
              reason: 'age_not_covered',
              ages: [82],
              max_trip_days: 90,
            },
          ],
        }),
      }),
    );
    visitorPage();
    fillTrip();
    fireEvent.click(screen.getByRole('button', { name: 'Show plans' }));
    expect(await screen.findByRole('heading', { name: 'No plan covers this trip' })).toBeTruthy();
    expect(screen.getByText(/not available for travellers aged 82/)).toBeTruthy();
  });

  it('shows a failure with a retry, and the server’s field message on its field', async () => {
    let answer = failure(500, 'internal_error', 'Something went wrong.');
    const calls = stubApi(() => answer);
    visitorPage();
    fillTrip();
    fireEvent.click(screen.getByRole('button', { name: 'Show plans' }));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    answer = ok({ quote: quote() });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Schengen Basic' })).toBeTruthy();
    expect(calls).toHaveLength(2);

    answer = failure(422, 'validation_failed', 'The given data was invalid.', { start_date: ['The trip must start today or later.'] });
    fireEvent.click(screen.getByRole('button', { name: 'Show plans' }));
    expect(await screen.findByText('The trip must start today or later.')).toBeTruthy();
    expect(screen.getByLabelText(/^First day of the trip/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('/agent/travel-insurance', () => {
  it("shows the agency's price and buys under /agent", async () => {
    stubApi(() =>
      ok({
        quote: quote({
          price_view: 'agent',
          plans: [
            {
              plan,
              currency: 'PKR',
              travellers: [
                { age: 40, agent_price_minor: 250_000 },
                { age: 8, agent_price_minor: 120_000 },
              ],
              agent_total_price_minor: 370_000,
            },
          ],
        }),
      }),
    );
    renderScreen(<AgentTravelInsuranceScreen />, {
      path: '/agent/travel-insurance',
      route: '/agent/travel-insurance',
      user: buildUser({ role: 'agent' }),
    });
    fillTrip();
    fireEvent.click(screen.getByRole('button', { name: 'Show plans' }));
    const card = within(await screen.findByRole('article', { name: 'Schengen Basic' }));
    expect(card.getByText('PKR 3,700.00')).toBeTruthy();
    expect(card.getByText("Your agency's price, all travellers")).toBeTruthy();
    await waitFor(() =>
      expect(card.getByRole('link', { name: 'Buy Schengen Basic' }).getAttribute('href')).toBe(
        `/agent/travel-insurance/buy?quote=${QUOTE_ID}&plan=${PLAN_ID}`,
      ),
    );
  });
});
