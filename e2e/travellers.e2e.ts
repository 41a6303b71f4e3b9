import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn } from './support/auth';
import { launchBrowser, overflowWidth, waitForPath } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Letters only (a passport name takes no digits): this journey's own family name, apart from every other run's. */
const stamp = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

const field = (page: Page, locale: TLocale, key: string) => page.getByLabel(startsWith(t(locale, key)));
/** A required field's whole accessible name ("Gender (required)"): in Arabic "الجنس" begins "الجنسية" too. */
const requiredName = (locale: TLocale, key: string) => exactly(`${t(locale, key)} (${t(locale, 'common:required')})`);

/** Picks a country in a country combobox by typing its name and clicking the option. */
async function pickCountry(page: Page, locale: TLocale, key: string, name: string) {
  const input = page.getByRole('combobox', { name: requiredName(locale, key) });
  await input.fill(name);
  await page.getByRole('option', { name: new RegExp(`${name}$`) }).click();
}

/** Searches the list and waits for the rows it answers. */
async function search(page: Page, locale: TLocale, text: string) {
  const box = page.getByRole('searchbox', { name: t(locale, 'travellers:search.label') });
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

describe.each(LOCALES)('saved travellers journey (%s)', (locale) => {
  it('an agent saves a traveller, finds it in the list, edits it and deletes it', async () => {
    const family = `Journey${stamp().toLowerCase()}`;
    const FAMILY = family.toUpperCase();
    const page = await openSignedIn(browser, 'agent@example.com', locale);
    try {
      // 1. The form, from the agent's navigation.
      await page.getByRole('link', { name: exactly(t(locale, 'layout:links.new_traveller')) }).click();
      await waitForPath(page, '/agent/new-traveller');
      await page.getByRole('heading', { level: 1, name: t(locale, 'travellers:form.new_title') }).waitFor();
      await checkA11y(page);
      await page.getByRole('combobox', { name: requiredName(locale, 'travellers:fields.title') }).selectOption('mr');
      await page.getByRole('combobox', { name: requiredName(locale, 'travellers:fields.gender') }).selectOption('m');
      await field(page, locale, 'travellers:fields.given_name').fill('Muhammad  Ali');
      await field(page, locale, 'travellers:fields.family_name').fill(family);
      await field(page, locale, 'travellers:fields.born_on').fill('1985-03-15');
      await pickCountry(page, locale, 'travellers:fields.nationality', 'Pakistan');
      await field(page, locale, 'travellers:fields.passport_number').fill('ab1234567');
      await pickCountry(page, locale, 'travellers:fields.passport_country', 'Pakistan');
      await field(page, locale, 'travellers:fields.passport_expires_on').fill('2032-05-31');
      await field(page, locale, 'travellers:fields.phone').fill('+92 300 1234567');
      await checkA11y(page, 'the filled traveller form');
      await page.getByRole('button', { name: exactly(t(locale, 'travellers:form.submit')) }).click();

      // 2. The list finds it by name: capitals as in the passport, an adult, with its TRV number.
      await waitForPath(page, '/agent/travellers');
      await search(page, locale, family.toLowerCase());
      const row = page.getByRole('row').filter({ hasText: `MUHAMMAD ALI ${FAMILY}` });
      await row.waitFor();
      const text = (await row.textContent()) ?? '';
      expect(text).toContain('AB1234567');
      expect(text).toContain(t(locale, 'travellers:types.adult'));
      expect(text).toMatch(/TRV-\d+/);
      await checkA11y(page);

      // The same list on a phone: the table scrolls in its own region, the page does not.
      const phone = await openSignedIn(browser, 'agent@example.com', locale, 'phone');
      try {
        await phone.goto(`/agent/travellers?q=${family.toLowerCase()}`);
        await phone.getByRole('row').filter({ hasText: FAMILY }).waitFor();
        expect(await overflowWidth(phone)).toBe(0);
      } finally {
        await phone.context().close();
      }

      // 3. Edit it through the same form: a corrected family name.
      await row.getByRole('link', { name: t(locale, 'travellers:actions.edit_named', { name: `MUHAMMAD ALI ${FAMILY}` }) }).click();
      await waitForPath(page, '/agent/new-traveller');
      await page
        .getByRole('heading', { level: 1, name: startsWith(t(locale, 'travellers:form.edit_title', { number: '' }).trim()) })
        .waitFor();
      const familyField = field(page, locale, 'travellers:fields.family_name');
      await expect.poll(() => familyField.inputValue()).toBe(FAMILY);
      await familyField.fill(`${family} Khan`);
      await page.getByRole('button', { name: exactly(t(locale, 'travellers:form.submit')) }).click();
      await waitForPath(page, '/agent/travellers');
      await search(page, locale, `${family.toLowerCase()} khan`);
      const edited = page.getByRole('row').filter({ hasText: `MUHAMMAD ALI ${FAMILY} KHAN` });
      await edited.waitFor();

      // 4. Delete it, after the confirmation names it.
      await edited
        .getByRole('button', { name: t(locale, 'travellers:actions.delete_named', { name: `MUHAMMAD ALI ${FAMILY} KHAN` }) })
        .click();
      const dialog = page.getByRole('dialog', { name: t(locale, 'travellers:delete.title') });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(`MUHAMMAD ALI ${FAMILY} KHAN`);
      await checkA11y(page, 'the delete confirmation');
      await dialog.getByRole('button', { name: exactly(t(locale, 'travellers:delete.confirm')) }).click();
      await dialog.waitFor({ state: 'hidden' });
      await edited.waitFor({ state: 'detached' });
      await page.getByText(t(locale, 'common:nothing_found')).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
