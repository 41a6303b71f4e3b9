import { expect } from 'vitest';
import { adult, CONTACT, type TBookingWorld } from '@/modules/bookings/bookings.test-kit';
import { dayFromNow } from '@/test/factories';

/** A storefront booking as its booker gets it back. */
export interface TStorefrontBooked {
  id: string;
  status: string;
  total_minor: number;
  access_token: string;
  currency: string;
}

/** A visitor's search (no account): the offer is its browser's, named by the cookie the search set. */
export async function visitorOffer(w: TBookingWorld, day = dayFromNow(40)): Promise<{ flightId: string; cookie: string }> {
  const res = await w.t.request({ method: 'GET', url: `/api/flights?origin=KHI&destination=DXB&departure_date=${day}&adults=1` });
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const rows = res.json().data.flights as { flight_id: string; seats_left: number | null }[];
  return { flightId: (rows.find((r) => (r.seats_left ?? 0) >= 9) ?? rows[0]!).flight_id, cookie };
}

/** A hold booked on the storefront by a visitor without an account. */
export async function bookAsVisitor(w: TBookingWorld): Promise<TStorefrontBooked> {
  const { flightId, cookie } = await visitorOffer(w);
  const res = await w.t.request({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie },
    payload: { flight_id: flightId, passengers: [adult()], contact: CONTACT },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.customer_booking as TStorefrontBooked;
}

/** GET /safepay-url for a booking (its link's token for a visitor's). */
export const openCardPayment = (w: TBookingWorld, bookingId: string, token?: string) =>
  w.t.request({ method: 'GET', url: `/api/safepay-url?booking_id=${bookingId}${token ? `&token=${encodeURIComponent(token)}` : ''}` });

/** Opens the payment, and presses Pay (or Decline) on the sandbox's page; answers the tracker and where the payer was sent. */
export async function payInSandbox(w: TBookingWorld, bookingId: string, token: string, outcome: 'pay' | 'fail' = 'pay') {
  const opened = await openCardPayment(w, bookingId, token);
  expect(opened.statusCode, opened.body).toBe(200);
  const url = new URL(opened.json().data.url as string);
  const page = await w.t.request({ method: 'GET', url: url.pathname });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const pressed = await w.t.request({ method: 'POST', url: `${url.pathname}/${outcome}` });
  expect(pressed.statusCode).toBe(303);
  return {
    tracker: url.pathname.split('/').pop()!,
    back: new URL(String(pressed.headers.location)),
    paymentId: opened.json().data.payment_id,
  };
}

/** Follows the payer's return from the gateway; answers where it sent them. */
export async function followReturn(w: TBookingWorld, back: URL) {
  const res = await w.t.request({ method: 'GET', url: back.pathname + back.search });
  expect(res.statusCode, res.body).toBe(303);
  return new URL(String(res.headers.location), 'http://x');
}
