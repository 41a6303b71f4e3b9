/**
 * The aircraft types airlines fly today, by IATA type code (the code schedules and fares carry,
 * e.g. "32N"), with the ICAO designator where one type has one (family codes such as "320" do
 * not). No data package keeps this list current, so it ships with the app: add a type here and
 * the next start loads it. Retired types (MD-80s, 727s, Tu-154s) are left out on purpose.
 */
export interface TAircraftType {
  iata: string;
  icao: string | null;
  name: string;
  manufacturer: string;
}

const type = (iata: string, icao: string | null, name: string, manufacturer: string): TAircraftType => ({ iata, icao, name, manufacturer });

const AIRBUS = 'Airbus';
const BOEING = 'Boeing';
const EMBRAER = 'Embraer';
const ATR = 'ATR';
const DHC = 'De Havilland Canada';
const BOMBARDIER = 'Bombardier';

export const AIRCRAFT_TYPES: readonly TAircraftType[] = [
  // Airbus A220 (the former Bombardier C Series)
  type('221', 'BCS1', 'Airbus A220-100', AIRBUS),
  type('223', 'BCS3', 'Airbus A220-300', AIRBUS),
  // Airbus A320 family
  type('318', 'A318', 'Airbus A318', AIRBUS),
  type('319', 'A319', 'Airbus A319', AIRBUS),
  type('320', 'A320', 'Airbus A320', AIRBUS),
  type('321', 'A321', 'Airbus A321', AIRBUS),
  type('32A', 'A320', 'Airbus A320 (sharklets)', AIRBUS),
  type('32B', 'A321', 'Airbus A321 (sharklets)', AIRBUS),
  type('31N', 'A19N', 'Airbus A319neo', AIRBUS),
  type('32N', 'A20N', 'Airbus A320neo', AIRBUS),
  type('32Q', 'A21N', 'Airbus A321neo', AIRBUS),
  // Airbus wide bodies
  type('AB6', 'A306', 'Airbus A300-600', AIRBUS),
  type('330', null, 'Airbus A330', AIRBUS),
  type('332', 'A332', 'Airbus A330-200', AIRBUS),
  type('333', 'A333', 'Airbus A330-300', AIRBUS),
  type('338', 'A338', 'Airbus A330-800neo', AIRBUS),
  type('339', 'A339', 'Airbus A330-900neo', AIRBUS),
  type('340', null, 'Airbus A340', AIRBUS),
  type('343', 'A343', 'Airbus A340-300', AIRBUS),
  type('346', 'A346', 'Airbus A340-600', AIRBUS),
  type('350', null, 'Airbus A350', AIRBUS),
  type('359', 'A359', 'Airbus A350-900', AIRBUS),
  type('351', 'A35K', 'Airbus A350-1000', AIRBUS),
  type('380', null, 'Airbus A380', AIRBUS),
  type('388', 'A388', 'Airbus A380-800', AIRBUS),
  // Boeing narrow bodies
  type('717', 'B712', 'Boeing 717', BOEING),
  type('737', null, 'Boeing 737', BOEING),
  type('733', 'B733', 'Boeing 737-300', BOEING),
  type('734', 'B734', 'Boeing 737-400', BOEING),
  type('735', 'B735', 'Boeing 737-500', BOEING),
  type('73G', 'B737', 'Boeing 737-700', BOEING),
  type('738', 'B738', 'Boeing 737-800', BOEING),
  type('739', 'B739', 'Boeing 737-900', BOEING),
  type('73H', 'B738', 'Boeing 737-800 (winglets)', BOEING),
  type('7M7', 'B37M', 'Boeing 737 MAX 7', BOEING),
  type('7M8', 'B38M', 'Boeing 737 MAX 8', BOEING),
  type('7M9', 'B39M', 'Boeing 737 MAX 9', BOEING),
  type('757', null, 'Boeing 757', BOEING),
  type('752', 'B752', 'Boeing 757-200', BOEING),
  type('753', 'B753', 'Boeing 757-300', BOEING),
  // Boeing wide bodies
  type('747', null, 'Boeing 747', BOEING),
  type('744', 'B744', 'Boeing 747-400', BOEING),
  type('74H', 'B748', 'Boeing 747-8', BOEING),
  type('767', null, 'Boeing 767', BOEING),
  type('762', 'B762', 'Boeing 767-200', BOEING),
  type('763', 'B763', 'Boeing 767-300', BOEING),
  type('764', 'B764', 'Boeing 767-400', BOEING),
  type('777', null, 'Boeing 777', BOEING),
  type('772', 'B772', 'Boeing 777-200', BOEING),
  type('77L', 'B77L', 'Boeing 777-200LR', BOEING),
  type('773', 'B773', 'Boeing 777-300', BOEING),
  type('77W', 'B77W', 'Boeing 777-300ER', BOEING),
  type('779', 'B779', 'Boeing 777-9', BOEING),
  type('787', null, 'Boeing 787 Dreamliner', BOEING),
  type('788', 'B788', 'Boeing 787-8 Dreamliner', BOEING),
  type('789', 'B789', 'Boeing 787-9 Dreamliner', BOEING),
  type('78J', 'B78X', 'Boeing 787-10 Dreamliner', BOEING),
  // Embraer
  type('ER3', 'E135', 'Embraer ERJ 135', EMBRAER),
  type('ERD', 'E135', 'Embraer ERJ 140', EMBRAER),
  type('ER4', 'E145', 'Embraer ERJ 145', EMBRAER),
  type('E70', 'E170', 'Embraer 170', EMBRAER),
  type('E75', 'E75L', 'Embraer 175', EMBRAER),
  type('E90', 'E190', 'Embraer 190', EMBRAER),
  type('E95', 'E195', 'Embraer 195', EMBRAER),
  type('290', 'E290', 'Embraer 190-E2', EMBRAER),
  type('295', 'E295', 'Embraer 195-E2', EMBRAER),
  // ATR
  type('AT4', 'AT43', 'ATR 42-300', ATR),
  type('AT5', 'AT45', 'ATR 42-500', ATR),
  type('ATR', 'AT46', 'ATR 42-600', ATR),
  type('AT7', 'AT72', 'ATR 72', ATR),
  // De Havilland Canada
  type('DHT', 'DHC6', 'DHC-6 Twin Otter', DHC),
  type('DH1', 'DH8A', 'Dash 8-100', DHC),
  type('DH2', 'DH8B', 'Dash 8-200', DHC),
  type('DH3', 'DH8C', 'Dash 8-300', DHC),
  type('DH4', 'DH8D', 'Dash 8-400 (Q400)', DHC),
  // Bombardier (Canadair) regional jets
  type('CRJ', null, 'Canadair Regional Jet', BOMBARDIER),
  type('CR1', 'CRJ1', 'CRJ100', BOMBARDIER),
  type('CR2', 'CRJ2', 'CRJ200', BOMBARDIER),
  type('CR7', 'CRJ7', 'CRJ700', BOMBARDIER),
  type('CR9', 'CRJ9', 'CRJ900', BOMBARDIER),
  type('CRK', 'CRJX', 'CRJ1000', BOMBARDIER),
  // Others still in airline service
  type('100', 'F100', 'Fokker 100', 'Fokker'),
  type('F70', 'F70', 'Fokker 70', 'Fokker'),
  type('F50', 'F50', 'Fokker 50', 'Fokker'),
  type('SF3', 'SF34', 'Saab 340', 'Saab'),
  type('S20', 'SB20', 'Saab 2000', 'Saab'),
  type('SU9', 'SU95', 'Sukhoi Superjet 100', 'Sukhoi'),
  type('BEH', 'B190', 'Beechcraft 1900', 'Beechcraft'),
  type('D28', 'D228', 'Dornier 228', 'Dornier'),
  type('J41', 'JS41', 'Jetstream 41', 'British Aerospace'),
];
