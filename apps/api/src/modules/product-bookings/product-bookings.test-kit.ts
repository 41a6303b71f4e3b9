import { expect } from 'vitest';
import type { TestApp } from '@/test/test-app';

/** The caller of a booking request: an agent's or staff token, a visitor's cookie, an idempotency key. */
export interface TCaller {
  token?: string;
  cookie?: string;
  key?: string;
}

/** POST /product-bookings as the caller. */
export const bookProduct = (t: TestApp, payload: Record<string, unknown>, caller: TCaller) =>
  t.request({
    method: 'POST',
    url: '/api/product-bookings',
    payload,
    ...(caller.token ? { token: caller.token } : {}),
    headers: { ...(caller.cookie ? { cookie: caller.cookie } : {}), ...(caller.key ? { 'idempotency-key': caller.key } : {}) },
  });

/** A storefront booking paid as a buyer would: open the sandbox's page, press pay, and come back. */
export async function payInSandbox(t: TestApp, booking: { id: string; access_token: string }): Promise<void> {
  const opened = await t.request({
    method: 'GET',
    url: `/api/safepay-url?booking_id=${booking.id}&token=${encodeURIComponent(booking.access_token)}`,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const url = new URL(opened.json().data.url as string);
  const pressed = await t.request({ method: 'POST', url: `${url.pathname}/pay` });
  expect(pressed.statusCode).toBe(303);
  const back = new URL(String(pressed.headers.location));
  const landed = await t.request({ method: 'GET', url: back.pathname + back.search });
  expect(landed.statusCode, landed.body).toBe(303);
}
