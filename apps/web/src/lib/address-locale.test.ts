import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { takeLocaleFromAddress } from './address-locale';
import { initI18n } from './i18n';
import { STORAGE } from './storage';

const open = (address: string) => window.history.replaceState({ idx: 3 }, '', address);
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => {
  open('/');
  localStorage.clear();
});

describe('takeLocaleFromAddress', () => {
  it('reads ?lang= and takes it out of the address, keeping the rest and the history entry', () => {
    open('/home?from=KHI&lang=ar&to=JED#faq');
    // Files share their jsdom window, so the history may hold entries from before this test.
    const entries = window.history.length;
    expect(takeLocaleFromAddress()).toBe('ar');
    expect(address()).toBe('/home?from=KHI&to=JED#faq');
    expect(window.history.state).toEqual({ idx: 3 });
    expect(window.history.length).toBe(entries);
  });

  it('asks for nothing without the parameter, and leaves the address alone', () => {
    open('/flight/search?from=KHI');
    expect(takeLocaleFromAddress()).toBeNull();
    expect(address()).toBe('/flight/search?from=KHI');
  });

  it('drops a language Safar does not have, asking for nothing', () => {
    open('/home?lang=fr');
    expect(takeLocaleFromAddress()).toBeNull();
    expect(address()).toBe('/home');
  });
});

describe('starting the app at an address with ?lang=', () => {
  it('opens in that language over the stored one, and keeps it for the next visit', async () => {
    localStorage.setItem(STORAGE.locale, 'en');
    open('/home?lang=ar');
    await initI18n();
    expect(i18next.language).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(STORAGE.locale)).toBe('ar');
    expect(address()).toBe('/home');
  });
});
