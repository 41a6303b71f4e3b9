import type { TSimulatedOptions } from './simulated-supplier';

/**
 * Two simulated GDSs configured differently, so a merged search shows more than one supplier
 * with overlapping but different inventory, prices in two currencies and two response times.
 * The clock is the system's (no `now`), latency is that of a real GDS round trip.
 */

/** Middle-Eastern and Asian carriers: what a Gulf-based consolidator would sell. */
export const SIM_GDS_B_AIRLINES = [
  'EK', 'FZ', 'EY', 'G9', 'QR', 'SV', 'XY', 'GF', 'WY', 'KU', 'J9', 'RJ', 'MS', 'ME', 'TK', 'PC',
  'PK', 'ED', 'AI', '6E', 'UK', 'SG', 'UL', 'BG', 'TG', 'MH', 'AK', 'SQ', 'CX', 'GA', 'VN', 'PR',
  'KE', 'OZ', 'JL', 'NH', 'CA', 'MU', 'CZ', 'CI', 'BR',
] as const; // prettier-ignore

export const SIMULATED_DEFAULTS = {
  'sim-gds-a': { code: 'sim-gds-a', seed: 'safar-sim-gds-a', currency: 'USD', latencyMs: 400, fault: 'none', maxOffers: 200 },
  'sim-gds-b': {
    code: 'sim-gds-b',
    seed: 'safar-sim-gds-b',
    currency: 'SAR',
    latencyMs: 700,
    fault: 'none',
    maxOffers: 150,
    airlines: SIM_GDS_B_AIRLINES,
  },
} as const satisfies Record<string, TSimulatedOptions>;

export type TSimulatedCode = keyof typeof SIMULATED_DEFAULTS;
