import type { TTraveller } from '@safar/contracts';
import { formatDate } from '@/lib/i18n';

/** The traveller form as its inputs hold it (strings; '' for an unchosen select). */
export interface TTravellerFormValues {
  title: string;
  given_name: string;
  family_name: string;
  born_on: string;
  gender: string;
  nationality: string;
  passport_number: string;
  passport_country: string;
  passport_expires_on: string;
  email: string;
  phone: string;
}

export const EMPTY_TRAVELLER: TTravellerFormValues = {
  title: '',
  given_name: '',
  family_name: '',
  born_on: '',
  gender: '',
  nationality: '',
  passport_number: '',
  passport_country: '',
  passport_expires_on: '',
  email: '',
  phone: '',
};

/** A saved traveller → the form's values, to edit it. */
export const travellerToValues = (t: TTraveller): TTravellerFormValues => ({
  title: t.title,
  given_name: t.given_name,
  family_name: t.family_name,
  born_on: t.born_on,
  gender: t.gender,
  nationality: t.nationality,
  passport_number: t.passport_number,
  passport_country: t.passport_country,
  passport_expires_on: t.passport_expires_on,
  email: t.email ?? '',
  phone: t.phone ?? '',
});

/** The form's values → what the schemas validate: an unchosen select is missing, not ''. */
export const valuesToInput = (v: TTravellerFormValues): Record<string, unknown> => ({
  ...v,
  title: v.title || undefined,
  gender: v.gender || undefined,
});

/** A calendar day (YYYY-MM-DD) in the reader's language, without shifting it through a time zone. */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
