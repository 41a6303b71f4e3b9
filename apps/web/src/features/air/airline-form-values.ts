import type { TAirline } from '@safar/contracts';

/**
 * The airline form as its inputs hold it. `logo` is what the API is sent (undefined keeps the
 * current logo, null removes it, a file name sets a new one); `logo_preview` is only shown, and
 * the contract's schema drops it from the body.
 */
export interface TAirlineFormValues {
  iata_code: string;
  icao_code: string;
  name: string;
  country_code: string;
  logo: string | null | undefined;
  logo_preview: string | null;
  active: boolean;
}

export const EMPTY_AIRLINE: TAirlineFormValues = {
  iata_code: '',
  icao_code: '',
  name: '',
  country_code: '',
  logo: undefined,
  logo_preview: null,
  active: true,
};

export const airlineToValues = (a: TAirline): TAirlineFormValues => ({
  iata_code: a.iata_code,
  icao_code: a.icao_code ?? '',
  name: a.name,
  country_code: a.country_code ?? '',
  logo: undefined,
  logo_preview: a.logo_url,
  active: a.active,
});
