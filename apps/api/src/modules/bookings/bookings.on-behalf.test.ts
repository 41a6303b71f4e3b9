import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { activityAbout, userByEmail } from '@/modules/users/users.test-helpers';
import { buildUser } from '@/test/factories';
import { adult, buildBookingWorld, CONTACT, type TBookingWorld } from './bookings.test-kit';

// Staff booking for an agency may name the agency's agent it is made for (`on_behalf_of`): the
// booking, its timeline and the activity log record it; anyone else is refused on the field.

let w: TBookingWorld;
let flightId: string;
beforeAll(async () => {
  w = await buildBookingWorld();
  flightId = await w.searchOffer({ token: w.tok.admin });
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

const staffBook = (body: Record<string, unknown>, token = w.tok.reservation, language = 'en') =>
  w.t.request({
    method: 'POST',
    url: '/api/admin-booking',
    token,
    headers: { 'accept-language': language },
    payload: { flight_id: flightId, agency_id: w.agencyId, contact: CONTACT, ...body },
  });

describe('a staff booking made for an agent of the agency', () => {
  it('records the agent on the booking, in its timeline and in the activity log; both sides read who booked for whom', async () => {
    const res = await staffBook({ passengers: [adult({ given_name: 'FOR AGENT' })], on_behalf_of: w.agentId });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().data.booking;
    const reservation = await userByEmail(w.t, 'reservation@example.com');
    const agent = await userByEmail(w.t, 'agent@example.com');
    expect(booking.created_by).toEqual({ id: reservation.id, name: reservation.name });
    expect(booking.on_behalf_of).toEqual({ id: agent.id, name: agent.name });
    expect((await w.row(booking.id)).onBehalfOfId).toBe(agent.id);
    const requested = booking.timeline.find((e: { kind: string }) => e.kind === 'requested');
    expect(requested).toMatchObject({ actor: { id: reservation.id }, detail: { on_behalf_of: agent.id } });
    const [logged] = (await activityAbout(w.t, booking.id)).filter((a) => a.action === 'booking.created');
    expect(logged).toMatchObject({ actorId: reservation.id, onBehalfOfId: agent.id });
    // The agent reads it as made for it.
    const seen = await w.t.request({ method: 'GET', url: `/api/get-flight-booking-details?id=${booking.id}`, token: w.tok.agent });
    expect(seen.json().data.booking.on_behalf_of).toEqual({ id: agent.id, name: agent.name });
  });

  it('without an agent the booking names none', async () => {
    const res = await staffBook({ passengers: [adult({ given_name: 'NO AGENT' })] }, w.tok.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.booking.on_behalf_of).toBeNull();
    expect((await w.row(res.json().data.booking.id)).onBehalfOfId).toBeNull();
  });

  it('refuses, on the field and in both languages, anyone who is not an approved agent of that agency', async () => {
    const db = w.t.database.db;
    const staff = await userByEmail(w.t, 'admin@example.com');
    const pending = await buildUser(db, { role: 'agent', agencyId: w.agencyId, isApproved: false, isFormFilled: true });
    const disabled = await buildUser(db, { role: 'agent', agencyId: w.agencyId, isApproved: true, isFormFilled: true, status: 'disabled' });
    // An approved agent, of another agency (the pending demo agent's).
    const skyline = (await userByEmail(w.t, 'pending-agent@example.com')).agencyId!;
    expect(skyline).not.toBe(w.agencyId);
    const elsewhere = await buildUser(db, { role: 'agent', agencyId: skyline, isApproved: true, isFormFilled: true });
    const nobody = '0190a0a0-0000-7000-8000-000000000000';
    for (const [i, id] of [staff.id, pending.id, disabled.id, elsewhere.id, nobody].entries()) {
      const res = await staffBook({ passengers: [adult({ given_name: `WRONG ${'ABCDE'[i]}` })], on_behalf_of: id });
      expect(res.statusCode, `${i}: ${res.body}`).toBe(422);
      expect(res.json().errors).toEqual({ on_behalf_of: ['Choose an approved agent of this agency.'] });
    }
    const ar = await staffBook({ passengers: [adult({ given_name: 'WRONG AR' })], on_behalf_of: staff.id }, w.tok.reservation, 'ar');
    expect(ar.json().errors).toEqual({ on_behalf_of: ['اختر وكيلًا معتمدًا من هذه الوكالة.'] });
    const bad = await staffBook({ passengers: [adult({ given_name: 'WRONG ID' })], on_behalf_of: 'agent' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['on_behalf_of']);
    // An agent booking for its own agency has no such field.
    const own = await w.book(flightId, { on_behalf_of: w.agentId });
    expect(own.statusCode).toBe(422);
  });

  it("lists an agency's approved agents for the staff checkout's picker", async () => {
    const other = await buildUser(w.t.database.db, {
      role: 'agent',
      name: 'Second Agent',
      agencyId: w.agencyId,
      isApproved: true,
      isFormFilled: true,
    });
    const res = await w.t.request({
      method: 'GET',
      url: `/api/users?role=agent&approval=approved&status=active&agency_id=${w.agencyId}&per_page=100`,
      token: w.tok.reservation,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.items.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([w.agentId, other.id]));
    expect(res.json().data.items.every((u: { agency: { id: string } | null }) => u.agency?.id === w.agencyId)).toBe(true);
  });
});
