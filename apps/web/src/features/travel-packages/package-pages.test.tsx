import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { headerImageOf, imageOf } from '@/components/images/image-test-fixtures';
import { failure, listOf, ok, renderScreen, stubApi, type TApiAnswer, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import {
  AgentUmrahPackageDetailsScreen,
  AgentUmrahPackagesScreen,
  HolidaysPage,
  UmrahPackageDetailsPage,
  UmrahPackagesPage,
} from './area-screens';
import { departureFixture, publicUmrahFixture, umrahFixture } from './package-fixture';

beforeAll(() => setupI18n(['packages', 'images']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const query = (call: TApiCall) => Object.fromEntries(call.url.searchParams);
const visitor = null;
const HEADER_IMAGES = /^\/api\/(holiday|umrah)-header-images$/;
/** The list's answer, and the page's header images (none unless given). */
const catalogue =
  (answer: () => TApiAnswer, headers: TApiAnswer = listOf([])) =>
  (call: TApiCall) =>
    HEADER_IMAGES.test(call.url.pathname) ? headers : answer();
/** The calls for the list itself (not its hero's). */
const listCalls = (calls: TApiCall[]) => calls.filter((c) => !HEADER_IMAGES.test(c.url.pathname));

describe('the storefront lists', () => {
  it('shows each package as a card with its from price and next departure, opening its page', async () => {
    const calls = stubApi(catalogue(() => listOf([publicUmrahFixture()])));
    renderScreen(<UmrahPackagesPage />, { path: '/umra-packages', route: '/umra-packages', user: visitor });
    const link = await screen.findByRole('link', { name: 'Umrah Economy' });
    expect(link.getAttribute('href')).toBe('/umrah-package-details/umrah-economy');
    expect(screen.getByRole('heading', { level: 1, name: 'Umrah packages' })).toBeTruthy();
    expect(screen.getByText('PKR 350,000.00')).toBeTruthy();
    expect(screen.getByText('10 Mar 2027')).toBeTruthy();
    expect(screen.getByText(/7 nights/)).toBeTruthy();
    expect(listCalls(calls)[0]!.url.pathname).toBe('/api/umrah-packages');
    expect(query(listCalls(calls)[0]!)).toEqual({ page: '1', per_page: '12', sort: 'departure_date', order: 'asc' });
  });

  it("shows a package's first picture on its card (lazy, in a box of its own size), and none without one", async () => {
    const pictures = [1, 2].map((n) => ({ image_id: imageOf(n).id, image: imageOf(n), alt_en: `Picture ${n}`, alt_ar: null }));
    stubApi(
      catalogue(() =>
        listOf([
          publicUmrahFixture({ gallery: pictures }),
          publicUmrahFixture({ id: '0190a0a0-0000-7000-8000-0000000000b2', slug: 'plain', title_en: 'Plain Umrah' }),
        ]),
      ),
    );
    const { container } = renderScreen(<UmrahPackagesPage />, { path: '/umra-packages', route: '/umra-packages', user: visitor });
    await screen.findByRole('link', { name: 'Plain Umrah' });
    const images = [...container.querySelectorAll('.package-card img')];
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe(imageOf(1).url);
    expect(images[0]!.getAttribute('srcset')).toBe(imageOf(1).srcset);
    expect(images[0]!.getAttribute('loading')).toBe('lazy');
    expect(images[0]!.getAttribute('sizes')).toBeTruthy();
    // The title names the card; its picture is decoration.
    expect(images[0]!.getAttribute('alt')).toBe('');
    expect(container.querySelectorAll('.package-card__picture')).toHaveLength(2);
  });

  it('sends the filters of the address bar (a range typed the wrong way round read the right way) and applies new ones', async () => {
    const calls = stubApi(catalogue(() => listOf([])));
    renderScreen(<HolidaysPage />, {
      path: '/holidays',
      route: '/holidays?destination=Dubai&month=2027-03&nights_min=9&nights_max=4&price_max=200,000&sort=price_low&month_typo=1',
      user: visitor,
    });
    expect(await screen.findByText('Nothing Found')).toBeTruthy();
    expect(listCalls(calls)[0]!.url.pathname).toBe('/api/holidays');
    expect(query(listCalls(calls)[0]!)).toEqual({
      page: '1',
      per_page: '12',
      sort: 'price',
      order: 'asc',
      destination: 'Dubai',
      month: '2027-03',
      nights_min: '4',
      nights_max: '9',
      price_max: '20000000',
    });
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Istanbul' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show packages' }));
    await waitFor(() => expect(query(listCalls(calls).at(-1)!).destination).toBe('Istanbul'));
    expect(screen.getByTestId('location').textContent).toContain('destination=Istanbul');
  });

  it('says when the list cannot be loaded, and retries', async () => {
    let fail = true;
    stubApi(catalogue(() => (fail ? failure(500, 'internal_error', 'Something went wrong.') : listOf([publicUmrahFixture()]))));
    renderScreen(<UmrahPackagesPage />, { path: '/umra-packages', route: '/umra-packages', user: visitor });
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Umrah Economy' })).toBeTruthy();
  });
  it("opens under the kind's header images, the first one fetched first; the agent's list has none", async () => {
    const image = headerImageOf(1, { kind: 'umrah', alt_en: 'The Haram at dusk' });
    const calls = stubApi(catalogue(() => listOf([publicUmrahFixture()]), listOf([image])));
    renderScreen(<UmrahPackagesPage />, { path: '/umra-packages', route: '/umra-packages', user: visitor });
    const hero = await screen.findByRole('img', { name: 'The Haram at dusk' });
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.closest('section')!.querySelector('h1')!.textContent).toBe('Umrah packages');
    expect(calls.some((c) => c.url.pathname === '/api/umrah-header-images')).toBe(true);
    cleanup();

    const agentCalls = stubApi(catalogue(() => listOf([publicUmrahFixture()]), listOf([image])));
    renderScreen(<AgentUmrahPackagesScreen />, {
      path: '/agent/umrah-packages',
      route: '/agent/umrah-packages',
      user: buildUser({ role: 'agent' }),
    });
    expect(await screen.findByRole('link', { name: 'Umrah Economy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Umrah packages' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(agentCalls.some((c) => HEADER_IMAGES.test(c.url.pathname))).toBe(false);
  });
});

describe("a package's page", () => {
  it('shows the facts, itinerary, hotels, lists and departures, with a Book link for each one on sale', async () => {
    const full = departureFixture({
      id: '0190a0a0-0000-7000-8000-0000000000d2',
      date: '2027-04-01',
      availability: 'full',
      sellable: false,
      seats_left: 0,
    });
    const item = { ...umrahFixture(), departures: [departureFixture(), full] };
    const calls = stubApi(() => ok({ umrah_package: publicUmrahFixture({ departures: item.departures }) }));
    renderScreen(<UmrahPackageDetailsPage />, {
      path: '/umrah-package-details/:slug',
      route: '/umrah-package-details/umrah-economy',
      user: visitor,
    });
    await screen.findByRole('heading', { level: 1, name: 'Umrah Economy' });
    expect(calls[0]!.url.pathname).toBe('/api/umrah-packages/slug/umrah-economy');
    expect(screen.getByText('Makkah, Saudi Arabia')).toBeTruthy();
    expect(screen.getByText('Air-conditioned bus')).toBeTruthy();
    expect(screen.getByText('close').tagName).toBe('STRONG');
    expect(screen.getByText('Umrah after check-in.')).toBeTruthy();
    expect(screen.getByText('250 m walk to the Haram')).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 stars' })).toBeTruthy();
    expect(screen.getByText('Mount Uhud')).toBeTruthy();
    expect(screen.getByText('28 seats left')).toBeTruthy();
    expect(screen.getByText('Full')).toBeTruthy();
    const book = screen.getAllByRole('link', { name: /^Book Umrah Economy departing/ });
    expect(book.map((a) => a.getAttribute('href'))).toEqual([
      `/umrah-package-details/umrah-economy/book?departure=${departureFixture().id}`,
    ]);
    expect(screen.getAllByText('PKR 350,000.00').length).toBeGreaterThan(0);
  });

  it('shows the gallery: the first picture at once, the others lazily, each with its size and description', async () => {
    const gallery = [
      { image_id: imageOf(1).id, image: imageOf(1, 1600, 900), alt_en: 'The Haram at dawn', alt_ar: 'الحرم فجرًا' },
      { image_id: imageOf(2).id, image: imageOf(2, 600, 800), alt_en: null, alt_ar: null },
      { image_id: imageOf(3).id, image: imageOf(3), alt_en: 'A room', alt_ar: null },
    ];
    stubApi(() => ok({ umrah_package: publicUmrahFixture({ gallery }) }));
    renderScreen(<UmrahPackageDetailsPage />, {
      path: '/umrah-package-details/:slug',
      route: '/umrah-package-details/umrah-economy',
      user: visitor,
    });
    const section = await screen.findByRole('region', { name: 'Pictures' });
    const images = within(section).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['The Haram at dawn', 'Umrah Economy, picture 2 of 3', 'A room']);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]!.getAttribute('fetchpriority')).toBeNull();
    expect([images[0]!.getAttribute('width'), images[0]!.getAttribute('height')]).toEqual(['1600', '900']);
    expect(images[1]!.getAttribute('srcset')).toBe(imageOf(2).srcset);
  });

  it('has no gallery section for a package without pictures', async () => {
    stubApi(() => ok({ umrah_package: publicUmrahFixture() }));
    renderScreen(<UmrahPackageDetailsPage />, {
      path: '/umrah-package-details/:slug',
      route: '/umrah-package-details/umrah-economy',
      user: visitor,
    });
    await screen.findByRole('heading', { level: 1, name: 'Umrah Economy' });
    expect(screen.queryByRole('region', { name: 'Pictures' })).toBeNull();
  });

  it("shows an agent its own price and books under the agent's pages", async () => {
    const { from_price_minor: _from, departures, ...rest } = publicUmrahFixture();
    const agentView = {
      ...rest,
      agent_from_price_minor: 33_000_000,
      departures: departures.map(({ double_price_minor: _d, ...d }) => ({ ...d, agent_double_price_minor: 33_000_000 })),
    };
    stubApi(() => ok({ umrah_package: agentView }));
    renderScreen(<AgentUmrahPackageDetailsScreen />, {
      path: '/agent/umrah-package-details/:slug',
      route: '/agent/umrah-package-details/umrah-economy',
      user: buildUser({ role: 'agent' }),
    });
    const book = await screen.findByRole('link', { name: /^Book Umrah Economy departing/ });
    expect(book.getAttribute('href')).toBe(`/agent/umrah-package-details/umrah-economy/book?departure=${departureFixture().id}`);
    expect(screen.getAllByText('PKR 330,000.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('PKR 350,000.00')).toBeNull();
  });

  it('says when the package is not there', async () => {
    stubApi(() => failure(404, 'not_found', 'Not found.'));
    renderScreen(<UmrahPackageDetailsPage />, {
      path: '/umrah-package-details/:slug',
      route: '/umrah-package-details/gone',
      user: visitor,
    });
    expect(await screen.findByText('Not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Umrah packages' }).getAttribute('href')).toBe('/umra-packages');
  });
});
