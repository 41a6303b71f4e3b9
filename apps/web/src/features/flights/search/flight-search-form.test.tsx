import { daysBefore } from '@safar/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, ok, type TApiAnswer, type TApiCall } from '@/features/testing/people-harness';
import { airportAnswer, pickAirport } from './airport-test-kit';
import { setupI18n } from '@/test/setup-i18n';
import { FlightSearchForm } from './flight-search-form';
import { browserToday, readPreviousSearch, searchFromParams, searchQueryString, valuesFromRecord } from './search-params';

// The first screen of a file loads its translations and chunks: slower than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => setupI18n(['flights', 'air', 'users']));
beforeEach(() => localStorage.removeItem('previous_search'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const today = browserToday();
const inDays = (n: number) => daysBefore(today, -n);
const route = { path: '/home', route: '/home', user: null };
const open = (props: Partial<Parameters<typeof FlightSearchForm>[0]> = {}) =>
  renderScreen(<FlightSearchForm resultsPath="/flight/search" {...props} />, route);
const field = (label: RegExp) =>
  (/^\^(From|To)/.test(label.source) ? screen.getByRole('combobox', { name: label }) : screen.getByLabelText(label)) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

/** The API: airports for the pickers, `other` for every other call. */
const api = (other: (call: TApiCall) => TApiAnswer = () => ok({})) => stubApi((call) => airportAnswer(call) ?? other(call));
const pick = pickAirport;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
const location = () => screen.getByTestId('location').textContent;
const stepper = (name: string) => screen.getByRole('group', { name });

describe('the flight search form', () => {
  it('refuses an incomplete search with the toast and a message on each field, and searches nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = stubApi(() => ok({}));
    open();
    await screen.findByRole('form', { name: 'Search flights' });
    submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Please ensure that these fields are filled properly.'));
    expect(screen.getAllByText('Choose an airport (a three-letter code).')).toHaveLength(2);
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(field(/^Departure date/).getAttribute('aria-invalid')).toBe('true');
    expect(location()).toBe('/home');
    expect(calls).toHaveLength(0);
  });

  it('checks the rules of the API: different airports, a return for a round trip not before the departure, no date in the past', async () => {
    api();
    vi.spyOn(toast, 'error');
    open();
    await screen.findByRole('form', { name: 'Search flights' });
    await pick(/^From/, 'khi');
    await pick(/^To/, 'KHI');
    type(/^Departure date/, daysBefore(today, 1));
    fireEvent.click(screen.getByRole('radio', { name: 'Round trip' }));
    submit();
    expect(await screen.findByText('Origin and destination must be different airports.')).toBeTruthy();
    expect(screen.getByText('This date has passed.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy(); // the return date

    await pick(/^To/, 'dxb');
    type(/^Departure date/, inDays(10));
    type(/^Return date/, inDays(5));
    submit();
    expect(await screen.findByText('The return cannot be before the departure.')).toBeTruthy();
    // A corrected field loses its message.
    type(/^Return date/, inDays(12));
    expect(screen.queryByText('The return cannot be before the departure.')).toBeNull();
    expect(field(/^Departure date/).min).toBe(today);
    expect(field(/^Return date/).min).toBe(inDays(10));
  });

  it('keeps passengers within the limits: 1–9 seated, no more infants than adults', async () => {
    open();
    const adults = await screen.findByRole('group', { name: /^Adults/ });
    const infants = stepper('Infants');
    const children = stepper('Children');
    expect(within(adults).getByRole('button', { name: 'Remove an adult' }).getAttribute('aria-disabled')).toBe('true');
    // One adult: one infant at most.
    fireEvent.click(within(infants).getByRole('button', { name: 'Add an infant' }));
    expect(within(infants).getByRole('button', { name: 'Add an infant' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(infants).getByRole('button', { name: 'Add an infant' }));
    expect(within(infants).getByRole('status').textContent).toBe('1');
    // Nine seats at most, adults and children together.
    for (let i = 0; i < 12; i++) fireEvent.click(within(children).getByRole('button', { name: 'Add a child' }));
    expect(within(children).getByRole('status').textContent).toBe('8');
    expect(within(adults).getByRole('button', { name: 'Add an adult' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(children).getByRole('button', { name: 'Remove a child' }));
    fireEvent.click(within(adults).getByRole('button', { name: 'Add an adult' }));
    fireEvent.click(within(infants).getByRole('button', { name: 'Add an infant' }));
    expect(within(infants).getByRole('status').textContent).toBe('2');
    expect((screen.getByRole('combobox', { name: 'Age of infant 2' }) as HTMLSelectElement).value).toBe('1');
    // Fewer adults take their infants (and the infants' ages) with them.
    fireEvent.click(within(adults).getByRole('button', { name: 'Remove an adult' }));
    expect(within(infants).getByRole('status').textContent).toBe('1');
    expect(screen.queryByRole('combobox', { name: 'Age of infant 2' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Age of infant 1' })).toBeTruthy();
  });

  it('swaps the airports, then opens the results with the search in the address and remembers it', async () => {
    api();
    open();
    await screen.findByRole('form', { name: 'Search flights' });
    fireEvent.click(screen.getByRole('radio', { name: 'Round trip' }));
    await pick(/^From/, 'DXB');
    await pick(/^To/, 'khi');
    fireEvent.click(screen.getByRole('button', { name: 'Swap origin and destination' }));
    await waitFor(() => expect(field(/^From/).value).toMatch(/^KHI —/));
    expect(field(/^To/).value).toMatch(/^DXB —/);
    type(/^Departure date/, inDays(20));
    type(/^Return date/, inDays(27));
    fireEvent.click(within(stepper('Children')).getByRole('button', { name: 'Add a child' }));
    fireEvent.click(within(stepper('Children')).getByRole('button', { name: 'Add a child' }));
    // Each child starts at the age a supplier assumes; one is chosen.
    expect((screen.getByRole('combobox', { name: 'Age of child 1' }) as HTMLSelectElement).value).toBe('8');
    fireEvent.change(screen.getByRole('combobox', { name: 'Age of child 2' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Cabin class' }), { target: { value: 'business' } });
    submit();
    await waitFor(() =>
      expect(location()).toBe(
        `/flight/search?trip_type=round_trip&origin=KHI&destination=DXB&departure_date=${inDays(20)}&return_date=${inDays(27)}&adults=1&children=2&infants=0&child_ages=8%2C3&cabin_class=business`,
      ),
    );
    expect(JSON.parse(localStorage.getItem('previous_search')!)).toMatchObject({
      origin: 'KHI',
      destination: 'DXB',
      children: 2,
      child_ages: [8, 3],
    });
  });

  it('offers multi-city and sends it as typed: the API answers whether it can search it', async () => {
    api();
    open({ resultsPath: '/agent/flights' });
    await screen.findByRole('form', { name: 'Search flights' });
    fireEvent.click(screen.getByRole('radio', { name: 'Multi-city' }));
    expect(screen.queryByLabelText(/^Return date/)).toBeNull();
    await pick(/^From/, 'KHI');
    await pick(/^To/, 'JED');
    type(/^Departure date/, inDays(3));
    submit();
    await waitFor(() => expect(location()).toContain('/agent/flights?trip_type=multi_city&origin=KHI&destination=JED'));
  });

  it('starts from the last search, without dates that have passed; a page showing a search starts from it', async () => {
    api();
    localStorage.setItem(
      'previous_search',
      JSON.stringify({
        trip_type: 'round_trip',
        origin: 'LHE',
        destination: 'JED',
        departure_date: inDays(4),
        return_date: inDays(9),
        adults: 2,
      }),
    );
    open();
    await screen.findByRole('form', { name: 'Search flights' });
    await waitFor(() => expect(field(/^From/).value).toMatch(/^LHE —/));
    expect(field(/^Return date/).value).toBe(inDays(9));
    expect(within(stepper('Adults')).getByRole('status').textContent).toBe('2');
    cleanup();

    localStorage.setItem('previous_search', JSON.stringify({ origin: 'LHE', destination: 'JED', departure_date: '2020-01-01' }));
    expect(readPreviousSearch(today)).toEqual({ origin: 'LHE', destination: 'JED' });
    open({
      current: { origin: 'ISB', destination: 'DOH', departure_date: inDays(1) },
      initialErrors: { destination: 'No flights serve DOH.' },
    });
    await screen.findByRole('form', { name: 'Search flights' });
    await waitFor(() => expect(field(/^From/).value).toMatch(/^ISB —/));
    expect(screen.getByText('No flights serve DOH.')).toBeTruthy();
  });
});

describe('the search in the address bar', () => {
  it('reads a complete search, in a fixed order, and nothing from an incomplete one', () => {
    const query = searchFromParams(
      new URLSearchParams('destination=dxb&origin=KHI&departure_date=2026-12-10&return_date=2026-12-01&adults=2'),
    );
    expect(query).toMatchObject({ trip_type: 'one_way', origin: 'KHI', destination: 'DXB', adults: 2, return_date: undefined });
    expect(searchQueryString(query!)).toBe(
      'trip_type=one_way&origin=KHI&destination=DXB&departure_date=2026-12-10&adults=2&children=0&infants=0&cabin_class=economy',
    );
    expect(searchFromParams(new URLSearchParams('origin=KHI'))).toBeNull();
    expect(searchFromParams(new URLSearchParams('time=morning'))).toBeNull();
    expect(valuesFromRecord({ origin: 'K1I', adults: '12', infants: '1', cabin_class: 'luxury', trip_type: 'multi_city' })).toEqual({
      infants: 1,
      trip_type: 'multi_city',
    });
  });

  it("carries the children's and infants' ages only when there are some, and reads them back", () => {
    const query = searchFromParams(
      new URLSearchParams(
        'origin=KHI&destination=DXB&departure_date=2026-12-10&adults=2&children=2&infants=1&child_ages=5,9&infant_ages=0',
      ),
    );
    expect(query).toMatchObject({ child_ages: [5, 9], infant_ages: [0] });
    expect(searchQueryString(query!)).toBe(
      'trip_type=one_way&origin=KHI&destination=DXB&departure_date=2026-12-10&adults=2&children=2&infants=1&child_ages=5%2C9&infant_ages=0&cabin_class=economy',
    );
    // Ages that do not fit the counts make no search; an address without ages (an old link) still does.
    expect(
      searchFromParams(new URLSearchParams('origin=KHI&destination=DXB&departure_date=2026-12-10&children=2&child_ages=5')),
    ).toBeNull();
    expect(searchFromParams(new URLSearchParams('origin=KHI&destination=DXB&departure_date=2026-12-10&children=2'))).toMatchObject({
      children: 2,
    });
    // From the address, and from the API's or the stored previous search.
    expect(valuesFromRecord({ child_ages: '5,9', infant_ages: [0] })).toEqual({ child_ages: [5, 9], infant_ages: [0] });
    expect(valuesFromRecord({ child_ages: '5,12', infant_ages: 'x' })).toEqual({});
  });
});
