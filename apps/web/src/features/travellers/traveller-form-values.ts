import type { TTraveller } from '@safar/contracts';
import { formatDate } from '@/lib/i18n';

/** A person as a passport and a booking name them, as form inputs hold it (strings; '' for an unchosen select). */
export interface TPersonValues {
  title: string;
  given_name: string;
  family_name: string;
  born_on: string;
  gender: string;
  nationality: string;
  passport_number: string;
  passport_country: string;
  passport_expires_on: string;
}

/** The traveller form: the person, and how to reach them. */
export interface TTravellerFormValues extends TPersonValues {
  email: string;
  phone: string;
}

export const EMPTY_PERSON: TPersonValues = {
  title: '',
  given_name: '',
  family_name: '',
  born_on: '',
  gender: '',
  nationality: '',
  passport_number: '',
  passport_country: '',
  passport_expires_on: '',
};

export const EMPTY_TRAVELLER: TTravellerFormValues = { ...EMPTY_PERSON, email: '', phone: '' };

/** A saved traveller's person, for a form that names one (this one, or a booking's passenger). */
export const personOf = (t: TTraveller): TPersonValues => ({
  title: t.title,
  given_name: t.given_name,
  family_name: t.family_name,
  born_on: t.born_on,
  gender: t.gender,
  nationality: t.nationality,
  passport_number: t.passport_number,
  passport_country: t.passport_country,
  passport_expires_on: t.passport_expires_on,
});

/** A saved traveller → the form's values, to edit it. */
export const travellerToValues = (t: TTraveller): TTravellerFormValues => ({ ...personOf(t), email: t.email ?? '', phone: t.phone ?? '' });

/** A person's inputs as the schemas read them: an unchosen select is missing, not ''. */
export const personInput = <T extends TPersonValues>(v: T): Omit<T, 'title' | 'gender'> & { title?: string; gender?: string } => ({
  ...v,
  title: v.title || undefined,
  gender: v.gender || undefined,
});

/** The form's values → what the schemas validate. */
export const valuesToInput = (v: TTravellerFormValues): Record<string, unknown> => personInput(v);

/** A calendar day (YYYY-MM-DD) in the reader's language, without shifting it through a time zone. */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
