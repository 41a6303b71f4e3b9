import { addMonths } from '@safar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { dayFromNow } from '@/test/factories';
import { adult, buildBookingWorld, type TBookingWorld } from './bookings.test-kit';

// A search may give each child's and infant's age; the booking holds the birth dates to them,
// reading the ages from the stored offer (never from the browser), each mismatch on its field.

let w: TBookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld();
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

const DAY = dayFromNow(30);
/** Born so as to be `years` old (and a month) on the flight's day. */
const agedOn = (years: number) => addMonths(DAY, -12 * years - 1);
const child = (years: number, name = 'ZARA') =>
  adult({ title: 'miss', given_name: name, gender: 'f', born_on: agedOn(years), passport_number: `CH${years}12345` });
const infant = (years: number) =>
  adult({ title: 'mstr', given_name: 'BABY', born_on: agedOn(years), passport_number: 'IN1234567', infant_of: 0 });

describe("a child's and an infant's birth date against the ages searched", () => {
  it('shows the ages searched with the offer, and refuses a child of another age on its birth date, in both languages', async () => {
    const flightId = await w.searchOffer({ children: 1, childAges: [5], infants: 1, infantAges: [0], day: DAY });
    const details = await w.t.request({ method: 'GET', url: `/api/flight/${flightId}/sim-gds-a/false`, token: w.tok.agent });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().data.flight.passengers).toEqual({ adults: 1, children: 1, infants: 1, child_ages: [5], infant_ages: [0] });

    const wrong = await w.book(flightId, { passengers: [adult(), child(7), infant(1)] });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().errors).toEqual({
      'passengers.1.born_on': [
        `On ${DAY} this child will not be the age the flight was searched for (5). Correct the date of birth, or search again with the child's real age.`,
      ],
      'passengers.2.born_on': [
        `On ${DAY} this infant will not be the age the flight was searched for (0). Correct the date of birth, or search again with the infant's real age.`,
      ],
    });
    const ar = await w.t.request({
      method: 'POST',
      url: '/api/bookings',
      token: w.tok.agent,
      headers: { 'accept-language': 'ar' },
      payload: {
        flight_id: flightId,
        passengers: [adult(), child(7), infant(0)],
        contact: { email: 'a@b.example', phone: '+923001234567' },
      },
    });
    expect(ar.json().errors).toEqual({
      'passengers.1.born_on': [
        `لن يكون عمر هذا الطفل في ${DAY} العمرَ الذي بُحث عن الرحلة به (5). صحّح تاريخ الميلاد، أو ابحث من جديد بعمر الطفل الحقيقي.`,
      ],
    });
    expect(await w.supplierOrders()).toBe(0);

    const right = await w.book(flightId, { passengers: [adult(), child(5), infant(0)] });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.booking.passenger_list.map((p: { type: string }) => p.type)).toEqual(['adult', 'child', 'infant']);
  });

  it('pairs each age searched once, in any order; a search without ages checks only the type', async () => {
    const flightId = await w.searchOffer({ adults: 2, children: 2, childAges: [9, 4], day: DAY });
    const twice = await w.book(flightId, { passengers: [adult(), adult({ given_name: 'SARA' }), child(4, 'AMNA'), child(4, 'HIRA')] });
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json().errors)).toEqual(['passengers.3.born_on']);
    expect(twice.json().errors['passengers.3.born_on'][0]).toContain('(9, 4)');
    const swapped = await w.book(flightId, {
      passengers: [adult({ given_name: 'OMAR' }), adult({ given_name: 'SARA' }), child(4, 'AMNA'), child(9, 'HIRA')],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);

    const plain = await w.searchOffer({ children: 1, day: dayFromNow(31) });
    const any = await w.book(plain, { passengers: [adult({ given_name: 'NOAGE' }), child(8, 'ANY')] });
    expect(any.statusCode, any.body).toBe(200);
  });
});
