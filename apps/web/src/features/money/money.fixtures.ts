import { buildUser } from '@/test/users';

/** The people of the money screens' tests: a finance staff member and an agent with its agency. */
export const AGENCY_ID = '0190a0a0-0000-7000-8000-0000000000a1';
export const ME = buildUser({ id: '0190a0a0-0000-7000-8000-0000000000f1', role: 'accounts', name: 'Ayesha Accounts' });
export const AGENT = buildUser({
  id: '0190a0a0-0000-7000-8000-0000000000b1',
  role: 'agent',
  name: 'Bilal',
  agency: {
    id: AGENCY_ID,
    name: 'Bilal Travels',
    contact_person: 'Bilal',
    phone: '1',
    address: 'x',
    country_code: 'PK',
    country_name: 'Pakistan',
    city_id: null,
    city_name: null,
    licence_number: 'L',
    currency: 'PKR',
    name_review: null,
  },
});
