import { describe, expect, it } from 'vitest';
import { ZCreateBank } from './banks';
import { zName, zNameOf } from './common';

const problems = (value: unknown) => {
  const r = zName.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('zName', () => {
  it('accepts names in any script, with the marks mixed Arabic and Latin names need', () => {
    for (const name of ['Ali Khan', 'شركة الهلال للسفر', 'O’Brien-Smith & Co.', 'Crescent \u200Fالهلال\u200E Travels', 'Zoë 2'])
      expect(problems(name), name).toEqual([]);
    expect(zName.parse('  Ali  ')).toBe('Ali');
  });

  it('refuses control characters, line breaks and direction overrides or isolates', () => {
    for (const name of ['Ali\nKhan', 'Ali\r\nKhan', 'Ali\tKhan', 'Ali\u0000', 'Ali\u007F', 'Ali\u0085', 'A\u2028B', 'A\u2029B'])
      expect(problems(name), JSON.stringify(name)).toEqual(['validation.name_characters']);
    for (const c of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])
      expect(problems(`invoice${c}fdp.exe`), c.codePointAt(0)!.toString(16)).toEqual(['validation.name_characters']);
  });

  it('refuses text of invisible characters only, and says "required" once for an empty one', () => {
    for (const name of ['\u200B', '\u200B\u200C\u200D', ' \u2060 ', '\u2063', '\u3164', '\u200E\u200F', '\u00AD'])
      expect(problems(name), JSON.stringify(name)).toEqual(['validation.name_invisible']);
    expect(problems('')).toEqual(['validation.required']);
    expect(problems('   ')).toEqual(['validation.required']);
  });

  it('keeps its length limit per field', () => {
    expect(zNameOf(5).safeParse('abcdef').success).toBe(false);
    expect(problems('a'.repeat(121))).toEqual(['validation.too_long']);
  });

  it('is what the bank form and route use', () => {
    const r = ZCreateBank.safeParse({ bank_name: 'Meezan\u202E', account_title: '\u200B', account_number: '01', currency: 'PKR' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({ bank_name: 'validation.name_characters', account_title: 'validation.name_invisible' });
  });
});
