import type { TCountry, TTraveller } from '@safar/contracts';
import { buildUser } from '@/test/users';

/** Test data for the traveller screens (shapes as the API presents them). */
export const AGENT_USER = buildUser({ id: '01900000-0000-7000-8000-0000000000a1', role: 'agent', name: 'Bilal' });

export const COUNTRIES: TCountry[] = [
  { code: 'PK', name: 'Pakistan', phone_code: '92', currency: 'PKR', flag: '🇵🇰' },
  { code: 'SA', name: 'Saudi Arabia', phone_code: '966', currency: 'SAR', flag: '🇸🇦' },
];

export function buildTraveller(overrides: Partial<TTraveller> = {}): TTraveller {
  return {
    id: '01900000-0000-7000-8000-0000000000c1',
    number: 'TRV-100001',
    agency_id: '01900000-0000-7000-8000-0000000000d1',
    type: 'adult',
    title: 'mr',
    given_name: 'ALI RAZA',
    family_name: 'KHAN',
    born_on: '1988-04-12',
    gender: 'm',
    nationality: 'PK',
    passport_number: 'AB1234567',
    passport_country: 'PK',
    passport_expires_on: '2031-06-30',
    email: 'ali@example.com',
    phone: '+923001234567',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
