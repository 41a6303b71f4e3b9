import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn, storedToken } from './support/auth';
import { baseUrl, launchBrowser, overflowWidth } from './support/browser';
import { exactly, LOCALES, startsWith, t, type TLocale } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A real 1×1 PNG for the deposit's receipt. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** Each language books on its own day, so its seats and offers are its own (other journeys search other days). */
const DAYS: Record<TLocale, number> = { en: 52, ar: 54 };
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

interface TAnswer<T> {
  status: number;
  data: T;
  text: string;
}

async function send<T>(page: Page, method: string, path: string, body?: unknown, money = false): Promise<TAnswer<T>> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${await storedToken(page)}`,
      ...(money ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, data: (JSON.parse(text) as { data: T }).data, text };
}

async function call<T>(page: Page, method: string, path: string, body?: unknown, money = false): Promise<T> {
  const answer = await send<T>(page, method, path, body, money);
  expect(answer.status, answer.text).toBe(200);
  return answer.data;
}

/** Capital letters from a number: passenger names take letters only, and each run needs names of its own (the duplicate guard). */
const letters = (n: number) =>
  n
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(65 + Number.parseInt(d, 26)))
    .join('');

interface TFlight {
  flight_id: string;
  supplier: string;
  isSooperFlight: boolean;
  seats_left: number | null;
  price: { currency: string; gross_minor: number };
}
interface TBooking {
  id: string;
  reference: string;
  status: string;
  supplier: string;
  needs_approval: boolean;
  agency: { id: string; name: string } | null;
}

/** A simulated GDS's offer for one adult, KHI to DXB on the run's day, with room for both bookings. */
async function findFlight(agent: Page, locale: TLocale): Promise<TFlight> {
  const query = new URLSearchParams({ origin: 'KHI', destination: 'DXB', departure_date: inDays(DAYS[locale]), adults: '1' });
  const { flights } = await call<{ flights: TFlight[] }>(agent, 'GET', `/flights?${query.toString()}`);
  const flight = flights.find((f) => f.supplier.startsWith('sim-') && !f.isSooperFlight && (f.seats_left === null || f.seats_left >= 2));
  if (!flight) throw new Error(`no simulated offer KHI-DXB on ${inDays(DAYS[locale])}`);
  return flight;
}

/** Funds the demo agency's wallet: the agent's deposit into a new bank, approved by the admin (one step: the amount is unchanged). */
async function fund(admin: Page, agent: Page, stamp: string, amountMinor: number): Promise<void> {
  const { bank } = await call<{ bank: { id: string } }>(admin, 'POST', '/banks', {
    bank_name: `Booking Desk Bank ${stamp}`,
    account_title: 'Safar Travels Pvt Ltd',
    account_number: '0101-0123456789',
    iban: 'PK36SCBL0000001123456702',
    branch: 'Blue Area',
    currency: 'PKR',
  });
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'slip.png');
  const uploaded = await fetch(`${baseUrl()}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await storedToken(agent)}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const receipt = ((await uploaded.json()) as { data: { upload: { file_name: string } } }).data.upload.file_name;
  const { deposit } = await call<{ deposit: { id: string } }>(
    agent,
    'POST',
    '/deposit-data',
    {
      bank_id: bank.id,
      amount_minor: amountMinor,
      currency: 'PKR',
      deposit_date: inDays(-1),
      bank_reference: `BD-${stamp}`.toUpperCase(),
      receipt,
    },
    true,
  );
  await call(admin, 'PUT', `/update-deposit-status/${deposit.id}`, { status: 'approved', approved_amount_minor: amountMinor }, true);
}

/** The agent holds seats for one adult (names of the run's own). */
async function hold(agent: Page, flightId: string, givenName: string): Promise<TBooking> {
  const { booking } = await call<{ booking: TBooking }>(
    agent,
    'POST',
    '/bookings',
    {
      flight_id: flightId,
      ticketing: 'hold',
      contact: { email: 'desk@agency.example', phone: '+923001234567' },
      passengers: [
        {
          title: 'mr',
          given_name: givenName,
          family_name: 'DESK',
          born_on: '1984-05-06',
          gender: 'm',
          nationality: 'PK',
          passport_number: `DK${Date.now().toString().slice(-7)}`,
          passport_country: 'PK',
          passport_expires_on: '2036-01-01',
        },
      ],
    },
    true,
  );
  expect(booking.status).toBe('held');
  return booking;
}

/**
 * A paid booking in the ticketing queue: admin sets the demo agency to staff approval, the agent
 * confirms (the wallet pays, the booking waits for staff), and the agency is set back at once.
 * This journey runs in a group of its own: a confirm by the same agency elsewhere in this second
 * would wait for staff too.
 */
async function awaitingApproval(admin: Page, agent: Page, booking: TBooking): Promise<void> {
  const agencyId = booking.agency!.id;
  await call(admin, 'PUT', '/agency-ticketing-approval', { agency_id: agencyId, ticketing_approval: true });
  try {
    const { booking: after } = await call<{ booking: TBooking }>(agent, 'POST', '/confirm-pnr', { booking_id: booking.id }, true);
    expect(after.status).toBe('awaiting_approval');
  } finally {
    await call(admin, 'PUT', '/agency-ticketing-approval', { agency_id: agencyId, ticketing_approval: false });
  }
}

