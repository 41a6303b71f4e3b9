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
