import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerImageOf, imageOf } from '@/components/images/image-test-fixtures';
import { HEADER_IMAGES_QUERY, headerImageHooks } from '@/components/images/header-images-queries';
import { HERO_SIZES, readHeaderImagesAhead } from '@/components/images/header-images-reads';
import { failure, listOf, ok, stubApi } from '@/features/testing/people-harness';
import { GALLERY_LEAD_SIZES, readPackageAhead } from './first-reads';
import { holidayPageHooks } from './holidays-queries';
import { publicUmrahFixture } from './package-fixture';

/*
 * A product page opened first reads what it shows beside its code, and downloads its largest
 * picture as soon as that is known; the page's own query then takes the answer (one request).
 */
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => ({
    href: l.getAttribute('href'),
    srcset: l.getAttribute('imagesrcset'),
    sizes: l.getAttribute('imagesizes'),
    priority: l.getAttribute('fetchpriority'),
  }));

beforeEach(() => localStorage.setItem('locale', 'en'));
afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
  vi.unstubAllGlobals();
});

describe("a package's page, read ahead", () => {
  it('reads the package once and downloads its first picture, as the gallery draws it', async () => {
    const gallery = [1, 2].map((n) => ({ image_id: imageOf(n).id, image: imageOf(n), alt_en: null, alt_ar: null }));
    const calls = stubApi(() => ok({ holiday: publicUmrahFixture({ kind: 'holiday', slug: 'dubai-escape', gallery }) }));
    await readPackageAhead('holiday', 'dubai-escape');
    expect(preloads()).toEqual([{ href: imageOf(1).url, srcset: imageOf(1).srcset, sizes: GALLERY_LEAD_SIZES, priority: 'high' }]);
    const item = await new QueryClient().fetchQuery(holidayPageHooks.detailOptions('dubai-escape'));
    expect(item.slug).toBe('dubai-escape');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/holidays/slug/dubai-escape']);
  });

  it('downloads nothing for a package without pictures, or one that is not there', async () => {
    stubApi(() => ok({ umrah_package: publicUmrahFixture() }));
    await readPackageAhead('umrah', 'umrah-economy');
    stubApi(() => failure(404, 'not_found', 'Not found.'));
    await readPackageAhead('umrah', 'gone');
    expect(preloads()).toEqual([]);
  });
});

describe("a product list's header images, read ahead", () => {
  it('reads them once and downloads the first, as the hero draws it', async () => {
    const calls = stubApi(() => listOf([headerImageOf(1), headerImageOf(2)]));
    await readHeaderImagesAhead('visa');
    expect(preloads()).toEqual([{ href: imageOf(1).url, srcset: imageOf(1).srcset, sizes: HERO_SIZES, priority: 'high' }]);
    expect((await new QueryClient().fetchQuery(headerImageHooks('visa').listOptions(HEADER_IMAGES_QUERY))).items).toHaveLength(2);
    expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual(['/api/visa-header-images?per_page=20']);
  });
});
