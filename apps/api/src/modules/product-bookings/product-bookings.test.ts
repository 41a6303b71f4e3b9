import { bookingProducts, bookings, insuranceQuotes, outgoingMails } from '@safar/db';
import { and, count, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adult, buildBookingWorld, CONTACT, type TBookingWorld } from '@/modules/bookings/bookings.test-kit';
import { createPlan } from '@/modules/insurance/insurance.test-helpers';
import { purgeLapsedQuotes } from '@/modules/insurance/purge-lapsed-quotes';
import { dayFromNow } from '@/test/factories';
import { productSources } from './product-sources';
import { bookProduct, payInSandbox, type TCaller } from './product-bookings.test-kit';
import { expireProductBookings } from './services/end-product-booking';

/*
 * Booking a product the agency sells itself, through a real catalogue (travel insurance): the
 * agent's wallet pays at once, a visitor pays by card in the sandbox within the payment window,
 * staff cancel with a full refund, and a window that closes unpaid lapses.
 */

let w: TBookingWorld;
let planId: string;
beforeAll(async () => {
  w = await buildBookingWorld();
  planId = (await createPlan(w.t, w.tok.admin, { regions: ['schengen'] })).id;
});
afterAll(() => w.t.close());

const db = () => w.t.database.db;
const start = dayFromNow(12);
/** Born so as to be exactly `age` on the trip's first day. */
const bornFor = (age: number) => `${Number(start.slice(0, 4)) - age}${start.slice(4)}`;
const TRIP = { region: 'schengen', start_date: start, end_date: dayFromNow(20), travellers: [{ age: 40 }, { age: 8 }] };
const PEOPLE = [adult({ born_on: bornFor(40) }), adult({ given_name: 'SARA', title: 'miss', gender: 'f', born_on: bornFor(8) })];

