import type { TAircraft, TAirline, TAirport } from '@safar/contracts';

/** Answers of the air API for the screens' tests. */
export const AT = '2025-01-01T00:00:00.000Z';

export const airline = (overrides: Partial<TAirline> = {}): TAirline => ({
  id: '0190a0a0-0000-7000-8000-000000000001',
  iata_code: 'PK',
  icao_code: 'PIA',
  name: 'Pakistan International Airlines',
  country_code: 'PK',
  country_name: 'Pakistan',
  logo_url: null,
  margin: null,
  active: true,
  edited_at: null,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const airport = (overrides: Partial<TAirport> = {}): TAirport => ({
  id: '0190a0a0-0000-7000-8000-000000000101',
  iata_code: 'KHI',
  icao_code: 'OPKC',
  name: 'Jinnah International Airport',
  city: 'Karachi',
  country_code: 'PK',
  country_name: 'Pakistan',
  latitude: 24.9065,
  longitude: 67.160797,
  time_zone: 'Asia/Karachi',
  active: true,
  edited_at: null,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const aircraft = (overrides: Partial<TAircraft> = {}): TAircraft => ({
  id: '0190a0a0-0000-7000-8000-000000000201',
  iata_code: '32N',
  icao_code: 'A20N',
  name: 'Airbus A320neo',
  manufacturer: 'Airbus',
  active: true,
  edited_at: null,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const COUNTRIES = [
  { code: 'PK', name: 'Pakistan', phone_code: '92', currency: 'PKR', flag: '🇵🇰' },
  { code: 'AE', name: 'United Arab Emirates', phone_code: '971', currency: 'AED', flag: '🇦🇪' },
];
