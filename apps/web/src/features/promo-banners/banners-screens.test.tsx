import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bannerOf, imageOf, stubImageUploads, uploadedAnswer } from '@/components/images/image-test-fixtures';
import { failure, listOf, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { BannerFormScreen } from './banner-form-screen';
import { BannersListScreen } from './banners-list-screen';

beforeAll(() => setupI18n(['banners', 'images']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('promo banners list', () => {
  it('asks for every banner (all=1) and shows each one’s status', async () => {
    const calls = stubApi(() =>
      listOf([bannerOf(1), bannerOf(2, { active: false, live: false }), bannerOf(3, { live: false, starts_on: '2999-01-01' })]),
    );
    renderScreen(<BannersListScreen />, { path: '/admin/banners', route: '/admin/banners', user: admin });
    expect((await screen.findAllByText('Banner 1')).length).toBeGreaterThan(0);
    expect(calls[0]!.url.pathname).toBe('/api/get-promo-images');
    expect(calls[0]!.url.searchParams.get('all')).toBe('1');
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
  });

  it('deactivates with POST /update-promo-image?id=', async () => {
    const banner = bannerOf(1);
    const calls = stubApi((call) =>
      call.method === 'GET' ? listOf([banner]) : ok({ promo_image: { ...banner, active: false } }, 'Banner saved successfully.'),
    );
    renderScreen(<BannersListScreen />, { path: '/admin/banners', route: '/admin/banners', user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Banner 1' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname + post.url.search).toBe(`/api/update-promo-image?id=${banner.id}`);
    expect(post.body).toEqual({ active: false });
  });
});

describe('promo banner form', () => {
  it('uploads the image and saves the banner with POST /save-promo-image', async () => {
    stubImageUploads(() => uploadedAnswer(imageOf(4)));
    const calls = stubApi(() => ok({ promo_image: bannerOf(4) }, 'Banner saved successfully.'));
    renderScreen(<BannerFormScreen />, { path: '/admin/new-banner', route: '/admin/new-banner', user: admin });
    fireEvent.change(await screen.findByLabelText(/^Image/), {
      target: { files: [new File([new Uint8Array(4)], 'b.png', { type: 'image/png' })] },
    });
    await screen.findByText('b.png uploaded.');
    fill(/^Title \(English\)/, 'Umrah in Ramadan');
    fill(/^Title \(Arabic\)/, 'عمرة في رمضان');
    fill(/^Link/, '/umrah-packages');
    fireEvent.click(screen.getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url.pathname).toBe('/api/save-promo-image');
    expect(calls[0]!.body).toMatchObject({ image_id: imageOf(4).id, title_en: 'Umrah in Ramadan', link: '/umrah-packages', active: true });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/banners'));
  });

  it('refuses a javascript: link in the form without calling the API', async () => {
    const calls = stubApi(() => failure(500, 'internal_error', ''));
    renderScreen(<BannerFormScreen />, { path: '/admin/new-banner', route: '/admin/new-banner', user: admin });
    fill(/^Title \(English\)/, 'A');
    fill(/^Title \(Arabic\)/, 'ب');
    fill(/^Link/, 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Save banner' }));
    expect(await screen.findByText('Enter a path of this site (starting with /) or an address starting with https://.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
