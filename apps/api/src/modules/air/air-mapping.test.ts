import { AIRCRAFT_TYPES, countryCodeLookup, mapAircraft, mapAirlines, mapAirports, type TRawAirline, type TRawAirport } from '@safar/db';
import { describe, expect, it } from 'vitest';

/** A small country list standing in for country-state-city's. */
const countryCodeOf = countryCodeLookup([
  { isoCode: 'PK', name: 'Pakistan' },
  { isoCode: 'DE', name: 'Germany' },
  { isoCode: 'HK', name: 'Hong Kong S.A.R.' },
  { isoCode: 'CW', name: 'Curaçao' },
]);

const airport = (overrides: Partial<TRawAirport> = {}): TRawAirport => ({
  id: 2206,
  name: 'Jinnah International Airport',
  city: 'Karachi',
  country: 'Pakistan',
  iata: 'KHI',
  icao: 'OPKC',
  latitude: 24.9065,
  longitude: 67.160797,
  tz: 'Asia/Karachi',
  ...overrides,
});
const airline = (overrides: Partial<TRawAirline> = {}): TRawAirline => ({
  id: '3871',
  name: 'Pakistan International Airlines',
  iata: 'PK',
  icao: 'PIA',
  country: 'Pakistan',
  active: 'Y',
  ...overrides,
});

describe('mapAirports', () => {
  it('maps a row with its country code and search keys', () => {
    expect(mapAirports([airport({ name: 'Hornafjörður Airport', city: 'Höfn' })], { countryCodeOf })).toEqual([
      {
        iata_code: 'KHI',
        icao_code: 'OPKC',
        name: 'Hornafjörður Airport',
        city: 'Höfn',
        country_code: 'PK',
        country_name: 'Pakistan',
        latitude: 24.9065,
        longitude: 67.160797,
        time_zone: 'Asia/Karachi',
        city_key: 'hofn',
        name_key: 'hornafjordur airport',
      },
    ]);
  });

  it('skips rows without an IATA code, a valid time zone, a name or sane coordinates', () => {
    const rows = [
      airport({ iata: undefined }),
      airport({ iata: '\\N' }),
      airport({ iata: 'DU9' }),
      airport({ tz: undefined }),
      airport({ tz: '\\N' }),
      airport({ tz: 'Mars/Olympus_Mons' }),
      airport({ name: '\\N' }),
      airport({ name: 'Bad\u202Ename' }),
      airport({ latitude: 91 }),
      airport({ longitude: Number.NaN }),
    ];
    expect(mapAirports(rows, { countryCodeOf })).toEqual([]);
  });

  it('takes a missing time zone from the nearest airport of the same country within 150 km, else leaves the airport out', () => {
    const old = airport({ iata: 'OLD', name: 'Old Airport', latitude: 33.6167, longitude: 73.0992, tz: 'Asia/Karachi' });
    const replacement = airport({ iata: 'NEW', name: 'New Airport', latitude: 33.5491, longitude: 72.8256, tz: undefined });
    const remote = airport({ iata: 'FAR', name: 'Far Airport', latitude: 25, longitude: 62, tz: '\\N' });
    const acrossBorder = airport({
      iata: 'XBR',
      name: 'Border Airport',
      country: 'Germany',
      latitude: 33.6,
      longitude: 73.1,
      tz: undefined,
    });
    const rows = mapAirports([old, replacement, remote, acrossBorder], { countryCodeOf });
    expect(rows.map((r) => [r.iata_code, r.time_zone])).toEqual([
      ['NEW', 'Asia/Karachi'],
      ['OLD', 'Asia/Karachi'],
    ]);
  });

  it('keeps a country it cannot map by name (code null), maps known aliases, blanks a missing city and a bad ICAO code', () => {
    const [antilles, hongKong, curacao] = mapAirports(
      [
        airport({ iata: 'AAA', country: 'Netherlands Antilles', city: '\\N', icao: 'Q51' }),
        airport({ iata: 'BBB', country: 'Hong Kong' }),
        airport({ iata: 'CCC', country: 'CURACAO' }),
      ],
      { countryCodeOf },
    );
    expect(antilles).toMatchObject({ country_code: null, country_name: 'Netherlands Antilles', city: '', city_key: '', icao_code: null });
    expect(hongKong).toMatchObject({ country_code: 'HK', country_name: 'Hong Kong' });
    expect(curacao).toMatchObject({ country_code: 'CW' });
  });

  it('keeps the lowest id when a code appears twice, whatever the order, and narrows to some countries', () => {
    const first = airport({ id: 5, name: 'Older Record' });
    const second = airport({ id: 9, name: 'Newer Record' });
    expect(mapAirports([second, first], { countryCodeOf }).map((a) => a.name)).toEqual(['Older Record']);
    expect(mapAirports([first, second], { countryCodeOf }).map((a) => a.name)).toEqual(['Older Record']);
    const only = new Set(['DE']);
    expect(
      mapAirports([airport(), airport({ iata: 'FRA', country: 'Germany', tz: 'Europe/Berlin' })], {
        countryCodeOf,
        onlyCountries: only,
      }).map((a) => a.iata_code),
    ).toEqual(['FRA']);
  });
});

