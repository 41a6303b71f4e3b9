import type { TRole, TUserStatus } from './roles';

export type TFlag = '0' | '1';

export interface TAgencySummary {
  id: string;
  name: string;
  contact_person: string;
  phone: string;
  address: string;
  country_code: string;
  country_name: string | null;
  city_id: number | null;
  city_name: string | null;
  licence_number: string;
  currency: string;
}

/** The user object every endpoint presents (DESIGN.md §3). */
export interface TUser {
  id: string;
  name: string;
  email: string;
  role: TRole;
  email_verified: boolean;
  status: TUserStatus;
  is_approved: TFlag;
  is_formFilled: TFlag;
  agency: TAgencySummary | null;
  created_by: string | null;
  locale: 'en' | 'ar';
  created_at: string;
  last_login_at: string | null;
}

/** The subset of a user that access decisions and homeOf need. */
export type TUserAccessFacts = Pick<TUser, 'role' | 'is_approved' | 'is_formFilled' | 'status'>;
