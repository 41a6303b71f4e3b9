import { createHash, randomBytes } from 'node:crypto';

/*
 * Reference data for the local Duffel mock: airports with their tz zones, airlines (Duffel's
 * own test airline ZZ and real ones), aircraft. Shaped like the objects Duffel embeds in offers.
 */

const AIRPORTS: Record<string, [name: string, city: string, country: string, zone: string, lat: number, lon: number]> = {
  LHR: ['Heathrow Airport', 'London', 'GB', 'Europe/London', 51.47, -0.4543],
  STN: ['London Stansted Airport', 'London', 'GB', 'Europe/London', 51.885, 0.235],
  JFK: ['John F. Kennedy International Airport', 'New York', 'US', 'America/New_York', 40.6413, -73.7781],
  EWR: ['Newark Liberty International Airport', 'New York', 'US', 'America/New_York', 40.6895, -74.1745],
  PVD: ['Rhode Island T. F. Green International Airport', 'Providence', 'US', 'America/New_York', 41.724, -71.4282],
  DXB: ['Dubai International Airport', 'Dubai', 'AE', 'Asia/Dubai', 25.2532, 55.3657],
  DOH: ['Hamad International Airport', 'Doha', 'QA', 'Asia/Qatar', 25.2731, 51.6081],
  KHI: ['Jinnah International Airport', 'Karachi', 'PK', 'Asia/Karachi', 24.9065, 67.1608],
  LHE: ['Allama Iqbal International Airport', 'Lahore', 'PK', 'Asia/Karachi', 31.5216, 74.4036],
  ISB: ['Islamabad International Airport', 'Islamabad', 'PK', 'Asia/Karachi', 33.5491, 72.8256],
  JED: ['King Abdulaziz International Airport', 'Jeddah', 'SA', 'Asia/Riyadh', 21.6796, 39.1565],
  IST: ['Istanbul Airport', 'Istanbul', 'TR', 'Europe/Istanbul', 41.2753, 28.7519],
  CDG: ['Paris Charles de Gaulle Airport', 'Paris', 'FR', 'Europe/Paris', 49.0097, 2.5479],
  AMS: ['Amsterdam Airport Schiphol', 'Amsterdam', 'NL', 'Europe/Amsterdam', 52.3105, 4.7683],
  BTS: ['M. R. Štefánik Airport', 'Bratislava', 'SK', 'Europe/Bratislava', 48.1702, 17.2127],
  MRU: ['Sir Seewoosagur Ramgoolam International Airport', 'Plaine Magnien', 'MU', 'Indian/Mauritius', -20.4302, 57.6836],
  RAI: ['Nelson Mandela International Airport', 'Praia', 'CV', 'Atlantic/Cape_Verde', 14.9245, -23.4935],
  NRT: ['Narita International Airport', 'Tokyo', 'JP', 'Asia/Tokyo', 35.772, 140.3929],
  KWI: ['Kuwait International Airport', 'Kuwait City', 'KW', 'Asia/Kuwait', 29.2266, 47.9689],
};

const AIRLINES: Record<string, string> = {
  ZZ: 'Duffel Airways',
  BA: 'British Airways',
  EK: 'Emirates',
  QR: 'Qatar Airways',
  PK: 'Pakistan International Airlines',
  AA: 'American Airlines',
  TK: 'Turkish Airlines',
};

const AIRCRAFT: Record<string, string> = {
  '320': 'Airbus A320',
  '359': 'Airbus A350-900',
  '77W': 'Boeing 777-300ER',
  '789': 'Boeing 787-9',
  '388': 'Airbus A380-800',
};

const stableId = (prefix: string, seed: string) => `${prefix}_0000${createHash('sha256').update(seed).digest('base64url').slice(0, 18)}`;

/** A fresh Duffel-looking id (`off_0000…`). */
export const newId = (prefix: string) => `${prefix}_0000${randomBytes(14).toString('base64url').slice(0, 18)}`;

export interface TMockAirport {
  id: string;
  type: 'airport';
  iata_code: string;
  icao_code: string;
  name: string;
  city_name: string;
  iata_city_code: string;
  iata_country_code: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  city: null;
}

export function airport(code: string): TMockAirport {
  const known = AIRPORTS[code];
  const [name, city, country, zone, lat, lon] = known ?? [`${code} Airport`, code, 'ZZ', 'UTC', 0, 0];
  return {
    id: stableId('arp', code),
    type: 'airport',
    iata_code: code,
    icao_code: '',
    name,
    city_name: city,
    iata_city_code: code,
    iata_country_code: country,
    latitude: lat,
    longitude: lon,
    time_zone: zone,
    city: null,
  };
}

export const airline = (code: string) => ({
  id: stableId('arl', code),
  name: AIRLINES[code] ?? code,
  iata_code: code,
  logo_symbol_url: `https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/${code}.svg`,
  logo_lockup_url: `https://assets.duffel.com/img/airlines/for-light-background/full-color-lockup/${code}.svg`,
  conditions_of_carriage_url: null,
});

export const aircraft = (code: string) => ({ id: stableId('arc', code), iata_code: code, name: AIRCRAFT[code] ?? code });

/** Minutes in the air between two airports: great-circle distance at 800 km/h plus 30 minutes; a made-up 3 h when unknown. */
export function flightMinutes(from: string, to: string): number {
  const a = AIRPORTS[from];
  const b = AIRPORTS[to];
  if (!a || !b) return 180;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(b[4] - a[4]) / 2) ** 2 + Math.cos(rad(a[4])) * Math.cos(rad(b[4])) * Math.sin(rad(b[5] - a[5]) / 2) ** 2;
  const km = 2 * 6371 * Math.asin(Math.sqrt(h));
  return Math.round((km / 800) * 60 + 30);
}

/** The airline a route is sold by besides ZZ: the home carrier of one of its countries, else Turkish. */
export function homeCarrier(from: string, to: string): string {
  const countries = [AIRPORTS[from]?.[2], AIRPORTS[to]?.[2]];
  const byCountry: Record<string, string> = { PK: 'PK', GB: 'BA', AE: 'EK', QA: 'QR', US: 'AA' };
  for (const country of countries) if (country && byCountry[country]) return byCountry[country];
  return 'TK';
}