describe('mapAirlines', () => {
  it('keeps active airlines with a two-character code, \\N values as none', () => {
    const rows = mapAirlines(
      [
        airline(),
        airline({ id: '1', iata: '-', name: 'Private flight' }),
        airline({ id: '2', iata: '\\N', name: 'Unknown' }),
        airline({ id: '3', iata: 'ЯП', name: 'Cyrillic code' }),
        airline({ id: '4', iata: '8z', name: 'Lower case' }),
        airline({ id: '5', iata: 'XX', active: 'N', name: 'Gone Air' }),
        airline({ id: '6', iata: 'Q5', icao: '\\N', country: '\\N', name: '40-Mile Air' }),
      ],
      { countryCodeOf },
    );
    expect(rows).toEqual([
      {
        iata_code: 'PK',
        icao_code: 'PIA',
        name: 'Pakistan International Airlines',
        name_key: 'pakistan international airlines',
        country_code: 'PK',
        country_name: 'Pakistan',
      },
      { iata_code: 'Q5', icao_code: null, name: '40-Mile Air', name_key: '40-mile air', country_code: null, country_name: '' },
    ]);
  });

  it('chooses one row per duplicate code: passenger before cargo, a valid ICAO code, then the lowest id; order never matters', () => {
    const lufthansa = airline({ id: '3320', iata: 'LH', icao: 'DLH', name: 'Lufthansa', country: 'Germany' });
    const cargo = airline({ id: '3300', iata: 'LH', icao: 'GEC', name: 'Lufthansa Cargo', country: 'Germany' });
    const noIcao = airline({ id: '3000', iata: 'LH', icao: 'N/A', name: 'Lufthansa Regional', country: 'Germany' });
    const later = airline({ id: '9999', iata: 'LH', icao: 'DLA', name: 'Lufthansa Later', country: 'Germany' });
    for (const order of [
      [lufthansa, cargo, noIcao, later],
      [later, noIcao, cargo, lufthansa],
      [cargo, later, lufthansa, noIcao],
    ])
      expect(mapAirlines(order, { countryCodeOf }).map((a) => a.name)).toEqual(['Lufthansa']);
  });
});

describe('the shipped aircraft types', () => {
  it('have unique, well-formed IATA codes, names and makers', () => {
    const rows = mapAircraft(AIRCRAFT_TYPES);
    expect(new Set(rows.map((r) => r.iata_code)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.iata_code, r.name).toMatch(/^[A-Z0-9]{3}$/);
      if (r.icao_code !== null) expect(r.icao_code, r.name).toMatch(/^[A-Z0-9]{2,4}$/);
      expect(r.name.length > 0 && r.manufacturer.length > 0).toBe(true);
    }
    for (const code of [
      '320',
      '32N',
      '321',
      '32Q',
      '333',
      '359',
      '351',
      '388',
      '738',
      '7M8',
      '77W',
      '789',
      '78J',
      'E90',
      'AT7',
      'DH4',
      'CR9',
    ])
      expect(rows.map((r) => r.iata_code)).toContain(code);
  });
});
