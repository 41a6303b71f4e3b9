import type { TGroupTravelOffer } from '@safar/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bannerOf, imageOf } from '@/components/images/image-test-fixtures';
import { listOf, ok, renderScreen, stubApi, type TApiAnswer, type TApiCall } from '@/features/testing/people-harness';
import { publicUmrahFixture } from '@/features/travel-packages/package-fixture';
import { publicVisaFixture } from '@/features/visas/visa-fixture';
import { startGet } from '@/lib/api';
import { setupI18n } from '@/test/setup-i18n';
import { HOME_READS } from './first-reads';
import { Home } from './home';

beforeAll(() => setupI18n(['home', 'layout', 'flights', 'air', 'users', 'images']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const offer = (over: Partial<TGroupTravelOffer> = {}): TGroupTravelOffer => ({
  id: '0190a0a0-0000-7000-8000-0000000003a1',
  reference: 'GT-100001',
  title: null,
  trip_type: 'return',
  airline: { code: 'SV', name: 'Saudia' },
  origin: { code: 'KHI', city: 'Karachi' },
  destination: { code: 'JED', city: 'Jeddah' },
  departure_date: '2027-02-12',
  return_date: '2027-02-19',
  cabin_class: 'economy',
  seats_left: 12,
  adult_price_minor: 12_500_000,
  currency: 'PKR',
  booking_cutoff_at: '2027-02-05T12:00:00.000Z',
  ...over,
});

const holiday = publicUmrahFixture({
  id: '0190a0a0-0000-7000-8000-0000000000c1',
  kind: 'holiday',
  slug: 'dubai-city-break',
  title_en: 'Dubai city break',
  title_ar: 'عطلة في دبي',
  country_code: 'AE',
  city_en: 'Dubai',
  city_ar: 'دبي',
  nights: 4,
  gallery: [{ image_id: imageOf(3).id, image: imageOf(3), alt_en: 'The marina', alt_ar: null }],
});

/** The catalogues as the API answers them; `empty` names the ones that have nothing to show. */
function catalogues(empty: string[] = []) {
  const answers: Record<string, TApiAnswer> = {
    '/api/get-promo-images': listOf([bannerOf(1, { link: '/umra-packages' })]),
    '/api/group-travel': ok({ offers: [offer()], launch_at: null }),
    '/api/holidays': listOf([holiday]),
    '/api/umrah-packages': listOf([publicUmrahFixture()]),
    '/api/visas': listOf([publicVisaFixture()]),
  };
  return (call: TApiCall): TApiAnswer => {
    const path = call.url.pathname;
    if (empty.includes(path)) return path === '/api/group-travel' ? ok({ offers: [], launch_at: null }) : listOf([]);
    return answers[path] ?? listOf([]);
  };
}

const openHome = () => renderScreen(<Home />, { path: '/home', route: '/home', user: null });
const section = (name: string) => within(screen.getByRole('heading', { level: 2, name }).closest('section')!);

describe('/home', () => {
  it('shows the offers and a few of each catalogue, each card opening its page, with a link to the whole catalogue', async () => {
    const calls = stubApi(catalogues());
    openHome();

    // The first render of the file loads the page's modules: give it longer than the default second.
    const groups = within((await screen.findByRole('heading', { level: 2, name: 'Group tickets' }, { timeout: 5000 })).closest('section')!);
    const route = groups.getByRole('link', { name: 'Karachi → Jeddah' });
    expect(route.getAttribute('href')).toBe(
      '/flight/search?trip_type=round_trip&origin=KHI&destination=JED&departure_date=2027-02-12&return_date=2027-02-19&adults=1&children=0&infants=0&cabin_class=economy',
    );
    expect(groups.getByText('Saudia · Return')).toBeTruthy();
    expect(groups.getByText('PKR 125,000.00')).toBeTruthy();
    expect(groups.getByRole('link', { name: 'See all group tickets' }).getAttribute('href')).toBe('/group-tickets-main');

    const holidays = section('Holidays');
    expect(holidays.getByRole('link', { name: 'Dubai city break' }).getAttribute('href')).toBe('/holiday-details/dubai-city-break');
    expect(holidays.getByText(/4 nights/)).toBeTruthy();
    expect(holidays.getByText('Departs 10 Mar 2027')).toBeTruthy();
    expect(holidays.getByText('PKR 350,000.00')).toBeTruthy();
    expect(holidays.getByRole('link', { name: 'See all holidays' }).getAttribute('href')).toBe('/holidays');
    // The package's first picture, lazily (below the first screen) and as decoration (the title names the card).
    const picture = holidays.getByRole('listitem').querySelector('img')!;
    expect(picture.getAttribute('src')).toBe(imageOf(3).url);
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('alt')).toBe('');

    const umrah = section('Umrah packages');
    expect(umrah.getByRole('link', { name: 'Umrah Economy' }).getAttribute('href')).toBe('/umrah-package-details/umrah-economy');
    expect(umrah.getByRole('listitem').querySelector('img')).toBeNull();
    expect(umrah.getByRole('link', { name: 'See all Umrah packages' }).getAttribute('href')).toBe('/umra-packages');

    const visas = section('Visas');
    expect(visas.getByRole('link', { name: 'UAE tourist visa, 30 days' }).getAttribute('href')).toBe(
      '/visa-details/uae-tourist-visa-30-days',
    );
    expect(visas.getByText('PKR 35,000.00')).toBeTruthy();
    expect(visas.getByRole('link', { name: 'See all visas' }).getAttribute('href')).toBe('/visa');

    // The live banner, linking where admin pointed it.
    const offers = within(screen.getByRole('region', { name: 'Offers' }));
    expect(offers.getByRole('link', { name: /Banner 1/ }).getAttribute('href')).toBe('/umra-packages');

    // A handful of each, on sale: what visitors see, for staff too.
    const query = (path: string) => Object.fromEntries(calls.find((c) => c.url.pathname === path)!.url.searchParams);
    expect(query('/api/holidays')).toEqual({ per_page: '4', status: 'published', sort: 'departure_date', order: 'asc' });
    expect(query('/api/umrah-packages')).toEqual({ per_page: '4', status: 'published', sort: 'departure_date', order: 'asc' });
    expect(query('/api/visas')).toEqual({ per_page: '4', status: 'published', sort: 'title' });
  });

  it('leaves out a catalogue with nothing on sale, and the offers when none is live', async () => {
    stubApi(catalogues(['/api/umrah-packages', '/api/group-travel', '/api/get-promo-images']));
    openHome();
    expect(await screen.findByRole('heading', { level: 2, name: 'Visas' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Holidays' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Umrah packages' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'Group tickets' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See all Umrah packages' })).toBeNull();
  });

  it('shows no catalogue section when the catalogues cannot be read', async () => {
    stubApi(() => ({ status: 500, body: { success: false, data: null, message: { status: 'error', code: 'internal_error' } } }));
    openHome();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What we offer' })).toBeTruthy();
    for (const name of ['Group tickets', 'Holidays', 'Umrah packages', 'Visas'])
      expect(screen.queryByRole('heading', { level: 2, name })).toBeNull();
  });

  it('links every product tile to its page; only hotels, not sold online yet, are "coming soon"', () => {
    stubApi(catalogues(['/api/holidays', '/api/umrah-packages', '/api/visas', '/api/group-travel', '/api/get-promo-images']));
    openHome();
    const products = section('What we offer');
    const tiles = products.getAllByRole('listitem');
    expect(tiles).toHaveLength(9);
    expect(products.getAllByText('This feature is coming soon!')).toHaveLength(1);
    const hotels = tiles.find((tile) => within(tile).queryByRole('heading', { name: 'Hotels' }))!;
    expect(within(hotels).getByText('This feature is coming soon!')).toBeTruthy();
    expect(within(hotels).queryByRole('link')).toBeNull();
    const links = Object.fromEntries(products.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual({
      Flights: '/flight/search',
      Visas: '/visa',
      Holidays: '/holidays',
      'Umrah packages': '/umra-packages',
      'Group tickets': '/group-tickets-main',
      'Travel insurance': '/travel-insurance',
      'Car rental': '/cars',
      Tours: '/tours',
    });
  });

  it('states the agency’s facts and answers its questions in disclosures', () => {
    stubApi(catalogues());
    const { container } = openHome();
    const facts = within(screen.getByRole('region', { name: 'Safar in numbers' }));
    for (const text of ['Over 500 airlines', 'Established 2010', 'Up to 40% savings on hotels', 'Monday to Saturday', '9AM to 6PM'])
      expect(facts.getByText(text)).toBeTruthy();
    const faq = section('Frequently asked questions');
    expect(faq.getByText('When can I reach you?')).toBeTruthy();
    const disclosures = container.querySelectorAll('#faq details');
    expect(disclosures.length).toBeGreaterThan(3);
    for (const d of disclosures) {
      expect(d.querySelector('summary')).toBeTruthy();
      expect((d as HTMLDetailsElement).open).toBe(false);
    }
  });
});

describe('the reads the home page starts ahead', () => {
  it('are the sections’ own: started before the page renders, each address is asked once', async () => {
    const calls = stubApi(catalogues());
    for (const [path, query] of HOME_READS) void startGet(path, query);
    openHome();
    expect(await screen.findByRole('link', { name: 'UAE tourist visa, 30 days' }, { timeout: 5000 })).toBeTruthy();
    await screen.findByRole('link', { name: 'Dubai city break' });
    await screen.findByRole('link', { name: 'Karachi → Jeddah' });
    await screen.findByRole('region', { name: 'Offers' });
    const catalogueCalls = calls.filter((c) => HOME_READS.some(([path]) => `/api${path}` === c.url.pathname));
    expect(catalogueCalls.map((c) => c.url.pathname).sort()).toEqual([
      '/api/get-promo-images',
      '/api/group-travel',
      '/api/holidays',
      '/api/umrah-packages',
      '/api/visas',
    ]);
  });
});
