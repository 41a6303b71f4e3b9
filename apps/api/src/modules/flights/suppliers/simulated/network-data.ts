/**
 * What the OpenFlights data does not say and a plausible network needs: which carriers are
 * big network airlines and where their hubs are, which airports are large, ticket prefixes,
 * terminals. Kept small on purpose: every other airline and airport comes from the data sets.
 */

export interface TCarrierProfile {
  hubs: string[];
  /** Network carriers fly long-haul from their hubs; low-cost ones stay short and sell economy only. */
  kind: 'network' | 'low_cost';
  /** IATA numeric airline code printed first on a ticket, when known. */
  ticketPrefix: string | null;
  premiumEconomy: boolean;
  first: boolean;
  fleet: 'airbus' | 'boeing';
  /**
   * How far the network reaches from its hubs: 3 connects the whole world through its hub
   * (Emirates, Qatar, Turkish, Etihad), 2 is a large flag carrier, 1 a regional network.
   */
  reach: 1 | 2 | 3;
}

// code: hubs, ticket prefix ('' unknown), flags (p premium economy, f first, l low-cost, g global reach,
// s worldwide connector), fleet (a|b).
const PROFILES: Record<string, [string, string, string, 'a' | 'b']> = {
  EK: ['DXB', '176', 'pfs', 'b'],
  FZ: ['DXB', '141', 'l', 'b'],
  G9: ['SHJ', '', 'l', 'a'],
  EY: ['AUH', '607', 'fs', 'b'],
  QR: ['DOH', '157', 'fs', 'b'],
  TK: ['IST', '235', 's', 'b'],
  PC: ['SAW', '', 'l', 'a'],
  SV: ['JED RUH', '065', 'fg', 'b'],
  XY: ['RUH JED', '', 'l', 'a'],
  GF: ['BAH', '072', '', 'a'],
  WY: ['MCT', '910', '', 'b'],
  KU: ['KWI', '229', 'f', 'a'],
  J9: ['KWI', '', 'l', 'a'],
  RJ: ['AMM', '512', '', 'b'],
  MS: ['CAI', '077', '', 'b'],
  ME: ['BEY', '076', '', 'a'],
  BA: ['LHR', '125', 'pfg', 'b'],
  VS: ['LHR', '932', 'pg', 'a'],
  LH: ['FRA MUC', '220', 'pfg', 'a'],
  LX: ['ZRH', '724', 'fg', 'a'],
  OS: ['VIE', '257', 'p', 'b'],
  AF: ['CDG', '057', 'pfg', 'a'],
  KL: ['AMS', '074', 'pg', 'b'],
  IB: ['MAD', '075', 'pg', 'a'],
  AZ: ['FCO', '055', 'p', 'a'],
  SK: ['CPH', '117', 'p', 'a'],
  AY: ['HEL', '105', 'p', 'a'],
  LO: ['WAW', '080', 'p', 'b'],
  SQ: ['SIN', '618', 'pfg', 'a'],
  TG: ['BKK', '217', 'fg', 'b'],
  MH: ['KUL', '232', 'g', 'a'],
  AK: ['KUL', '', 'l', 'a'],
  CX: ['HKG', '160', 'pfg', 'a'],
  QF: ['SYD MEL', '081', 'pfg', 'a'],
  NZ: ['AKL', '086', 'pg', 'b'],
  AI: ['DEL BOM', '098', 'pfg', 'a'],
  '6E': ['DEL BOM', '', 'l', 'a'],
  UK: ['DEL', '228', 'p', 'a'],
  SG: ['DEL', '', 'l', 'b'],
  PK: ['KHI LHE ISB', '214', '', 'b'],
  ED: ['LHE KHI', '', '', 'a'],
  AA: ['DFW CLT MIA JFK LAX', '001', 'pfg', 'b'],
  DL: ['ATL JFK DTW LAX', '006', 'pg', 'a'],
  UA: ['ORD EWR IAH SFO', '016', 'pg', 'b'],
  AS: ['SEA', '027', '', 'b'],
  B6: ['JFK BOS', '279', '', 'a'],
  AC: ['YYZ YVR', '014', 'pg', 'b'],
  JL: ['HND NRT', '131', 'pfg', 'b'],
  NH: ['HND NRT', '205', 'pfg', 'b'],
  KE: ['ICN', '180', 'fg', 'b'],
  OZ: ['ICN', '988', '', 'a'],
  CA: ['PEK', '999', 'fg', 'b'],
  MU: ['PVG', '781', 'fg', 'a'],
  CZ: ['CAN', '784', 'pg', 'a'],
  CI: ['TPE', '297', 'p', 'a'],
  BR: ['TPE', '695', 'p', 'b'],
  ET: ['ADD', '071', 'g', 'b'],
  KQ: ['NBO', '706', '', 'b'],
  SA: ['JNB', '083', '', 'a'],
  AT: ['CMN', '147', '', 'b'],
  PR: ['MNL', '079', 'p', 'a'],
  GA: ['CGK', '126', 'f', 'b'],
  VN: ['SGN HAN', '738', 'p', 'a'],
  UL: ['CMB', '603', '', 'a'],
  BG: ['DAC', '997', '', 'b'],
  U2: ['LGW', '', 'l', 'a'],
  FR: ['STN DUB', '', 'l', 'b'],
  W6: ['BUD', '', 'l', 'a'],
  LA: ['SCL', '045', 'p', 'a'],
  CM: ['PTY', '230', '', 'b'],
  AR: ['EZE', '044', '', 'b'],
  AM: ['MEX', '139', 'p', 'b'],
};

