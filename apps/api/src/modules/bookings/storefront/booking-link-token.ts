import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '@/config';
import { encryptionKeyFor } from '@/core/secrets/encryption-key';

/*
 * A storefront booking's link: opens that one booking (to see it, pay it, download its
 * documents) without a password, for the visitor who booked without an account and for the
 * mails we send. It is a signature, not a stored secret: `<expiry>.<HMAC(booking id, expiry)>`
 * under a key derived from the app's, so it cannot be made up or moved to another booking, and
 * it stops working a month after the last flight.
 */

const KEEP_AFTER_LAST_FLIGHT_DAYS = 30;

type TKeyConfig = Pick<AppConfig, 'env' | 'appKey' | 'dataDir'>;

const mac = (config: TKeyConfig, bookingId: string, expires: string) =>
  createHmac('sha256', encryptionKeyFor(config).key).update(`booking-link:${bookingId}:${expires}`).digest('base64url');

export function bookingLinkToken(config: TKeyConfig, booking: { id: string; lastFlightOn: string }): string {
  const expires = Math.floor(Date.parse(`${booking.lastFlightOn}T00:00:00Z`) / 1000) + KEEP_AFTER_LAST_FLIGHT_DAYS * 86_400;
  return `${expires}.${mac(config, booking.id, String(expires))}`;
}

export function bookingLinkValid(config: TKeyConfig, bookingId: string, token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const [expires, signature] = token.split('.');
  if (!expires || !signature || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return false;
  const expected = Buffer.from(mac(config, bookingId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The storefront page that opens the booking by its link. */
export function bookingLinkUrl(config: TKeyConfig & Pick<AppConfig, 'appUrl'>, booking: { id: string; lastFlightOn: string }): string {
  const query = new URLSearchParams({ booking_id: booking.id, token: bookingLinkToken(config, booking) });
  return `${config.appUrl}/bookings-details?${query.toString()}`;
}
