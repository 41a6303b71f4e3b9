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

  it('lets an Arabic count of any size find its words', async () => {
    await setupI18n(['packages']);
    await i18next.changeLanguage('ar');
    for (const n of [0, 1, 2, 3, 11, 100]) expect(i18next.t('packages:nights', { count: n })).not.toContain('nights');
    expect(i18next.t('packages:nights', { count: 7 })).toBe('عدد الليالي: 7');
  });
});
