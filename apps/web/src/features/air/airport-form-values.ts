import type { TAirport } from '@safar/contracts';

/** The airport form as its inputs hold it: coordinates as typed text, read as numbers by the contract's schema. */
export interface TAirportFormValues {
  iata_code: string;
  icao_code: string;
  name: string;
  city: string;
  country_code: string;
  latitude: string;
  longitude: string;
  time_zone: string;
  active: boolean;
}

export const EMPTY_AIRPORT: TAirportFormValues = {
  iata_code: '',
  icao_code: '',
  name: '',
  city: '',
  country_code: '',
  latitude: '',
  longitude: '',
  time_zone: '',
  active: true,
};

export const airportToValues = (a: TAirport): TAirportFormValues => ({
  iata_code: a.iata_code,
  icao_code: a.icao_code ?? '',
  name: a.name,
  city: a.city,
  country_code: a.country_code ?? '',
  latitude: String(a.latitude),
  longitude: String(a.longitude),
  time_zone: a.time_zone,
  active: a.active,
});
