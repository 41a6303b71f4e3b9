import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { headerImageOf } from '@/components/images/image-test-fixtures';
import { failure, listOf, ok, renderScreen, stubApi, type TApiAnswer, type TApiCall } from '@/features/testing/people-harness';
import { agentVisaFixture, publicVisaFixture } from '@/features/visas/visa-fixture';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AgentVisaDetailsScreen, AgentVisasScreen, PublicVisaDetailsScreen, PublicVisasScreen } from './visa-screens';

beforeAll(() => setupI18n(['visas', 'images']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COUNTRIES = [{ code: 'AE', name: 'United Arab Emirates', phone_code: '971', currency: 'AED', flag: '🇦🇪' }];
const slug = 'uae-tourist-visa-30-days';
/** The countries, the page's header images (none unless given), and `visas` for the catalogue. */
const catalogue =
  (visas: () => TApiAnswer, headers: TApiAnswer = listOf([])) =>
  (call: TApiCall) =>
    call.url.pathname === '/api/countries' ? listOf(COUNTRIES) : call.url.pathname === '/api/visa-header-images' ? headers : visas();

describe('/visa', () => {
  it('lists the published visas as cards and sends the search, country and type from the address bar', async () => {
    const calls = stubApi(catalogue(() => listOf([publicVisaFixture()])));
    renderScreen(<PublicVisasScreen />, { path: '/visa', route: '/visa?country=AE&type=tourist&search=dubai', user: null });
    // The first render of the file loads the page's modules: give it longer than the default second.
    const card = within((await screen.findByRole('heading', { name: 'UAE tourist visa, 30 days' }, { timeout: 4000 })).closest('li')!);
    expect(card.getByText('United Arab Emirates')).toBeTruthy();
    expect(card.getByText('Tourist')).toBeTruthy();
    expect(card.getByText('Single entry')).toBeTruthy();
    expect(card.getByText('3–5 days')).toBeTruthy();
    expect(card.getByText('From')).toBeTruthy();
    expect(card.getByText('PKR 35,000.00')).toBeTruthy();
    expect(card.getByRole('link', { name: 'View details of UAE tourist visa, 30 days' }).getAttribute('href')).toBe(
      `/visa-details/${slug}`,
    );
    const list = calls.find((c) => c.url.pathname === '/api/visas')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({
      search: 'dubai',
      country: 'AE',
      type: 'tourist',
      sort: 'title',
      page: '1',
      per_page: '12',
    });
    fireEvent.change(screen.getByLabelText('Visa type'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/visa?country=AE&search=dubai'));
  });

  it('says "Nothing Found" for an empty list, and offers a retry when the list fails', async () => {
    stubApi(catalogue(() => listOf([])));
    renderScreen(<PublicVisasScreen />, { path: '/visa', route: '/visa', user: null });
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
    cleanup();
    let fail = true;
    stubApi(catalogue(() => (fail ? failure(500, 'internal_error', 'Server error.') : listOf([publicVisaFixture()]))));
    renderScreen(<PublicVisasScreen />, { path: '/visa', route: '/visa', user: null });
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'UAE tourist visa, 30 days' })).toBeTruthy();
  });

  it('opens under the header images admin set, the title over the first one', async () => {
    stubApi(catalogue(() => listOf([publicVisaFixture()]), listOf([headerImageOf(1), headerImageOf(2)])));
    renderScreen(<PublicVisasScreen />, { path: '/visa', route: '/visa', user: null });
    const hero = await screen.findByRole('img', { name: 'Visa hero 1' });
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    const section = hero.closest('section')!;
    expect(section.querySelector('h1')!.textContent).toBe('Visas');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Image 1 of 2')).toBeTruthy();
  });
});

describe('/visa-details/:slug', () => {
  it('shows the facts, prices per applicant, documents and description, with Apply leading to the application', async () => {
    const calls = stubApi(() => ok({ visa: publicVisaFixture({ child_price_minor: 0 }) }));
    renderScreen(<PublicVisaDetailsScreen />, { path: '/visa-details/:slug', route: `/visa-details/${slug}`, user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'UAE tourist visa, 30 days' })).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe(`/api/visas/slug/${slug}`);
    expect(screen.getByText('60 days')).toBeTruthy();
    expect(screen.getByText('30 days')).toBeTruthy();
    const prices = within(screen.getByRole('complementary', { name: 'Prices per applicant' }));
    expect(prices.getByText('PKR 35,000.00')).toBeTruthy();
    expect(prices.getByText('Free')).toBeTruthy();
    expect(prices.getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe(`/visa-details/${slug}/apply`);
    const documents = within(screen.getByRole('list', { name: '' }).closest('section')!);
    expect(documents.getByText('Passport scan')).toBeTruthy();
    expect(documents.getByText('Upload')).toBeTruthy();
    expect(documents.getByText('Keep ready')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How to apply' })).toBeTruthy();
  });

  it('says a visa that is not published is not available', async () => {
    stubApi(() => failure(404, 'not_found', 'Not found.'));
    renderScreen(<PublicVisaDetailsScreen />, { path: '/visa-details/:slug', route: '/visa-details/a-draft', user: null });
    expect(await screen.findByText('This visa is not available. It may have been withdrawn.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All visas' }).getAttribute('href')).toBe('/visa');
  });
});

describe('agent visas', () => {
  const agent = buildUser({ role: 'agent' });

  it('lists the visas at the agent price and links to the agent’s details', async () => {
    stubApi((call) => (call.url.pathname === '/api/countries' ? listOf(COUNTRIES) : listOf([agentVisaFixture()])));
    renderScreen(<AgentVisasScreen />, { path: '/agent/visas', route: '/agent/visas', user: agent });
    const card = within((await screen.findByRole('heading', { name: 'UAE tourist visa, 30 days' })).closest('li')!);
    expect(card.getByText('Your agent price')).toBeTruthy();
    expect(card.getByText('PKR 32,000.00')).toBeTruthy();
    expect(card.getByRole('link', { name: /^View details/ }).getAttribute('href')).toBe(`/agent/visa-details/${slug}`);
  });

  it('shows the agent price on the details, and Apply stays in the agent portal', async () => {
    stubApi(() => ok({ visa: agentVisaFixture() }));
    renderScreen(<AgentVisaDetailsScreen />, { path: '/agent/visa-details/:slug', route: `/agent/visa-details/${slug}`, user: agent });
    const prices = within(await screen.findByRole('complementary', { name: 'Your agent price' }));
    expect(prices.getByText('PKR 32,000.00')).toBeTruthy();
    expect(prices.getByText('PKR 23,000.00')).toBeTruthy();
    expect(prices.getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe(`/agent/visa-details/${slug}/apply`);
  });
});
