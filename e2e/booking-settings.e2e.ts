import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { baseUrl, launchBrowser, overflowWidth, waitForPath } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface TSettings {
  currency: string;
  void_fee_minor: number;
  cancel_fee_minor: number;
  deadline_buffer_minutes: number;
  reminder_minutes: number[];
}
interface TStatus {
  status: string;
  label_en: string;
  label_ar: string;
  colour: string;
}

/**
 * What every other journey expects: the demo's booking settings, and the `expired` status as the
 * translations name it in its default colour. This journey changes only the void fee, one
 * reminder and `expired` (a status no journey looks for), and puts them back.
 */
const DEFAULTS = { void_fee_minor: 0, cancel_fee_minor: 0, deadline_buffer_minutes: 120, reminder_minutes: [1440, 180] };
const EXPIRED = { status: 'expired', label_en: 'Expired', label_ar: 'منتهي الصلاحية', colour: '#6B7280' };

/** Each language sets a colour of its own, so a leftover from one run is told apart from the other's. */
const COLOUR: Record<TLocale, { hex: string; rgb: string }> = {
  en: { hex: '#1F7A4D', rgb: 'rgb(31, 122, 77)' },
  ar: { hex: '#9D174D', rgb: 'rgb(157, 23, 77)' },
};

/** The admin's API, with the shared session's token (it does not need the page, so the clean-up works even if the page broke). */
async function adminCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${inject('sessions')['admin@example.com']}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}
const readSettings = async () => (await adminCall<{ settings: TSettings }>('GET', '/booking-settings')).settings;
const readExpired = async () =>
  (await adminCall<{ statuses: TStatus[] }>('GET', '/get-booking-status-settings')).statuses.find((s) => s.status === 'expired')!;

async function openSettings(page: Page, locale: TLocale, device: 'desktop' | 'phone') {
  if (device === 'desktop') {
    await page.getByRole('link', { name: exactly(t(locale, 'booking_settings:nav')) }).click();
    await waitForPath(page, '/admin/booking-settings');
  } else {
    // On a phone the navigation folds away; the address is what a bookmark opens.
    await page.goto('/admin/booking-settings');
  }
  await page.getByRole('heading', { level: 1, name: t(locale, 'booking_settings:title') }).waitFor();
}

/** English on a desktop, Arabic on a phone: both languages and both layouts. */
const DEVICE: Record<TLocale, 'desktop' | 'phone'> = { en: 'desktop', ar: 'phone' };

describe.each(LOCALES)('booking settings journey (%s)', (locale) => {
  it('admin changes the void fee and a reminder, sets a status’s colour, sees both saved, and sets everything back', async () => {
    const device = DEVICE[locale];
    const admin = await openSignedIn(browser, 'admin@example.com', locale, device);
    try {
      const { currency } = await readSettings();
      await openSettings(admin, locale, device);
      const voidFee = admin.getByLabel(startsWith(t(locale, 'booking_settings:fields.void_fee', { currency })));
      const reminder2 = admin.getByLabel(startsWith(t(locale, 'booking_settings:fields.reminder', { n: '2' })));
      const unit2 = admin.getByLabel(exactly(t(locale, 'booking_settings:fields.unit', { n: '2' })));
      await voidFee.waitFor();
      // The demo's defaults, as other journeys rely on them.
      expect(await voidFee.inputValue()).toMatch(/^0(\.0+)?$/);
      expect([await reminder2.inputValue(), await unit2.inputValue()]).toEqual(['3', 'hours']);
      await checkA11y(admin, 'the booking settings');
      expect(await overflowWidth(admin)).toBe(0);

      // 1. A void fee and the second reminder 90 minutes before the deadline.
      await voidFee.fill('15');
      await reminder2.fill('90');
      await unit2.selectOption('minutes');
      await admin.getByRole('button', { name: exactly(t(locale, 'booking_settings:rules.save')) }).click();
      await admin
        .getByText(exactly(t(locale, 'messages:booking_settings_saved')))
        .first()
        .waitFor();
      await admin.reload();
      await voidFee.waitFor();
      // Shown with the currency's decimals; stored in its minor units.
      const shown = await voidFee.inputValue();
      expect(shown).toMatch(/^15(\.0+)?$/);
      expect([await reminder2.inputValue(), await unit2.inputValue()]).toEqual(['90', 'minutes']);
      const saved = await readSettings();
      expect(saved.void_fee_minor).toBe(15 * 10 ** (shown.split('.')[1]?.length ?? 0));
      expect(saved.reminder_minutes).toEqual([1440, 90]);

      // 2. The `expired` status in a colour of this run: the preview follows the picker, and the save stays.
      const row = admin.getByRole('form', { name: exactly(t(locale, 'bookings:status_expired')) });
      const picker = row.getByLabel(exactly(t(locale, 'booking_settings:statuses.colour')));
      const code = row.getByLabel(startsWith(t(locale, 'booking_settings:statuses.colour_hex')));
      await row.scrollIntoViewIfNeeded();
      expect(await code.inputValue()).toBe(EXPIRED.colour);
      await picker.fill(COLOUR[locale].hex.toLowerCase());
      expect(await code.inputValue()).toBe(COLOUR[locale].hex);
      const badge = row.locator('.badge', { hasText: exactly(t(locale, 'bookings:status_expired')) }).first();
      expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(COLOUR[locale].rgb);
      await row.getByRole('button', { name: exactly(t(locale, 'booking_settings:statuses.save')) }).click();
      await admin
        .getByText(exactly(t(locale, 'messages:booking_status_setting_saved')))
        .first()
        .waitFor();
      expect((await readExpired()).colour).toBe(COLOUR[locale].hex);
      await checkA11y(admin, 'the booking settings after saving');
      await admin.reload();
      await code.waitFor();
      expect(await code.inputValue()).toBe(COLOUR[locale].hex);
      expect(await overflowWidth(admin)).toBe(0);
    } finally {
      // Back to what every other journey expects, whatever happened above.
      await adminCall('PUT', '/booking-settings', DEFAULTS);
      await adminCall('PUT', '/booking-status-settings', EXPIRED);
      await admin.context().close();
    }
    const restored = await readSettings();
    expect({ ...restored, currency: undefined }).toEqual({ ...DEFAULTS, currency: undefined });
    expect(await readExpired()).toEqual(EXPIRED);
  });
});
