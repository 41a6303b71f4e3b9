import type { TAgencySummary } from '@safar/contracts';

/** The agency fields as the form edits them (city_name only feeds the city picker's text). */
export interface TAgencyFormValues {
  agency_name: string;
  contact_person: string;
  phone: string;
  address: string;
  country_code: string;
  city_id: number | '';
  city_name: string;
  licence_number: string;
}

export const AGENCY_FIELDS = ['agency_name', 'contact_person', 'phone', 'address', 'country_code', 'city_id', 'licence_number'] as const;

export function agencyFormValues(agency?: TAgencySummary | null): TAgencyFormValues {
  return {
    agency_name: agency?.name ?? '',
    contact_person: agency?.contact_person ?? '',
    phone: agency?.phone ?? '',
    address: agency?.address ?? '',
    country_code: agency?.country_code ?? '',
    city_id: agency?.city_id ?? '',
    city_name: agency?.city_name ?? '',
    licence_number: agency?.licence_number ?? '',
  };
}

/**
 * What the form validates and sends: the schema's fields without the picker's display text.
 * An unchosen country is left out so the schema reports "required" rather than "not valid".
 */
export function agencyPayload<T extends TAgencyFormValues>(values: T) {
  const { city_name: _cityName, ...rest } = values;
  return { ...rest, country_code: values.country_code || undefined };
}
