import type { Locator, Page } from 'playwright-core';
import { checkA11y } from './a11y';
import { waitForPath } from './browser';
import { exactly, startsWith, t, type TLocale } from './i18n';

/** Shared steps of the journeys that search and book a flight (an agent's and staff's checkout are one form). */

/** A required field's accessible name: its label and "(required)". */
export const requiredName = (locale: TLocale, key: string) => exactly(`${t(locale, key)} (${t(locale, 'common:required')})`);

/** Picks an airport in a search form's autocomplete by its IATA code. */
export async function pickAirport(scope: Locator, locale: TLocale, key: string, code: string): Promise<void> {
  await scope.getByRole('combobox', { name: startsWith(t(locale, key)) }).fill(code);
  await scope
    .page()
    .getByRole('option', { name: new RegExp(`^[\\s\\u2066-\\u2069\\u200e\\u200f]*${code} —`) })
    .first()
    .click();
}

/** Fills a search form for a one-way trip (one adult); the caller submits it. */
export async function fillOneWaySearch(
  form: Locator,
  locale: TLocale,
  trip: { origin: string; destination: string; day: string },
): Promise<void> {
  await form.getByRole('radio', { name: exactly(t(locale, 'flights:trip_types.one_way')) }).check();
  await pickAirport(form, locale, 'flights:search.origin', trip.origin);
  await pickAirport(form, locale, 'flights:search.destination', trip.destination);
  await form.getByLabel(startsWith(t(locale, 'flights:search.departure_date'))).fill(trip.day);
}

export interface TAdultDetails {
  given: string;
  family: string;
  bornOn: string;
  passport: string;
  expires: string;
  phone: string;
}

/** Fills one adult's form of a checkout (a flight's or a product's): a Pakistani passport. */
export async function fillAdult(form: Locator, locale: TLocale, adult: Omit<TAdultDetails, 'phone'>): Promise<void> {
  await form.getByRole('combobox', { name: requiredName(locale, 'travellers:fields.title') }).selectOption('mr');
  await form.getByRole('combobox', { name: requiredName(locale, 'travellers:fields.gender') }).selectOption('m');
  await form.getByLabel(startsWith(t(locale, 'travellers:fields.given_name'))).fill(adult.given);
  await form.getByLabel(startsWith(t(locale, 'travellers:fields.family_name'))).fill(adult.family);
  await form.getByLabel(startsWith(t(locale, 'travellers:fields.born_on'))).fill(adult.bornOn);
  for (const key of ['travellers:fields.nationality', 'travellers:fields.passport_country']) {
    await form.getByRole('combobox', { name: requiredName(locale, key) }).fill('Pakistan');
    await form.getByRole('option', { name: /Pakistan$/ }).click();
  }
  await form.getByLabel(startsWith(t(locale, 'travellers:fields.passport_number'))).fill(adult.passport);
  await form.getByLabel(startsWith(t(locale, 'travellers:fields.passport_expires_on'))).fill(adult.expires);
}

/** Fills a checkout's contact. */
export async function fillContact(page: Page, locale: TLocale, email: string, phone: string): Promise<void> {
  const contact = page.getByRole('group', { name: t(locale, 'checkout:contact.title') });
  await contact.getByLabel(startsWith(t(locale, 'checkout:contact.email'))).fill(email);
  await contact.getByLabel(startsWith(t(locale, 'checkout:contact.phone'))).fill(phone);
}

/**
 * Fills the checkout's one adult (a Pakistani passport) and the contact, holds the seats (or what
 * `submitKey` names: the storefront's "continue to payment"), accepts a price the airline moved
 * since the search, and waits for the page at `detailsPath`.
 */
export async function holdOneAdult(
  page: Page,
  locale: TLocale,
  adult: TAdultDetails,
  checks: { a11yName: string; detailsPath: string; submitKey?: string; landsOn?: (url: URL) => boolean },
) {
  const landed = (timeout: number) =>
    checks.landsOn ? page.waitForURL(checks.landsOn, { timeout, waitUntil: 'commit' }) : waitForPath(page, checks.detailsPath, timeout);
  const form = page.getByRole('group', {
    name: t(locale, 'checkout:passengers.heading', { type: t(locale, 'flights:passenger_types.adult'), n: '1' }),
  });
  await form.waitFor({ timeout: 30_000 });
  await fillAdult(form, locale, adult);
  await fillContact(page, locale, `${adult.family.toLowerCase()}@example.com`, adult.phone);
  await checkA11y(page, checks.a11yName);
  await page.getByRole('button', { name: exactly(t(locale, checks.submitKey ?? 'checkout:submit_hold')) }).click();

  // Should the airline have moved the price since the search, the booker accepts the new one.
  const moved = page.getByRole('dialog', { name: t(locale, 'checkout:price_changed.title') });
  await Promise.race([landed(60_000), moved.waitFor({ timeout: 60_000 })]);
  if (await moved.isVisible().catch(() => false)) {
    await moved.getByRole('button', { name: exactly(t(locale, 'checkout:price_changed.accept')) }).click();
    await landed(60_000);
  }
}
