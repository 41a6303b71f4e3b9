import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { dayFromNow } from '@/test/factories';
import { adult, buildBookingWorld, type TBookingWorld } from './bookings.test-kit';

let w: TBookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld();
  await w.fund(1);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

describe('confirms racing for one wallet', () => {
  it('50 parallel confirms against a wallet that covers some: each one paid is ticketed, none overspends, none refused that fitted', async () => {
    // Fifty holds, five on each of ten days (a flight's cabin may not seat fifty).
    const holds: { id: string; due_minor: number }[] = [];
    for (let day = 0; day < 10; day++) {
      const flightId = await w.searchOffer({ day: dayFromNow(40 + day) });
      for (let i = 0; i < 5; i++) {
        const res = await w.book(flightId, {
          passengers: [adult({ given_name: `RACE${String.fromCharCode(65 + day)}${String.fromCharCode(65 + i)}` })],
        });
        expect(res.statusCode, res.body).toBe(200);
        holds.push(res.json().data.booking);
      }
    }
    const dues = holds.map((h) => h.due_minor).sort((a, b) => a - b);
    // Enough for about half of them.
    const budget = dues.slice(0, 25).reduce((sum, d) => sum + d, 0);
    await w.drainTo(budget);
    const answers = await Promise.all(holds.map((h) => w.action('confirm-pnr', h.id)));
    const rows = await Promise.all(holds.map((h) => w.row(h.id)));
    const ticketed = rows.filter((r) => r.status === 'ticketed');
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(ticketed.length + refused.length).toBe(50);
    expect(ticketed.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'ticketed' || r.status === 'held')).toBe(true);
    const spent = ticketed.reduce((sum, r) => sum + r.dueMinor, 0);
    const left = await w.available();
    expect(left).toBe(budget - spent);
    expect(left).toBeGreaterThanOrEqual(0);
    // Every refusal was right: what was left could not pay for it.
    for (const r of rows.filter((x) => x.status === 'held')) expect(r.dueMinor).toBeGreaterThan(left);
    await expectLedgerInvariants(w.t.database.db);
  });
});
