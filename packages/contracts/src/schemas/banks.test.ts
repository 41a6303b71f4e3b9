import { describe, expect, it } from 'vitest';
import { isValidIban, ZCreateBank, ZUpdateBank } from './banks';

describe('IBAN checksum (mod 97)', () => {
  it.each([
    'PK36SCBL0000001123456702',
    'GB82 WEST 1234 5698 7654 32',
    'de89370400440532013000',
    'SA0380000000608010167519',
    'AE070331234567890123456',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });
  it.each(['PK37SCBL0000001123456702', 'GB82WEST12345698765433', 'XX', '1234567890123456', 'PK36-SCBL-0000', ''])('refuses %s', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('bank schemas', () => {
  const bank = { bank_name: 'HBL', account_title: 'Safar', account_number: '12-34', currency: 'pkr' };
  it('normalises a create body: compact IBAN, blank optional fields to null, active by default', () => {
    expect(ZCreateBank.parse({ ...bank, iban: ' pk36 scbl 0000 0011 2345 6702 ', branch: '' })).toEqual({
      ...bank,
      currency: 'PKR',
      iban: 'PK36SCBL0000001123456702',
      branch: null,
      active: true,
    });
  });
  it('reports the IBAN rule as a translation key', () => {
    const result = ZCreateBank.safeParse({ ...bank, iban: 'PK37SCBL0000001123456702' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['iban', 'validation.iban']]);
  });
  it('lets an update change one field and refuses an empty one', () => {
    expect(ZUpdateBank.parse({ active: false })).toEqual({ active: false });
    expect(ZUpdateBank.safeParse({}).success).toBe(false);
  });
});
