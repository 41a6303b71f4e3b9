import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageOf, stubImageUploads, uploadedAnswer } from '@/components/images/image-test-fixtures';
import { failure, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { HolidayFormScreen, UmrahPackageFormScreen } from './admin-screens';
import { departureFixture, umrahFixture } from './package-fixture';

beforeAll(() => setupI18n(['packages', 'users', 'resource', 'images']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });
const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const fill = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

const newUmrah = () =>
  renderScreen(<UmrahPackageFormScreen />, { path: '/admin/new/umrah-package', route: '/admin/new/umrah-package', user: admin });

describe('Umrah package form', () => {
  it('creates a package with POST: itinerary days numbered by their place, hotels, and departure prices in minor units', async () => {
    const calls = stubApi(() => ok({ umrah_package: umrahFixture() }, 'Umrah package saved successfully.'));
    newUmrah();
    await screen.findByRole('heading', { level: 1, name: 'New Umrah package' });
    fill('title_en', 'Umrah Economy');
    fill('title_ar', 'عمرة اقتصادية');
    fill('nights', '7');
    fill('summary_en', 'Seven nights near the Haram.');
    fill('summary_ar', 'سبع ليالٍ قرب الحرم.');

    click('Add a day');
    click('Add a day');
    fill('itinerary.0.title_en', 'Ziyarat');
    fill('itinerary.0.title_ar', 'الزيارات');
    fill('itinerary.1.title_en', 'Arrival');
    fill('itinerary.1.title_ar', 'الوصول');
    // Arrival comes first: moving it up renumbers the days.
    click('Move up: day 2');
    expect(input('itinerary.0.title_en').value).toBe('Arrival');

    click('Add a hotel');
    fill('hotels.0.name', 'Safar Towers');
    fireEvent.change(input('hotels.0.stars'), { target: { value: '5' } });
    fill('hotels.0.nights', '4');
    fill('hotels.0.distance_to_haram_m', '250');

    click('Add a line to Ziyarat');
    fill('ziyarat.0.en', 'Mount Uhud');
    fill('ziyarat.0.ar', 'جبل أحد');

    click('Add a departure');
    fill('departures.0.date', '2027-03-10');
    fill('departures.0.seats_total', '30');
    const prices = {
      double: ['350,000', '330,000'],
      triple: ['310,000', '295,000'],
      quad: ['280,000', '265,000'],
      child: ['200,000', '190,000'],
    };
    for (const [type, [price, agent]] of Object.entries(prices)) {
      fill(`departures.0.${type}_price_minor`, price!);
      fill(`departures.0.agent_${type}_price_minor`, agent!);
    }
    fill('departures.0.infant_price_minor', '0');
    fill('departures.0.agent_infant_price_minor', '0');
    click('Save Umrah package');

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/umrah-packages');
    expect(calls[0]!.body).toMatchObject({
      title_en: 'Umrah Economy',
      status: 'draft',
      destination_city: 'makkah',
      nights: 7,
      itinerary: [
        { day: 1, title_en: 'Arrival', title_ar: 'الوصول' },
        { day: 2, title_en: 'Ziyarat', title_ar: 'الزيارات' },
      ],
      hotels: [{ name: 'Safar Towers', city: 'makkah', stars: 5, nights: 4, distance_to_haram_m: 250 }],
      ziyarat: [{ en: 'Mount Uhud', ar: 'جبل أحد' }],
      departures: [
        {
          date: '2027-03-10',
          seats_total: 30,
          status: 'open',
          double_price_minor: 35_000_000,
          agent_double_price_minor: 33_000_000,
          infant_price_minor: 0,
        },
      ],
    });
    expect(calls[0]!.body).not.toHaveProperty('slug');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/umrah-packages'));
  });

  it('checks the form with the API schema before sending: an agent price above the public one, an amount that is no amount', async () => {
    const calls = stubApi(() => ok({}));
    newUmrah();
    await screen.findByRole('heading', { level: 1, name: 'New Umrah package' });
    click('Add a departure');
    fill('departures.0.double_price_minor', '1,000');
    fill('departures.0.agent_double_price_minor', '2,000');
    fill('departures.0.triple_price_minor', 'abc');
    expect(screen.getByText('Enter an amount as a number, e.g. 25,000.50.')).toBeTruthy();
    click('Save Umrah package');
    expect(await screen.findByText('The agent price cannot be higher than the public price.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(3);
    expect(calls).toHaveLength(0);
  });

  it('edits with ?id=: PATCH /umrah-packages?id=…, the saved departure by id, and a refused field shown on its input', async () => {
    const item = umrahFixture({ departures: [departureFixture({ seats_taken: 2 })] });
    const calls = stubApi((call) =>
      call.method === 'GET'
        ? ok({ umrah_package: item })
        : failure(422, 'validation_failed', 'The given data was invalid.', {
            'departures.0.seats_total': ['2 seats are already booked: the total cannot be lower.'],
          }),
    );
    renderScreen(<UmrahPackageFormScreen />, {
      path: '/admin/update/umrah-package',
      route: `/admin/update/umrah-package?id=${item.id}`,
      user: admin,
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Umrah package' });
    expect(input('title_en').value).toBe('Umrah Economy');
    expect(input('departures.0.double_price_minor').value).toBe('350000.00');
    // A departure with seats booked keeps its date and cannot be removed.
    expect(screen.getByRole('button', { name: 'Remove departure 1' }).hasAttribute('disabled')).toBe(true);
    expect(input('departures.0.date').readOnly).toBe(true);
    fill('departures.0.seats_total', '1');
    click('Save changes');

    await waitFor(() => expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(1));
    const sent = calls.find((c) => c.method !== 'GET')!;
    expect(sent.method).toBe('PATCH');
    expect(`${sent.url.pathname}${sent.url.search}`).toBe(`/api/umrah-packages?id=${item.id}`);
    expect(sent.body).toMatchObject({ departures: [{ id: departureFixture().id, seats_total: 1, double_price_minor: 35_000_000 }] });
    const seats = input('departures.0.seats_total');
    await waitFor(() => expect(seats.getAttribute('aria-invalid')).toBe('true'));
    expect(within(seats.closest('.field')!).getByText('2 seats are already booked: the total cannot be lower.')).toBeTruthy();
  });
});

describe('the gallery of the package form', () => {
  const picture = (n: number, alt_en: string | null = null, alt_ar: string | null = null) => ({
    image_id: imageOf(n).id,
    image: imageOf(n),
    alt_en,
    alt_ar,
  });
  const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

  it('adds, reorders, describes and removes pictures, and sends them in order with their texts', async () => {
    const item = umrahFixture({ gallery: [picture(1, 'Lobby', 'البهو'), picture(2)] });
    const calls = stubApi((call) => ok({ umrah_package: item }, call.method === 'GET' ? undefined : 'Umrah package saved successfully.'));
    const uploads = stubImageUploads(() => uploadedAnswer(imageOf(3)));
    renderScreen(<UmrahPackageFormScreen />, {
      path: '/admin/update/umrah-package',
      route: `/admin/update/umrah-package?id=${item.id}`,
      user: admin,
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Umrah package' });
    const gallery = screen.getByRole('group', { name: 'Pictures' });
    expect(input('gallery.0.alt_en').value).toBe('Lobby');
    expect(input('gallery.0.alt_ar').value).toBe('البهو');
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([imageOf(1).url, imageOf(2).url]);

    // A new picture goes last; the second moves first and keeps its (empty) texts, the first keeps its own.
    fireEvent.change(within(gallery).getByLabelText('Image'), { target: { files: [png('pool.png')] } });
    await waitFor(() => expect(document.querySelector('[name="gallery.2.alt_en"]')).not.toBeNull());
    expect(uploads[0]!.url).toContain('/images');
    click('Move image 2 earlier');
    expect(input('gallery.1.alt_en').value).toBe('Lobby');
    fill('gallery.0.alt_en', 'Rooftop pool');
    fill('gallery.2.alt_ar', 'مسبح');
    click('Remove image 2');
    expect(input('gallery.0.alt_en').value).toBe('Rooftop pool');
    expect(document.querySelector('[name="gallery.2.alt_en"]')).toBeNull();
    click('Save changes');

    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({
      gallery: [
        { image_id: imageOf(2).id, alt_en: 'Rooftop pool', alt_ar: null },
        { image_id: imageOf(3).id, alt_en: null, alt_ar: 'مسبح' },
      ],
    });
  });

  it("shows the server's refusal of a picture beside it", async () => {
    const item = umrahFixture({ gallery: [picture(1), picture(2)] });
    stubApi((call) =>
      call.method === 'GET'
        ? ok({ umrah_package: item })
        : failure(422, 'validation_failed', 'The given data was invalid.', {
            'gallery.1.image_id': ['This image does not exist (it may have been deleted). Upload it again.'],
          }),
    );
    renderScreen(<UmrahPackageFormScreen />, {
      path: '/admin/update/umrah-package',
      route: `/admin/update/umrah-package?id=${item.id}`,
      user: admin,
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Umrah package' });
    click('Save changes');
    expect(await screen.findByText('This image does not exist (it may have been deleted). Upload it again.')).toBeTruthy();
  });
});

describe('holiday form', () => {
  it('updates with PUT /holidays?id=… and sends the country and city', async () => {
    const item = umrahFixture({
      kind: 'holiday',
      destination_city: null,
      country_code: 'AE',
      city_en: 'Dubai',
      city_ar: 'دبي',
      hotels: [{ name: 'Marina View', city: 'Dubai', stars: 4, nights: 7, distance_to_haram_m: null }],
      ziyarat: [],
      transport_en: null,
      transport_ar: null,
    });
    const calls = stubApi((call) =>
      call.url.pathname === '/api/countries'
        ? ok([{ code: 'AE', name: 'United Arab Emirates', phone_code: '971', currency: 'AED', flag: '' }])
        : ok({ holiday: item }, 'Holiday saved successfully.'),
    );
    renderScreen(<HolidayFormScreen />, { path: '/admin/update/holiday', route: `/admin/update/holiday?id=${item.id}`, user: admin });
    await screen.findByRole('heading', { level: 1, name: 'Edit holiday' });
    expect(document.querySelector('[name="ziyarat.0.en"]')).toBeNull();
    fill('city_en', 'Dubai Marina');
    click('Save changes');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')!;
    expect(sent.url.pathname).toBe('/api/holidays');
    expect(sent.body).toMatchObject({
      country_code: 'AE',
      city_en: 'Dubai Marina',
      hotels: [{ name: 'Marina View', city: 'Dubai', stars: 4 }],
    });
    expect(sent.body).not.toHaveProperty('destination_city');
    expect((sent.body as { hotels: object[] }).hotels[0]).not.toHaveProperty('distance_to_haram_m');
  });
});
