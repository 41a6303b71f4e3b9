import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { baseUrl, launchBrowser, waitForPath } from './support/browser';
import { exactly, LOCALES, startsWith, t } from './support/i18n';
import { gradientPng } from './support/images';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LOCALES)('promo banners journey (%s)', (locale) => {
  it('admin adds a banner with an image on /admin/banners, sees it listed and live, and deletes it', async () => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const title = `Umrah offer ${stamp}`;
    const page = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      await page.getByRole('link', { name: exactly(t(locale, 'layout:links.banners')) }).click();
      await waitForPath(page, '/admin/banners');
      await page.getByRole('heading', { level: 1, name: t(locale, 'banners:title') }).waitFor();

      await page.getByRole('link', { name: exactly(t(locale, 'banners:new')) }).click();
      await waitForPath(page, '/admin/new-banner');
      await page.getByRole('heading', { level: 1, name: t(locale, 'banners:new_title') }).waitFor();
      await checkA11y(page, 'the empty banner form');
      await page
        .getByLabel(startsWith(t(locale, 'banners:fields.image')))
        .setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: gradientPng(1000, 400) });
      await page.getByText(t(locale, 'images:upload.uploaded', { name: 'offer.png' })).waitFor();
      await page.getByRole('img', { name: t(locale, 'images:upload.thumbnail', { n: '1' }) }).waitFor();
      await page.getByLabel(startsWith(t(locale, 'banners:fields.title_en'))).fill(title);
      await page.getByLabel(startsWith(t(locale, 'banners:fields.title_ar'))).fill(`عرض عمرة ${stamp}`);
      await page.getByLabel(startsWith(t(locale, 'banners:fields.link'))).fill('/umrah-packages');
      await checkA11y(page, 'the filled banner form');
      await page.getByRole('button', { name: exactly(t(locale, 'banners:create')) }).click();
      await waitForPath(page, '/admin/banners');
      await page.getByText(t(locale, 'messages:promo_image_saved')).first().waitFor();

      await page.getByLabel(t(locale, 'banners:search')).fill(stamp);
      // The search is applied after a pause in typing: until then the list shown is the unfiltered one.
      await page.waitForURL((url) => url.searchParams.get('search') === stamp, { waitUntil: 'commit' });
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: exactly(title) }) });
      await row.waitFor();
      await row.getByText(exactly(t(locale, 'banners:status.live'))).waitFor();
      await checkA11y(page, 'the banners list');

      // Visitors get it too, with an image the server resized.
      const live = await fetch(`${baseUrl()}/api/get-promo-images?per_page=100&search=${stamp}`);
      const banners = ((await live.json()) as { data: { items: { title_en: string; image: { url: string } }[] } }).data.items;
      expect(banners.map((b) => b.title_en)).toEqual([title]);
      const image = await fetch(`${baseUrl()}${banners[0]!.image.url}`);
      expect(image.headers.get('content-type')).toBe('image/webp');

      await row.getByRole('button', { name: t(locale, 'banners:actions.delete_named', { name: title }) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: t(locale, 'banners:confirm_delete.title') }).waitFor();
      await dialog.getByRole('button', { name: exactly(t(locale, 'banners:confirm_delete.confirm')) }).click();
      await page.getByText(t(locale, 'messages:promo_image_deleted')).first().waitFor();
      await expect.poll(() => row.count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