async function quoteFor(auth: { token?: string; cookie?: string }) {
  const res = await w.t.request({
    method: 'POST',
    url: '/api/travel-insurance/quotes',
    payload: TRIP,
    ...(auth.token ? { token: auth.token } : {}),
    ...(auth.cookie ? { headers: { cookie: auth.cookie } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const quote = res.json().data.quote;
  const cookie = res.headers['set-cookie'] ? String(res.headers['set-cookie']).split(';')[0]! : auth.cookie;
  return { quote, cookie, plan: quote.plans.find((p: { plan: { id: string } }) => p.plan.id === planId) };
}

const book = (payload: Record<string, unknown>, caller: TCaller) => bookProduct(w.t, payload, caller);

const policy = (quoteId: string, over: Record<string, unknown> = {}) => ({
  product: 'insurance',
  item_id: planId,
  quote_id: quoteId,
  travellers: PEOPLE,
  contact: CONTACT,
  ...over,
});

describe('an agent buys a policy from its wallet', () => {
  it('pays the agent price at once, keeps its markup out of the wallet, and lists the booking by its product', async () => {
    const { quote, plan } = await quoteFor({ token: w.tok.agent });
    await w.drainTo(1_000_000_00);
    const res = await book(policy(quote.id, { markup_minor: 500_00 }), { token: w.tok.agent });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().data.booking;
    expect(res.json().message.description).toBe('Booking confirmed and paid from your wallet.');
    expect(booking).toMatchObject({
      status: 'confirmed',
      product: 'insurance',
      origin: null,
      due_minor: plan.agent_total_price_minor,
      markup_minor: 500_00,
      gross_minor: plan.agent_total_price_minor + 500_00,
      passengers: 2,
      payment: { reference: expect.stringMatching(/^TXN-/) },
    });
    expect(booking.title).toBe(plan.plan.name_en);
    expect(booking.product_facts).toMatchObject({ product: 'insurance', item_id: planId, starts_on: start, visa_step: null, seats: 0 });
    expect(booking.product_facts.lines.map((l: { type: string }) => l.type)).toEqual(['adult', 'child']);
    expect(booking.timeline.map((e: { kind: string }) => e.kind)).toEqual(['requested', 'paid']);
    expect(await w.available()).toBe(1_000_000_00 - plan.agent_total_price_minor);

    const list = await w.t.request({ method: 'GET', url: '/api/get-bookings?per_page=5', token: w.tok.agent });
    expect(list.json().data.items[0]).toMatchObject({ id: booking.id, product: 'insurance', title: plan.plan.name_en, destination: null });
    const staff = await w.t.request({ method: 'GET', url: `/api/get-admin-booking?id=${booking.id}`, token: w.tok.admin });
    expect(staff.statusCode, staff.body).toBe(200);
  });

  it('refuses a short wallet and writes nothing', async () => {
    const { quote } = await quoteFor({ token: w.tok.agent });
    await w.drainTo(100);
    const [before] = await db().select({ n: count() }).from(bookings);
    const res = await book(policy(quote.id), { token: w.tok.agent });
    expect(res.statusCode, res.body).toBe(422);
    const [after] = await db().select({ n: count() }).from(bookings);
    expect(after!.n).toBe(before!.n);
    expect(await w.available()).toBe(100);
  });

  it('answers a retry under the same key with the same booking, paid once', async () => {
    const { quote, plan } = await quoteFor({ token: w.tok.agent });
    await w.drainTo(1_000_000_00);
    // At the same moment, the second is either answered from the first or told it is still in progress (PostgreSQL
    // runs them side by side); either way one booking is made and paid once.
    const together = await Promise.all([
      book(policy(quote.id), { token: w.tok.agent, key: 'policy-retry-1' }),
      book(policy(quote.id), { token: w.tok.agent, key: 'policy-retry-1' }),
    ]);
    for (const res of together)
      if (res.statusCode !== 200) expect([res.statusCode, res.json().message.code], res.body).toEqual([409, 'idempotency_in_progress']);
    const ids = together.filter((r) => r.statusCode === 200).map((r) => r.json().data.booking.id);
    expect(ids.length).toBeGreaterThanOrEqual(1);
    const later = await book(policy(quote.id), { token: w.tok.agent, key: 'policy-retry-1' });
    expect(later.statusCode, later.body).toBe(200);
    expect(new Set([...ids, later.json().data.booking.id]).size).toBe(1);
    expect(await w.available()).toBe(1_000_000_00 - plan.agent_total_price_minor);
  });

  it('refuses travellers whose ages are not the quote’s, and a missing quote', async () => {
    const { quote } = await quoteFor({ token: w.tok.agent });
    const older = await book(policy(quote.id, { travellers: [PEOPLE[0], adult({ born_on: bornFor(30) })] }), { token: w.tok.agent });
    expect(older.statusCode).toBe(422);
    expect(older.json().errors).toHaveProperty(['travellers.1.born_on']);
    const fewer = await book(policy(quote.id, { travellers: [PEOPLE[0]] }), { token: w.tok.agent });
    expect(fewer.statusCode).toBe(422);
    expect(fewer.json().errors.travellers[0]).toBe('The quote was for 2 travellers: book for the same travellers or ask for a new quote.');
    const noQuote = await book(policy(quote.id, { quote_id: undefined }), { token: w.tok.agent });
    expect(noQuote.statusCode).toBe(422);
    expect(noQuote.json().errors).toHaveProperty('quote_id');
  });

  it('refuses staff booking for themselves, and another buyer’s quote', async () => {
    const { quote } = await quoteFor({ token: w.tok.agent });
    expect((await book(policy(quote.id), { token: w.tok.admin })).statusCode).toBe(403);
    expect((await book(policy(quote.id), {})).statusCode).toBe(404);
  });
});

describe('staff', () => {
  it('cancel a paid policy: the agent price goes back to the wallet, the agent is mailed, and a second cancel is refused', async () => {
    const { quote, plan } = await quoteFor({ token: w.tok.agent });
    await w.drainTo(1_000_000_00);
    const made = (await book(policy(quote.id), { token: w.tok.agent })).json().data.booking;
    const cancel = () =>
      w.t.request({
        method: 'POST',
        url: '/api/product-bookings/cancel',
        token: w.tok.admin,
        payload: { booking_id: made.id, reason: 'Trip called off' },
      });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.booking).toMatchObject({ status: 'cancelled', refund: { reference: expect.stringMatching(/^TXN-/) } });
    expect(await w.available()).toBe(1_000_000_00);
    expect(plan.agent_total_price_minor).toBeGreaterThan(0);
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    const mails = await db()
      .select()
      .from(outgoingMails)
      .where(like(outgoingMails.subject, `%${made.reference}%`));
    expect(mails.map((m) => m.to)).toEqual(['agent@example.com']);
    // An agent may not cancel, and a visa step is for visas only.
    const byAgent = await w.t.request({
      method: 'POST',
      url: '/api/product-bookings/cancel',
      token: w.tok.agent,
      payload: { booking_id: made.id, reason: 'x' },
    });
    expect(byAgent.statusCode).toBe(403);
    const step = await w.t.request({
      method: 'POST',
      url: '/api/product-bookings/visa-step',
      token: w.tok.admin,
      payload: { booking_id: made.id, step: 'documents_received' },
    });
    expect(step.statusCode).toBe(409);
  });
});

describe('a visitor buys a policy by card', () => {
  it('waits for the card, is sold once the sandbox pays, and mails the buyer twice', async () => {
    const { quote, cookie, plan } = await quoteFor({});
    const res = await book(policy(quote.id), { cookie: cookie! });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().data.customer_booking;
    expect(booking).toMatchObject({ status: 'awaiting_payment', product: 'insurance', can_pay: true, total_minor: plan.total_price_minor });
    expect(booking.pay_by).not.toBeNull();
    await payInSandbox(w.t, booking);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'confirmed', agencyDeadlineAt: null });
    expect(row!.paymentTransactionId).not.toBeNull();
    const mails = await db()
      .select()
      .from(outgoingMails)
      .where(and(eq(outgoingMails.to, CONTACT.email), like(outgoingMails.subject, `%${row!.reference}%`)));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Booking ${row!.reference} is confirmed`,
      `Your booking ${row!.reference}: ${plan.plan.name_en}`,
    ]);
  });

  it('lapses when the payment window closes unpaid', async () => {
    const { quote, cookie } = await quoteFor({});
    const booking = (await book(policy(quote.id), { cookie: cookie! })).json().data.customer_booking;
    await db()
      .update(bookings)
      .set({ agencyDeadlineAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    expect(await expireProductBookings(db(), productSources('Asia/Karachi'))).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('expired');
    const [product] = await db().select().from(bookingProducts).where(eq(bookingProducts.bookingId, booking.id));
    expect(product!.seats).toBe(0);
    const pay = await w.t.request({
      method: 'GET',
      url: `/api/safepay-url?booking_id=${booking.id}&token=${encodeURIComponent(booking.access_token)}`,
    });
    expect(pay.statusCode).toBe(409);
  });
});

describe('lapsed quotes', () => {
  it('are deleted a week after they lapse, except those a policy was bought from', async () => {
    const bought = (await db().select({ quoteId: bookingProducts.quoteId }).from(bookingProducts).where(isNotNull(bookingProducts.quoteId)))
      .map((r) => r.quoteId!)
      .sort();
    expect(bought.length).toBeGreaterThan(0);
    const { quote: fresh } = await quoteFor({ token: w.tok.agent });
    const { quote: lapsed } = await quoteFor({ token: w.tok.agent });
    await db()
      .update(insuranceQuotes)
      .set({ expiresAt: sql`now() - interval '8 days'` })
      .where(inArray(insuranceQuotes.id, [lapsed.id, ...bought]));
    expect(await purgeLapsedQuotes(w.t.app, null)).toBe(1);
    const left = (await db().select({ id: insuranceQuotes.id }).from(insuranceQuotes)).map((r) => r.id);
    expect(left).toEqual(expect.arrayContaining([fresh.id, ...bought]));
    expect(left).not.toContain(lapsed.id);
  });
});
