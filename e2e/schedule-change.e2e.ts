import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { openSignedIn, storedToken } from './support/auth';
import { baseUrl, launchBrowser, overflowWidth } from './support/browser';
import { exactly, LOCALES, t, type TLocale } from './support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Each language books on its own day, so its seats and offers are its own (other journeys search other days). */
const DAYS: Record<TLocale, number> = { en: 61, ar: 63 };
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${await storedToken(page)}`,
      'idempotency-key': randomUUID(),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

/** Capital letters from a number: passenger names take letters only, and each run needs names of its own (the duplicate guard). */
const letters = (n: number) =>
  n
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(65 + Number.parseInt(d, 26)))
    .join('');

interface TBooking {
  id: string;
  reference: string;
  status: string;
}
interface TChange {
  id: string;
  after: { flight_number: string; departure_local: string }[][];
  before: { flight_number: string; departure_local: string }[][];
}

/** The agent holds a simulated GDS's flight for one adult, KHI to DXB on the run's day. */
async function hold(agent: Page, locale: TLocale, givenName: string): Promise<TBooking> {
  const query = new URLSearchParams({ origin: 'KHI', destination: 'DXB', departure_date: inDays(DAYS[locale]), adults: '1' });
  const { flights } = await call<{ flights: { flight_id: string; supplier: string; isSooperFlight: boolean }[] }>(
    agent,
    'GET',
    `/flights?${query.toString()}`,
  );
  const flight = flights.find((f) => f.supplier.startsWith('sim-') && !f.isSooperFlight);
  if (!flight) throw new Error(`no simulated offer KHI-DXB on ${inDays(DAYS[locale])}`);
  const { booking } = await call<{ booking: TBooking }>(agent, 'POST', '/bookings', {
    flight_id: flight.flight_id,
    ticketing: 'hold',
    contact: { email: 'changes@agency.example', phone: '+923001234567' },
    passengers: [
      {
        title: 'mr',
        given_name: givenName,
        family_name: 'CHANGE',
        born_on: '1983-04-05',
        gender: 'm',
        nationality: 'PK',
        passport_number: `SC${Date.now().toString().slice(-7)}`,
        passport_country: 'PK',
        passport_expires_on: '2036-01-01',
      },
    ],
  });
  expect(booking.status).toBe('held');
  return booking;
}

describe.each(LOCALES)('an airline changes a booked flight (%s)', (locale) => {
  it('the agent sees the change on the booking and in its inbox, and accepts the new flights', async () => {
    const names = letters(Date.now() * 100 + Math.floor(Math.random() * 100));
    // Arabic on a phone, English on a desktop: both layouts go through the same screens.
    const device = locale === 'ar' ? 'phone' : 'desktop';
    const agent = await openSignedIn(browser, 'agent@example.com', locale, device);
    const admin = await openSignedIn(browser, 'admin@example.com', locale);
    try {
      // Setup through the API: a hold, then staff make the simulated airline move its flight 95 minutes later.
      const booking = await hold(agent, locale, `SCHED${names}`);
      const { change } = await call<{ change: TChange }>(admin, 'POST', '/schedule-changes/simulate', {
        booking_id: booking.id,
        kind: 'retime',
        minutes: 95,
      });
      const newDeparture = change.after[0]![0]!.departure_local.replace('T', ' ');
      const oldDeparture = change.before[0]![0]!.departure_local.replace('T', ' ');

      // 1. The booking's screen says the airline changed it, and links to the change.
      await agent.goto(`/agent/agent-booking-details?id=${booking.id}`);
      await agent.getByText(exactly(t(locale, 'schedule_changes:notice_schedule'))).waitFor();

      // 2. The inbox, from the navigation: the change waits for an answer.
      if (device === 'phone') await agent.getByRole('button', { name: t(locale, 'layout:back_office.menu') }).click();
      await agent.getByRole('link', { name: exactly(t(locale, 'layout:links.schedule_changes')) }).click();
      await agent.getByRole('heading', { level: 1, name: t(locale, 'schedule_changes:title') }).waitFor();
      const inbox = agent.getByRole('table', { name: t(locale, 'schedule_changes:caption') });
      const row = inbox.getByRole('row').filter({ hasText: booking.reference });
      await row.getByText(exactly(t(locale, 'schedule_changes:status.open'))).waitFor();
      expect(await overflowWidth(agent)).toBe(0);
      await checkA11y(agent, 'the inbox of airline changes');

      // 3. The change: the booked flight and the airline's side by side, what moved, the deadline.
      await row.getByRole('link', { name: booking.reference }).click();
      await agent
        .getByRole('heading', { level: 1, name: t(locale, 'schedule_changes:details_title', { reference: booking.reference }) })
        .waitFor();
      const flights = agent.getByRole('table', { name: t(locale, 'schedule_changes:flights_caption') });
      await flights.getByText(oldDeparture).waitFor();
      await flights.getByText(newDeparture).waitFor();
      await flights.getByText(exactly(t(locale, 'schedule_changes:change.retimed'))).waitFor();
      await flights
        .getByText(t(locale, 'schedule_changes:later', { minutes: '95' }))
        .first()
        .waitFor();
      await agent.getByText(exactly(t(locale, 'schedule_changes:columns.answer_by'))).waitFor();
      expect(await overflowWidth(agent)).toBe(0);
      await checkA11y(agent, 'one airline change');

      // 4. Sending without choosing is refused on the form; accepting answers it once.
      await agent.getByRole('button', { name: exactly(t(locale, 'schedule_changes:answer.send')) }).click();
      await agent.getByText(exactly(t(locale, 'validation:required'))).waitFor();
      await agent.getByRole('radio', { name: new RegExp(t(locale, 'schedule_changes:answer.accept')) }).check();
      await agent.getByRole('button', { name: exactly(t(locale, 'schedule_changes:answer.send')) }).click();
      await agent
        .getByText(exactly(t(locale, 'messages:schedule_change_accepted')))
        .first()
        .waitFor();
      await agent.getByText(exactly(t(locale, 'schedule_changes:status.accepted'))).waitFor();
      expect(await agent.getByRole('button', { name: exactly(t(locale, 'schedule_changes:answer.send')) }).count()).toBe(0);

      // 5. The booking now has the new flight and says so on its timeline.
      await agent.getByRole('link', { name: exactly(t(locale, 'schedule_changes:open_booking')) }).click();
      await agent.getByText(exactly(t(locale, 'agent_bookings:events.airline_change_accepted'))).waitFor();
      await agent.getByText(exactly(t(locale, 'agent_bookings:events.airline_change'))).waitFor();
      expect(await agent.getByText(exactly(t(locale, 'schedule_changes:notice_schedule'))).count()).toBe(0);
      await checkA11y(agent, 'a booking after its change was accepted');
    } finally {
      await Promise.all([agent.context().close(), admin.context().close()]);
    }
  });
});
