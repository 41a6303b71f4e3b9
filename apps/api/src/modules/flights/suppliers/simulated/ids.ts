import { CARRIER_PROFILES } from './network-data';
import { hash32 } from './prng';

/** Record locators and ticket numbers, derived from their inputs so they repeat under a fixed clock. */

// No 0/O or 1/I: a locator is read out over the phone.
const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function pnrFrom(...parts: (string | number)[]): string {
  let a = hash32('pnr', ...parts);
  let b = hash32('pnr2', ...parts);
  let out = '';
  for (let i = 0; i < 6; i++) {
    const word = i < 3 ? a : b;
    out += PNR_ALPHABET[word % PNR_ALPHABET.length];
    if (i < 3) a = Math.floor(a / PNR_ALPHABET.length);
    else b = Math.floor(b / PNR_ALPHABET.length);
  }
  return out;
}

/**
 * The airline's three-digit accounting code where the simulator knows it (Emirates 176, PIA
 * 214…), else a stable made-up one in the 9xx range, which no airline in the data uses here.
 */
export function ticketPrefix(carrier: string): string {
  return CARRIER_PROFILES.get(carrier)?.ticketPrefix ?? `9${String(hash32('prefix', carrier) % 100).padStart(2, '0')}`;
}

/** A 13-digit ticket number: prefix and a 10-digit serial. */
export function ticketNumber(carrier: string, ...parts: (string | number)[]): string {
  const high = String(hash32('tkt-high', ...parts) % 100_000).padStart(5, '0');
  const low = String(hash32('tkt-low', ...parts) % 100_000).padStart(5, '0');
  return `${ticketPrefix(carrier)}${high}${low}`;
}
