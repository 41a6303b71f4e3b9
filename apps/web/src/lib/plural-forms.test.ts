import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@/test/setup-i18n';
import { withPluralForms } from './plural-forms';

afterAll(() => i18next.changeLanguage('en'));

describe('withPluralForms', () => {
  it('gives Arabic its other plural forms from _other, keeping any a file writes, and leaves English as it is', () => {
    const tree = { nights_one: 'ليلة واحدة', nights_other: 'عدد الليالي: {{count}}', nights_two: 'ليلتان', nested: { seats_other: 'x' } };
    expect(withPluralForms('ar', tree)).toEqual({
      ...tree,
      nights_zero: 'عدد الليالي: {{count}}',
      nights_few: 'عدد الليالي: {{count}}',
      nights_many: 'عدد الليالي: {{count}}',
      nested: { seats_other: 'x', seats_zero: 'x', seats_two: 'x', seats_few: 'x', seats_many: 'x' },
    });
    expect(withPluralForms('en', tree)).toBe(tree);
  });

  it('gives an Arabic count the words of its plural form: one, two, few (3 to 10), many (11 to 99), other', async () => {
    await setupI18n(['packages']);
    await i18next.changeLanguage('ar');
    const nights = [1, 2, 3, 10, 11, 99, 100].map((count) => i18next.t('packages:nights', { count }));
    expect(nights).toEqual(['ليلة واحدة', 'ليلتان', '3 ليالٍ', '10 ليالٍ', '11 ليلة', '99 ليلة', '100 ليلة']);
    // A form a file does not write falls back to its _other text, never to the key.
    expect(i18next.t('packages:nights', { count: 0 })).toBe('0 ليلة');
  });
});