export const CARRIER_PROFILES: ReadonlyMap<string, TCarrierProfile> = new Map(
  Object.entries(PROFILES).map(([code, [hubs, prefix, flags, fleet]]) => [
    code,
    {
      hubs: hubs.split(' '),
      kind: flags.includes('l') ? 'low_cost' : 'network',
      ticketPrefix: prefix || null,
      premiumEconomy: flags.includes('p'),
      first: flags.includes('f'),
      fleet: fleet === 'a' ? 'airbus' : 'boeing',
      reach: flags.includes('s') ? 3 : flags.includes('g') ? 2 : 1,
    },
  ]),
);

/**
 * Large airports: long-haul flies between these (and hubs). Every hub above is large too.
 * Other airports count as international when their name says so, domestic otherwise.
 */
export const LARGE_AIRPORTS: ReadonlySet<string> = new Set(
  [
    'LGW MAN BHX EDI DUB BCN PMI AGP LIS OPO BRU GVA MXP NCE ATH OSL ARN TXL BER HAM DUS STR CGN PRG',
    'DME LED TLV DMM MED KHI LHE ISB PEW MUX SKT HYD BLR MAA CCU COK AMD ATQ KTM MLE CMB DAC',
    'KIX PUS CTS PVG SZX CTU XIY HKG MFM MNL CEB DPS SGN HAN PNH RGN BNE PER ADL CHC',
    'LAX SFO ORD ATL DFW IAH MIA BOS IAD SEA DEN PHX LAS MCO MSP PHL YUL YYC HNL',
    'GRU GIG BOG LIM PTY CUN EZE SCL CPT DUR LOS ACC ALG TUN NBO ADD JNB CMN CAI',
  ]
    .join(' ')
    .split(' ')
    .concat([...CARRIER_PROFILES.values()].flatMap((p) => p.hubs)),
);

/** Hubs the simulator routes connections through, whoever flies them. */
export const CONNECTION_HUBS: readonly string[] = [...new Set([...CARRIER_PROFILES.values()].flatMap((p) => p.hubs))];

/**
 * Terminals where an airport has several and the data sets say nothing: a carrier's own
 * terminal when it is well known, else one of the airport's chosen by the carrier's code.
 */
export const TERMINALS: Record<string, { all: string[]; by?: Record<string, string> }> = {
  DXB: { all: ['1', '3'], by: { EK: '3', FZ: '2' } },
  LHR: { all: ['2', '3', '4', '5'], by: { BA: '5', VS: '3', QR: '4', EK: '3' } },
  JFK: { all: ['1', '4', '5', '7', '8'], by: { AA: '8', BA: '8', DL: '4', B6: '5', EK: '4' } },
  JED: { all: ['1', 'N'], by: { SV: '1' } },
  RUH: { all: ['1', '2', '3', '4'], by: { SV: '3' } },
  KHI: { all: ['M'] },
  LHE: { all: ['M'] },
  ISB: { all: ['M'] },
  CDG: { all: ['1', '2E', '2F'], by: { AF: '2E' } },
  FRA: { all: ['1', '2'], by: { LH: '1' } },
  SIN: { all: ['1', '2', '3', '4'], by: { SQ: '3' } },
  BKK: { all: ['M'] },
  KUL: { all: ['1', '2'], by: { AK: '2', MH: '1' } },
  DEL: { all: ['1', '2', '3'], by: { AI: '3', '6E': '1' } },
  BOM: { all: ['1', '2'], by: { AI: '2' } },
  AUH: { all: ['A'] },
  HKG: { all: ['1'] },
  SYD: { all: ['1', '2', '3'] },
  LAX: { all: ['4', '5', '7', 'B'], by: { AA: '4', DL: '3', UA: '7' } },
  ORD: { all: ['1', '3', '5'], by: { UA: '1', AA: '3' } },
  YYZ: { all: ['1', '3'] },
  MAN: { all: ['1', '2', '3'] },
  LGW: { all: ['N', 'S'], by: { U2: 'N' } },
  MAD: { all: ['1', '2', '4', '4S'], by: { IB: '4S' } },
  NRT: { all: ['1', '2', '3'] },
  HND: { all: ['1', '2', '3'] },
  ICN: { all: ['1', '2'], by: { KE: '2' } },
};

/**
 * Airline data names some countries differently from the airport data; this maps airline
 * spellings (and one obvious slip) onto the airport data's names.
 */
export const COUNTRY_ALIASES: Record<string, string> = {
  'Ivory Coast': "Cote d'Ivoire",
  'Myanmar (Burma)': 'Burma',
  Myanmar: 'Burma',
  'Republic of the Congo': 'Congo (Brazzaville)',
  'Democratic Republic of the Congo': 'Congo (Kinshasa)',
  'Lao Peoples Democratic Republic': 'Laos',
  'North Macedonia': 'Macedonia',
  AVIANCA: 'Colombia',
};

/** Names that are not passenger airlines (freight, virtual, helicopter and VIP operators). */
export const NOT_A_PASSENGER_AIRLINE = /cargo|freight|virtual|helicop|amiri|royal flight|private|ambulance|charter/i;
