/** Great-circle geometry on a spherical Earth: good to a few kilometres, which is all a schedule needs. */

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

export interface TPoint {
  lat: number;
  lon: number;
}

export function distanceKm(a: TPoint, b: TPoint): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How far out of the way a stop at `via` takes a trip from `a` to `b`: 1 when it lies on the
 * great circle, 1.3 when the two legs add up to 30 % more than the direct distance.
 */
export function detourRatio(a: TPoint, via: TPoint, b: TPoint): number {
  const direct = distanceKm(a, b);
  return direct === 0 ? Infinity : (distanceKm(a, via) + distanceKm(via, b)) / direct;
}

/** Initial compass bearing from `a` towards `b`, 0–360 (0 north, 90 east). */
export function bearingDeg(a: TPoint, b: TPoint): number {
  const y = Math.sin((b.lon - a.lon) * RAD) * Math.cos(b.lat * RAD);
  const x = Math.cos(a.lat * RAD) * Math.sin(b.lat * RAD) - Math.sin(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.cos((b.lon - a.lon) * RAD);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}
