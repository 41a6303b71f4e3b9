import type { TSoldCabin } from './brands';

/**
 * An offer's key says everything needed to build it again: the cabin, the brand and each
 * flight (carrier, number, route, timetable day). `price` and `book` decode it and re-run the
 * same generator, so nothing about an offer has to be remembered between calls.
 *
 *   s1~economy~LIGHT~EK601.KHIDXB.2026-05-01+EK201.DXBJFK.2026-05-02/EK202.JFKDXB.2026-05-10+…
 */

export interface TLegRef {
  carrier: string;
  flightNumber: string;
  origin: string;
  destination: string;
  date: string;
}

export interface TDecodedKey {
  cabin: TSoldCabin;
  brand: string;
  slices: TLegRef[][];
}

const VERSION = 's1';
const CABINS = new Set<string>(['economy', 'premium_economy', 'business', 'first']);
const LEG_RE = /^([A-Z0-9]{2})(\d{1,4})\.([A-Z]{3})([A-Z]{3})\.(\d{4}-\d{2}-\d{2})$/;

export const legRefId = (r: TLegRef): string => `${r.carrier}${r.flightNumber}.${r.origin}${r.destination}.${r.date}`;

export function encodeKey(key: TDecodedKey): string {
  return [VERSION, key.cabin, key.brand, key.slices.map((legs) => legs.map(legRefId).join('+')).join('/')].join('~');
}

/** The decoded key, or null when it is not one of ours (another version, or tampered with). */
export function decodeKey(text: string): TDecodedKey | null {
  const [version, cabin, brand, slices, ...rest] = text.split('~');
  if (version !== VERSION || !cabin || !CABINS.has(cabin) || !brand || !/^[A-Z]{1,8}$/.test(brand) || !slices || rest.length > 0)
    return null;
  const decoded: TLegRef[][] = [];
  for (const slice of slices.split('/')) {
    const legs: TLegRef[] = [];
    for (const leg of slice.split('+')) {
      const m = LEG_RE.exec(leg);
      if (!m) return null;
      legs.push({ carrier: m[1]!, flightNumber: m[2]!, origin: m[3]!, destination: m[4]!, date: m[5]! });
    }
    decoded.push(legs);
  }
  return { cabin: cabin as TSoldCabin, brand, slices: decoded };
}
