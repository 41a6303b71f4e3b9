import { todayIn } from '@safar/contracts';
import { bookingProducts, bookings, enquiries, outgoingMails, travelPackageDepartures } from '@safar/db';
import { and, count, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adult, buildBookingWorld, CONTACT, type TBookingWorld } from '@/modules/bookings/bookings.test-kit';
import { buildDeparture, buildHoliday, buildUmrahPackage } from '@/modules/travel-packages/travel-packages.test-fixtures';
import { buildVisa, dayFromNow } from '@/test/factories';
import { multipartFileBody } from '@/modules/uploads/multipart-body';
import { bookProduct, payInSandbox } from './product-bookings.test-kit';

/*
 * Visas and packages sold through bookings: the catalogue prices them per traveller, a visa
 * application then moves through its own steps, and a departure's seats are taken in the
 * booking's transaction — never more than it has, however many buy at once.
 */

let w: TBookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld();
});
afterAll(() => w.t.close());

const db = () => w.t.database.db;
/**
 * The day `days` after the agency's today (AGENCY_TIMEZONE, Asia/Karachi by default), which the
 * API counts a visa's processing days from: late in the evening UTC it is already tomorrow there.
 */
function agencyDayFromNow(days: number): string {
  const day = new Date(`${todayIn('Asia/Karachi')}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
/** Born so as to be exactly `age` on `day`. */
const bornFor = (age: number, day: string) => `${Number(day.slice(0, 4)) - age}${day.slice(4)}`;
const child = (age: number, day: string) => adult({ given_name: 'SARA', title: 'miss', gender: 'f', born_on: bornFor(age, day) });

async function create(path: string, payload: Record<string, unknown>) {
  const res = await w.t.request({ method: 'POST', url: `/api/${path}`, token: w.tok.admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const staffAction = (path: string, payload: Record<string, unknown>) =>
  w.t.request({ method: 'POST', url: `/api/product-bookings/${path}`, token: w.tok.admin, payload });

describe('a visa application', () => {
  const travelOn = dayFromNow(30);
  let visa: { id: string; slug: string };
  beforeAll(async () => {
    visa = (await create('visas', buildVisa({ title_en: 'Dubai visit visa', processing_days_min: 3, max_stay_days: 30 }))).visa;
  });
  const apply = (over: Record<string, unknown> = {}) => ({
    product: 'visa',
    item_id: visa.id,
    travel_on: travelOn,
    travellers: [adult(), child(8, travelOn)],
    contact: CONTACT,
    ...over,
  });

  it('is paid from the agent’s wallet per applicant, starts awaiting documents, and staff move it to approved with a mail at each step', async () => {
    await w.drainTo(1_000_000_00);
    const res = await bookProduct(w.t, apply(), { token: w.tok.agent });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().data.booking;
    expect(booking).toMatchObject({ status: 'confirmed', product: 'visa', title: 'Dubai visit visa', due_minor: 3_200_000 + 2_300_000 });
    expect(booking.product_facts).toMatchObject({
      visa_step: 'awaiting_documents',
      starts_on: travelOn,
      ends_on: dayFromNow(59),
      seats: 0,
      sold_as: { visa_type: 'tourist', max_stay_days: 30, documents: [{ label_en: 'Passport scan', upload: true }, { upload: false }] },
    });
    expect(booking.product_facts.lines).toMatchObject([
      { type: 'adult', count: 1, due_minor: 3_200_000 },
      { type: 'child', count: 1, due_minor: 2_300_000 },
    ]);
    expect(await w.available()).toBe(1_000_000_00 - 5_500_000);

    const jump = await staffAction('visa-step', { booking_id: booking.id, step: 'approved' });
    expect(jump.statusCode).toBe(409);
    for (const step of ['documents_received', 'submitted', 'approved']) {
      const moved = await staffAction('visa-step', { booking_id: booking.id, step, note: `now ${step}` });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.booking.product_facts.visa_step).toBe(step);
    }
    const mails = await db()
      .select({ subject: outgoingMails.subject })
      .from(outgoingMails)
      .where(like(outgoingMails.subject, `%${booking.reference}%`));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(
        ['Documents received', 'Submitted to the embassy', 'Approved'].map((s) => `Visa application ${booking.reference}: ${s}`),
      ),
    );

    // The title is given in the language the page asks for, not the one the account saved (English).
    const inArabic = (url: string, token: string) => w.t.request({ method: 'GET', url, token, headers: { 'x-locale': 'ar' } });
    const details = await inArabic(`/api/get-admin-booking?id=${booking.id}`, w.tok.admin);
    expect(details.json().data.booking.title).toBe('تأشيرة سياحية للإمارات لمدة 30 يومًا');
    const list = (await inArabic('/api/get-bookings?per_page=100', w.tok.agent)).json().data.items as { id: string; title: string }[];
    expect(list.find((b) => b.id === booking.id)?.title).toBe('تأشيرة سياحية للإمارات لمدة 30 يومًا');
  });

  it('links an applicant only to a saved traveller of the booking’s agency, a visitor’s to none', async () => {
    await w.drainTo(1_000_000_00);
    const saved = await w.t.request({
      method: 'POST',
      url: '/api/save-travellers',
      token: w.tok.agent,
      payload: { ...adult({ family_name: 'SAVED' }), passport_expires_on: dayFromNow(3000) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data.traveller.id as string;
    const mine = await bookProduct(w.t, apply({ travellers: [adult({ family_name: 'SAVED', traveller_id: id })] }), { token: w.tok.agent });
    expect(mine.statusCode, mine.body).toBe(200);
    const visitor = await bookProduct(w.t, apply({ travellers: [adult(), adult({ family_name: 'SAVED', traveller_id: id })] }), {});
    expect(visitor.statusCode, visitor.body).toBe(422);
    expect(visitor.json().errors).toEqual({
      'travellers.1.traveller_id': ["This saved traveller is not one of your agency's travellers."],
    });
  });

  it('refuses a travel date the embassy cannot meet, a missing one, and a visa not on sale', async () => {
    const soon = await bookProduct(w.t, apply({ travel_on: agencyDayFromNow(2) }), { token: w.tok.agent });
    expect(soon.statusCode).toBe(422);
    expect(soon.json().errors.travel_on[0]).toBe(
      `The visa cannot be ready in time: choose a travel date on or after ${agencyDayFromNow(3)}.`,
    );
    const none = await bookProduct(w.t, apply({ travel_on: undefined }), { token: w.tok.agent });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('travel_on');
    const draft = (await create('visas', buildVisa({ title_en: 'Draft visa', status: 'draft' }))).visa;
    expect((await bookProduct(w.t, apply({ item_id: draft.id }), { token: w.tok.agent })).statusCode).toBe(404);
  });
});

describe('a package departure', () => {
  let pkg: { id: string; departures: { id: string; date: string }[] };
  beforeAll(async () => {
    pkg = (
      await create('umrah-packages', buildUmrahPackage({ title_en: 'Umrah Ramadan', departures: [buildDeparture({ seats_total: 10 })] }))
    ).umrah_package;
  });
  const seat = (over: Record<string, unknown> = {}) => ({
    product: 'umrah',
    item_id: pkg.id,
    departure_id: pkg.departures[0]!.id,
    room_sharing: 'triple',
    travellers: [adult()],
    contact: CONTACT,
    ...over,
  });
  const seatsTaken = async () =>
    (await db().select().from(travelPackageDepartures).where(eq(travelPackageDepartures.id, pkg.departures[0]!.id)))[0]!.seatsTaken;

  it('is booked by a visitor for two adults and an infant (two seats), paid by card, and given back when staff cancel', async () => {
    const leaves = pkg.departures[0]!.date;
    const res = await bookProduct(w.t, seat({ travellers: [adult(), adult({ given_name: 'AYESHA' }), child(1, leaves)] }), {});
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().data.customer_booking;
    expect(booking).toMatchObject({ status: 'awaiting_payment', product: 'umrah', total_minor: 2 * 31_000_000 + 5_000_000 });
    expect(await seatsTaken()).toBe(2);
    await payInSandbox(w.t, booking);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('confirmed');

    const cancelled = await staffAction('cancel', { booking_id: booking.id, reason: 'Pilgrims cannot travel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await seatsTaken()).toBe(0);
    // The booking still names the package: it is kept, to be archived rather than deleted.
    const deleted = await w.t.request({ method: 'DELETE', url: `/api/umrah-packages?id=${pkg.id}`, token: w.tok.admin });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message.description).toBe(
      'This package is still referred to by bookings, so it cannot be deleted. Archive it instead.',
    );
  });

  it('refuses children alone, a missing room sharing, a departure of another package and a closed one', async () => {
    const leaves = pkg.departures[0]!.date;
    const alone = await bookProduct(w.t, seat({ travellers: [child(9, leaves)] }), { token: w.tok.agent });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors.travellers[0]).toBe('At least one adult must travel on the package.');
    const noRoom = await bookProduct(w.t, seat({ room_sharing: undefined }), { token: w.tok.agent });
    expect(noRoom.json().errors).toHaveProperty('room_sharing');
    const other = (await create('holidays', buildHoliday({ title_en: 'Elsewhere' }))).holiday;
    expect((await bookProduct(w.t, seat({ departure_id: other.departures[0].id }), { token: w.tok.agent })).statusCode).toBe(404);
    await db().update(travelPackageDepartures).set({ status: 'closed' }).where(eq(travelPackageDepartures.packageId, other.id));
    const closed = await bookProduct(w.t, seat({ product: 'holiday', item_id: other.id, departure_id: other.departures[0].id }), {
      token: w.tok.agent,
    });
    expect(closed.statusCode, closed.body).toBe(409);
  });

  it('sells its last seats once under 50 agents booking at the same moment', async () => {
    const fresh = (
      await create('umrah-packages', buildUmrahPackage({ title_en: 'Umrah Rush', departures: [buildDeparture({ seats_total: 10 }, 50)] }))
    ).umrah_package;
    await w.drainTo(10_000_000_00);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        bookProduct(
          w.t,
          { ...seat(), item_id: fresh.id, departure_id: fresh.departures[0].id, room_sharing: 'double' },
          { token: w.tok.agent, key: `rush-${i}` },
        ),
      ),
    );
    const codes = attempts.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    const [departure] = await db().select().from(travelPackageDepartures).where(eq(travelPackageDepartures.id, fresh.departures[0].id));
    expect(departure!.seatsTaken).toBe(10);
    const [sold] = await db()
      .select({ n: count() })
      .from(bookingProducts)
      .where(and(eq(bookingProducts.departureId, fresh.departures[0].id), eq(bookingProducts.seats, 1)));
    expect(sold!.n).toBe(10);
    expect(await w.available()).toBe(10_000_000_00 - 10 * 33_000_000);
  });
});

describe('a visa application’s files', () => {
  const travelOn = dayFromNow(30);
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-test-bytes')]);
  let visa: { id: string };
  beforeAll(async () => {
    visa = (await create('visas', buildVisa({ title_en: 'Saudi visit visa', country_code: 'SA' }))).visa;
  });
  const send = (bookingId: string, query: string, auth: { token?: string } = {}, name = 'passport.png') =>
    w.t.request({
      method: 'POST',
      url: `/api/product-bookings/${bookingId}/documents?${query}`,
      ...auth,
      ...multipartFileBody(name, PNG, 'image/png'),
    });

  it('are added by the agent for each applicant, shown on the booking, read by staff only beside the agency, and closed once submitted', async () => {
    await w.drainTo(1_000_000_00);
    const made = await bookProduct(
      w.t,
      { product: 'visa', item_id: visa.id, travel_on: travelOn, travellers: [adult(), adult({ given_name: 'AYESHA' })], contact: CONTACT },
      { token: w.tok.agent },
    );
    const booking = made.json().data.booking;
    const added = await send(booking.id, 'kind=passport&traveller=1', { token: w.tok.agent });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message.description).toBe('Document added.');
    const id = added.json().data.id;
    expect((await send(booking.id, 'kind=photo&traveller=2', { token: w.tok.agent })).json().errors.traveller[0]).toBe(
      'Choose one of the booking’s applicants.'.replace('’', "'"),
    );
    expect((await send(booking.id, 'kind=passport&traveller=0', { token: w.tok.agent }, 'passport.exe')).statusCode).toBe(415);
    expect((await send(booking.id, 'kind=visa&traveller=0', { token: w.tok.agent })).statusCode).toBe(422);
    // Neither a visitor without the link nor another role outside the desk reaches the files.
    expect((await send(booking.id, 'kind=photo&traveller=0')).statusCode).toBe(404);
    expect((await send(booking.id, 'kind=photo&traveller=0', { token: w.tok.accounts })).statusCode).toBe(403);

    const details = await w.t.request({ method: 'GET', url: `/api/get-admin-booking?id=${booking.id}`, token: w.tok.admin });
    expect(details.json().data.booking.product_facts.documents).toMatchObject([
      { id, kind: 'passport', traveller: 1, original_name: 'passport.png', mime: 'image/png', size: PNG.length },
    ]);
    const read = await w.t.request({ method: 'GET', url: `/api/product-bookings/${booking.id}/documents/${id}`, token: w.tok.admin });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-disposition']).toContain('attachment');
    expect(Buffer.from(read.rawPayload).equals(PNG)).toBe(true);

    for (const step of ['documents_received', 'submitted'])
      await w.t.request({
        method: 'POST',
        url: '/api/product-bookings/visa-step',
        token: w.tok.admin,
        payload: { booking_id: booking.id, step },
      });
    const late = await send(booking.id, 'kind=photo&traveller=0', { token: w.tok.agent });
    expect(late.statusCode).toBe(409);
    const remove = await w.t.request({ method: 'DELETE', url: `/api/product-bookings/${booking.id}/documents/${id}`, token: w.tok.agent });
    expect(remove.statusCode).toBe(409);
  });

  it('are sent by a visitor through the booking’s link, and one sent by mistake is removed', async () => {
    const made = (
      await bookProduct(w.t, { product: 'visa', item_id: visa.id, travel_on: travelOn, travellers: [adult()], contact: CONTACT }, {})
    ).json().data.customer_booking;
    const link = `token=${encodeURIComponent(made.access_token)}`;
    const added = await send(made.id, `kind=photo&traveller=0&${link}`);
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id;
    const removed = await w.t.request({ method: 'DELETE', url: `/api/product-bookings/${made.id}/documents/${id}?${link}` });
    expect(removed.statusCode, removed.body).toBe(200);
    const shown = await w.t.request({ method: 'GET', url: `/api/get-customer-flight-booking-details?booking_id=${made.id}&${link}` });
    expect(shown.json().data.booking.product_facts.documents).toEqual([]);
    const gone = await w.t.request({ method: 'GET', url: `/api/product-bookings/${made.id}/documents/${id}?${link}` });
    expect(gone.statusCode).toBe(404);
  });
});

describe('an enquiry turned into a booking', () => {
  let pkg: { id: string; departures: { id: string }[] };
  beforeAll(async () => {
    pkg = (await create('umrah-packages', buildUmrahPackage({ title_en: 'Umrah on request', departures: [buildDeparture({}, 45)] })))
      .umrah_package;
  });
  const enquire = async (url: string, payload: Record<string, unknown>, token?: string) => {
    const res = await w.t.request({ method: 'POST', url, payload, ...(token ? { token } : {}), remoteAddress: '10.9.8.7' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(enquiries).orderBy(desc(enquiries.createdAt)).limit(1);
    return row!;
  };
  const convert = (enquiryId: string, over: Record<string, unknown> = {}, token = w.tok.salesman) =>
    w.t.request({
      method: 'POST',
      url: '/api/enquiries/convert',
      token,
      payload: {
        enquiry_id: enquiryId,
        product: 'umrah',
        item_id: pkg.id,
        departure_id: pkg.departures[0]!.id,
        room_sharing: 'quad',
        travellers: [adult()],
        ...over,
      },
    });

  it('makes a visitor’s a storefront booking that waits a day for the card, mails the enquirer, and marks the enquiry converted once', async () => {
    const enquiry = await enquire('/api/contact', {
      full_name: 'Bilal Pilgrim',
      email: 'bilal@example.test',
      message: 'Umrah for me in the quad room, please.',
    });
    expect((await convert(enquiry.id, {}, w.tok.agent)).statusCode).toBe(403);
    const noPhone = await convert(enquiry.id);
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json().errors).toHaveProperty('phone');
    const res = await convert(enquiry.id, { phone: '+923001112223' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Booking made from the enquiry.');
    const booking = res.json().data.booking;
    expect(booking).toMatchObject({ status: 'awaiting_payment', product: 'umrah', channel: 'customer', due_minor: 28_000_000 });
    const row = await w.row(booking.id);
    expect(row.agencyDeadlineAt!.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(row.contactEmail).toBe('bilal@example.test');
    const [after] = await db().select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(after).toMatchObject({ status: 'converted', bookingId: booking.id });
    const [mail] = await db()
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.to, 'bilal@example.test'))
      .orderBy(desc(outgoingMails.createdAt))
      .limit(1);
    expect(mail!.subject).toBe(`Your booking ${booking.reference}: Umrah on request`);

    const again = await convert(enquiry.id, { phone: '+923001112223' });
    expect(again.statusCode).toBe(409);
    const [made] = await db().select({ n: count() }).from(bookingProducts).where(eq(bookingProducts.departureId, pkg.departures[0]!.id));
    expect(made!.n).toBe(1);
  });

  it('makes an agent’s its agency’s booking, paid from the wallet on the agent’s behalf', async () => {
    const enquiry = await enquire('/api/contact/us', { message: 'Two pilgrims for the Umrah on request.' }, w.tok.agent);
    await w.drainTo(1_000_000_00);
    const res = await convert(enquiry.id, { phone: '+923001112224', room_sharing: 'double' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.booking).toMatchObject({ status: 'confirmed', channel: 'staff', due_minor: 33_000_000 });
    expect(await w.available()).toBe(1_000_000_00 - 33_000_000);
    expect((await w.row(res.json().data.booking.id)).onBehalfOfId).toBe(w.agentId);
  });
});
