import { describe, expect, it } from 'vitest';
import { searchKey } from '../search-key';
import { isAirportTimeZone, ZCreateAirline, ZCreateAirport, ZUpdateAirlineMargin, ZUpdateAirport } from './air';

describe('searchKey', () => {
  it('removes accents, folds the letters Unicode does not decompose, lower-cases and collapses spaces', () => {
    expect(searchKey('  São   Paulo ')).toBe('sao paulo');
    expect(searchKey('Hornafjörður')).toBe('hornafjordur');
    expect(searchKey('Łódź Władysław')).toBe('lodz wladyslaw');
    expect(searchKey('KØBENHAVN Straße')).toBe('kobenhavn strasse');
    expect(searchKey('Zürich-Über')).toBe('zurich-uber');
  });
});

describe('isAirportTimeZone', () => {
  it('accepts IANA names (aliases too) and refuses anything else', () => {
    for (const tz of ['Asia/Karachi', 'America/Argentina/Buenos_Aires', 'Asia/Calcutta', 'UTC', 'Etc/GMT+5'])
      expect(isAirportTimeZone(tz), tz).toBe(true);
    for (const tz of ['Karachi', 'Asia/Atlantis', '+05:00', 'PKT', '', 'Asia/Karachi; drop']) expect(isAirportTimeZone(tz), tz).toBe(false);
  });
});

describe('air schemas', () => {
  it('upper-case codes, read typed coordinates as numbers and blank optional codes as none', () => {
    const parsed = ZCreateAirport.parse({
      iata_code: ' khi ',
      icao_code: '',
      name: 'Jinnah International Airport',
      city: 'Karachi',
      country_code: 'pk',
      latitude: '24.9065',
      longitude: '67,16',
      time_zone: 'Asia/Karachi',
    });
    expect(parsed).toMatchObject({
      iata_code: 'KHI',
      icao_code: null,
      country_code: 'PK',
      latitude: 24.9065,
      longitude: 67.16,
      active: true,
    });
    // The output parses again as it is: the web sends what the schema gave it.
    expect(ZCreateAirport.parse(parsed)).toEqual(parsed);
    expect(ZUpdateAirport.safeParse({}).success).toBe(false);
    expect(ZCreateAirline.safeParse({ iata_code: 'P', name: 'X' }).success).toBe(false);
    expect(ZCreateAirline.safeParse({ iata_code: '9w', name: 'Jet', logo: 'logo.exe' }).success).toBe(false);
  });

  it('takes a margin rule or null, and refuses a percentage between basis points', () => {
    const id = '0190a0a0-0000-7000-8000-000000000000';
    expect(ZUpdateAirlineMargin.parse({ airline_id: id, margin: null })).toEqual({ airline_id: id, margin: null });
    expect(ZUpdateAirlineMargin.safeParse({ airline_id: id, margin: { type: 'percent', percent: '2.5' } }).success).toBe(true);
    const bad = ZUpdateAirlineMargin.safeParse({ airline_id: id, margin: { type: 'percent', percent: '2.125' } });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['margin.percent', 'validation.margin_percent_decimals']]);
  });
});
