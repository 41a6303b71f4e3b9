import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLocaleForServer, storedLocale } from './i18n';

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the reader’s language', () => {
  it('is the one they chose, whatever the browser prefers', () => {
    browserLanguages(['en-GB', 'en']);
    localStorage.setItem('locale', 'ar');
    expect(storedLocale()).toBe('ar');
  });

  it('is, on a first visit, the first of the browser’s languages that the app speaks', () => {
    browserLanguages(['fr-FR', 'ar-EG', 'en']);
    expect(storedLocale()).toBe('ar');
    browserLanguages(['EN-us', 'ar']);
    expect(storedLocale()).toBe('en');
  });

  it('is English when neither a choice nor the browser names a language the app speaks', () => {
    browserLanguages(['fr-FR', 'de']);
    localStorage.setItem('locale', 'xx');
    expect(storedLocale()).toBe('en');
  });
});

describe('the language chosen with the switch', () => {
  it('is kept in a cookie for the server, which paints the next page in it', () => {
    rememberLocaleForServer('ar');
    expect(document.cookie).toContain('safar_locale=ar');
    rememberLocaleForServer('en');
    expect(document.cookie).toContain('safar_locale=en');
    expect(document.cookie).not.toContain('safar_locale=ar');
  });
});