/** Waits for a booking's details screen to show `status`. */
async function showsStatus(page: Page, locale: TLocale, booking: TBooking, status: string): Promise<void> {
  await page.goto(`/admin/booking-details?id=${booking.id}`);
  await page.getByRole('heading', { level: 1, name: t(locale, 'desk:details.title', { reference: booking.reference }) }).waitFor();
  await page
    .locator('.desk-title')
    .getByText(exactly(t(locale, `bookings:status_${status}`)))
    .waitFor();
}

describe.each(LOCALES)('the booking desk (%s)', (locale) => {
  it('admin approves a booking from the ticketing queue and voids a requested void', async () => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const names = letters(Date.now() * 100 + Math.floor(Math.random() * 100));
    // Arabic on a phone, English on a desktop: both layouts go through the same screens.
    const device = locale === 'ar' ? 'phone' : 'desktop';
    const admin = await openSignedIn(browser, 'admin@example.com', locale, device);
    const agent = await openSignedIn(browser, 'agent@example.com', locale);
    try {
      // Setup through the API as the demo agent: money in the wallet, a void request, a booking waiting for staff.
      const flight = await findFlight(agent, locale);
      await fund(admin, agent, stamp, Math.max(flight.price.gross_minor * 3, 100_000));
      const toVoid = await hold(agent, flight.flight_id, `VOID${names}`);
      const { booking: ticketed } = await call<{ booking: TBooking }>(agent, 'POST', '/confirm-pnr', { booking_id: toVoid.id }, true);
      expect(ticketed.status).toBe('ticketed');
      await call(agent, 'POST', '/void-request', { booking_id: toVoid.id, note: 'The traveller cancelled the trip' }, true);
      const toApprove = await hold(agent, flight.flight_id, `WAIT${names}`);
      await awaitingApproval(admin, agent, toApprove);

      // 1. The dashboard says what needs a person.
      await admin.goto('/admin/dashboard');
      const attention = admin.getByRole('heading', { name: t(locale, 'desk:attention.title') });
      await attention.waitFor();
      await admin
        .locator('#main')
        .getByRole('link', { name: exactly(t(locale, 'desk:attention.void_requests')) })
        .waitFor();
      await checkA11y(admin, 'the dashboard with the bookings that need a person');

      // 2. The ticketing queue: the paid booking waits there; approving issues it.
      await admin.goto('/admin/bookings?tab=ticketing');
      const waiting = admin.getByRole('table', { name: t(locale, 'desk:ticketing.awaiting_caption') });
      const approve = waiting.getByRole('button', {
        name: exactly(t(locale, 'desk:actions.approve_named', { reference: toApprove.reference })),
      });
      await approve.waitFor();
      await checkA11y(admin, 'the ticketing queue');
      await approve.click();
      const approveDialog = admin.getByRole('dialog', { name: t(locale, 'desk:approve.title', { reference: toApprove.reference }) });
      await approveDialog.waitFor();
      await approveDialog.getByLabel(startsWith(t(locale, 'desk:fields.note'))).fill('Fare rules checked');
      await checkA11y(admin, 'the approve dialog');
      await approveDialog.getByRole('button', { name: exactly(t(locale, 'desk:approve.confirm')) }).click();
      await approveDialog.waitFor({ state: 'hidden' });
      await approve.waitFor({ state: 'detached' });
      await showsStatus(admin, locale, toApprove, 'ticketed');
      // Paid once (waiting for staff), approved, then issued.
      await admin.getByText(exactly(t(locale, 'desk:timeline.kinds.paid_for_approval'))).waitFor();
      await admin.getByText(exactly(t(locale, 'desk:timeline.kinds.approved'))).waitFor();
      await admin.getByText(exactly(t(locale, 'desk:timeline.kinds.ticketed'))).waitFor();

      // 3. The void queue: the request with its window's time left; voiding refunds the wallet.
      await admin.goto('/admin/void-bookings');
      await admin.getByRole('heading', { level: 1, name: t(locale, 'desk:void_queue.title') }).waitFor();
      const voidButton = admin.getByRole('button', {
        name: exactly(t(locale, 'desk:actions.void_named', { reference: toVoid.reference })),
      });
      await voidButton.waitFor();
      await checkA11y(admin, 'the void queue');
      await voidButton.click();
      const voidDialog = admin.getByRole('dialog', { name: t(locale, 'desk:void.title', { reference: toVoid.reference }) });
      await voidDialog.waitFor();
      await voidDialog.getByLabel(startsWith(t(locale, 'desk:fields.note'))).fill('Voided inside the window');
      await checkA11y(admin, 'the void dialog');
      await voidDialog.getByRole('button', { name: exactly(t(locale, 'desk:void.confirm')) }).click();
      await voidDialog.waitFor({ state: 'hidden' });
      await voidButton.waitFor({ state: 'detached' });

      // 4. The voided booking: its status, its timeline, its refund; nothing left to do.
      await showsStatus(admin, locale, toVoid, 'voided');
      await admin.getByText('Voided inside the window').waitFor();
      await admin.getByText(exactly(t(locale, 'desk:timeline.kinds.refunded'))).waitFor();
      expect(await admin.getByRole('button', { name: exactly(t(locale, 'desk:actions.void')) }).count()).toBe(0);
      expect(await overflowWidth(admin)).toBe(0);
      await checkA11y(admin, 'a voided booking');
    } finally {
      await Promise.all([admin.context().close(), agent.context().close()]);
    }
  });
});
