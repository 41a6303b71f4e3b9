import { randomUUID } from 'node:crypto';
import { daysBefore, todayIn, type TCreateGroupTicket } from '@safar/contracts';
import { groupTickets, users } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { issueToken, revokeUserTokens } from '@/core/authenticate';
import { ensureDemoAirRows } from './demo-air';

/*
 * Demo group tickets, seeded on the first development start after the demo money: the agency's
 * own seat blocks on the routes Pakistani travellers fly most (Karachi, Lahore and Islamabad to
 * Jeddah and Dubai), departing over the coming weeks. They are made through the API as the demo
 * admin, so every rule and activity-log entry is real.
 */

/** The day `days` after `day` (YYYY-MM-DD). */
const after = (day: string, days: number) => daysBefore(day, -days);

type TLeg = [flight: string, origin: string, destination: string, departs: string, arrives: string];
interface TDemoBlock {
  airline: string;
  title: string;
  /** Days from the seed date to the first departure. */
  in: number;
  outbound: TLeg[];
  /** Days after the first departure the return leaves, and its flights. */
  back?: { after: number; legs: TLeg[] };
  seats: number;
  cabin?: TCreateGroupTicket['cabin_class'];
  /** Adult net and selling fares in whole rupees; children pay 85 % and infants 20 % of them. */
  net: number;
  selling: number;
  checked: [pieces: number, kg: number];
  refundable?: boolean;
}

const BLOCKS: TDemoBlock[] = [
  {
    airline: 'SV',
    title: 'Umrah group, Karachi',
    in: 14,
    outbound: [['SV 701', 'KHI', 'JED', '04:35', '07:10']],
    back: { after: 14, legs: [['SV 700', 'JED', 'KHI', '09:00', '16:05']] },
    seats: 40,
    net: 175_000,
    selling: 189_500,
    checked: [2, 23],
  },
  {
    airline: 'PK',
    title: 'Umrah group, Lahore (back from Madinah)',
    in: 10,
    outbound: [['PK 759', 'LHE', 'JED', '03:00', '06:10']],
    back: { after: 14, legs: [['PK 744', 'MED', 'LHE', '12:00', '19:40']] },
    seats: 50,
    net: 168_000,
    selling: 179_900,
    checked: [2, 23],
  },
  {
    airline: 'PA',
    title: 'Islamabad to Jeddah',
    in: 7,
    outbound: [['PA 870', 'ISB', 'JED', '11:30', '14:55']],
    seats: 30,
    net: 82_000,
    selling: 89_500,
    checked: [1, 30],
  },
  {
    airline: 'EK',
    title: 'Dubai week, Karachi',
    in: 5,
    outbound: [['EK 601', 'KHI', 'DXB', '04:15', '05:25']],
    back: { after: 7, legs: [['EK 600', 'DXB', 'KHI', '21:45', '01:15']] },
    seats: 25,
    net: 78_000,
    selling: 86_500,
    checked: [1, 30],
    refundable: true,
  },
  {
    airline: 'FZ',
    title: 'Islamabad to Dubai',
    in: 9,
    outbound: [['FZ 354', 'ISB', 'DXB', '07:40', '09:55']],
    seats: 35,
    net: 42_000,
    selling: 47_500,
    checked: [1, 20],
  },
  {
    airline: 'EK',
    title: 'Lahore to Jeddah via Dubai',
    in: 18,
    outbound: [
      ['EK 623', 'LHE', 'DXB', '04:30', '06:40'],
      ['EK 803', 'DXB', 'JED', '09:40', '11:45'],
    ],
    seats: 20,
    net: 96_000,
    selling: 104_000,
    checked: [2, 23],
  },
  {
    airline: 'SV',
    title: 'Business class, Karachi to Jeddah',
    in: 21,
    outbound: [['SV 705', 'KHI', 'JED', '19:00', '21:35']],
    seats: 12,
    cabin: 'business',
    net: 320_000,
    selling: 345_000,
    checked: [2, 32],
    refundable: true,
  },
];

const rupees = (amount: number) => Math.round(amount) * 100;

/** One demo block as the API takes it, its days counted from `today`. */
function toBody(block: TDemoBlock, today: string): TCreateGroupTicket {
  const out = after(today, block.in);
  const legs = (day: string, list: TLeg[]) =>
    list.map(([flight, origin, destination, departs, arrives]) => ({
      flight_number: flight,
      origin,
      destination,
      departure_local: `${day}T${departs}`,
      // An arrival earlier on the clock than the departure lands the next day.
      arrival_local: `${arrives < departs ? after(day, 1) : day}T${arrives}`,
    }));
  const fare = (share: number) => ({ net_minor: rupees(block.net * share), selling_minor: rupees(block.selling * share) });
  return {
    airline_code: block.airline,
    title: block.title,
    trip_type: block.back ? 'return' : 'one_way',
    outbound_legs: legs(out, block.outbound),
    return_legs: block.back ? legs(after(out, block.back.after), block.back.legs) : [],
    cabin_class: block.cabin ?? 'economy',
    baggage: { carry_on_pieces: 1, carry_on_kg: 7, checked_pieces: block.checked[0], checked_kg: block.checked[1] },
    seats_total: block.seats,
    currency: 'PKR',
    fares: { adult: fare(1), child: fare(0.85), infant: fare(0.2) },
    // Seats are released to the airline three days before departure, at 18:00 in Karachi.
    booking_cutoff_at: `${after(out, -3)}T18:00:00+05:00`,
    refundable: block.refundable ?? false,
    change_penalty_note: 'PKR 5,000 per passenger before the cut-off; no changes after it.',
    refund_penalty_note: block.refundable ? 'PKR 10,000 per passenger before the cut-off.' : null,
  };
}

/** Seeds the demo blocks once: a database that has any group ticket is left as it is. */
export async function seedDemoGroupTickets(app: FastifyInstance): Promise<void> {
  const [existing] = await app.db.select({ id: groupTickets.id }).from(groupTickets).limit(1);
  if (existing) return;
  await ensureDemoAirRows(app.db);
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com')).limit(1);
  if (!admin) throw new Error('demo group tickets: no demo admin');
  const { token } = await issueToken(app.db, admin.id, { ip: '127.0.0.1', userAgent: 'demo seed' });
  try {
    const today = todayIn(app.config.agencyTimezone);
    for (const block of BLOCKS) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/group-tickets',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        payload: toBody(block, today) as unknown as Record<string, unknown>,
      });
      if (res.statusCode !== 200) throw new Error(`demo group tickets: ${block.title} answered ${res.statusCode}: ${res.body}`);
    }
  } finally {
    await revokeUserTokens(app.db, admin.id);
  }
}
