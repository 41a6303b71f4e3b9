/**
 * A flight id names one offer inside one stored supplier answer: the record's UUIDv7 (whose
 * 74 random bits nobody can guess) and the offer's position in it. It is opaque to the browser
 * and checked strictly here, so a made-up id is a 404 and never a database error.
 */
const PATTERN = /^([0-9a-f]{32})-(\d{1,5})$/;

export function encodeFlightId(setId: string, index: number): string {
  return `${setId.replaceAll('-', '')}-${index}`;
}

export function decodeFlightId(flightId: string): { setId: string; index: number } | null {
  const match = PATTERN.exec(flightId);
  if (!match) return null;
  const hex = match[1]!;
  const setId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { setId, index: Number(match[2]) };
}
