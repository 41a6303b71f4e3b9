import { activityLogs, ledgerAccounts, ledgerEntries, ledgerTransactions } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { adult, buildBookingWorld, type TBookingWorld } from './bookings.test-kit';

let w: TBookingWorld;
beforeAll(async () => {
  w = await buildBookingWorld();
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

describe('a flight booking, held then confirmed from the wallet', () => {
  it('holds with a PNR and deadlines, charges nothing; confirm pays the agency price and tickets', async () => {
    await w.fund(10_000_000_00);
    const before = await w.available();
    const flightId = await w.searchOffer();
    const held = await w.book(flightId);
    expect(held.statusCode, held.body).toBe(200);
    const booking = held.json().data.booking;
    expect(booking).toMatchObject({
      status: 'held',
      reference: expect.stringMatching(/^BKG-\d+$/),
      pnr: expect.stringMatching(/^[A-Z0-9]{6}$/),
    });
    expect(booking.deadlines.supplier_deadline_at).not.toBeNull();
    expect(Date.parse(booking.deadlines.agency_deadline_at)).toBeLessThanOrEqual(Date.parse(booking.deadlines.supplier_deadline_at));
    expect(booking.actions).toEqual(expect.arrayContaining(['confirm', 'cancel']));
    expect(booking.timeline.map((e: { kind: string }) => e.kind)).toEqual(['requested', 'hold_booked']);
    expect(await w.available()).toBe(before);

    const confirmed = await w.action('confirm-pnr', booking.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message.description).toBe('Booking confirmed successfully.');
    const after = confirmed.json().data.booking;
    expect(after.status).toBe('ticketed');
    expect(after.passenger_list[0].ticket_number).toMatch(/^\d{13}$/);
    expect(after.deadlines.void_until).not.toBeNull();
    expect(await w.available()).toBe(before - after.due_minor);
    // The agency's own payable and margin rows take the net and the margin (agencies never wait on one shared row).
    const entries = await w.t.database.db
      .select({
        amount: ledgerEntries.amountMinor,
        kind: ledgerAccounts.kind,
        owner: ledgerAccounts.ownerId,
        purpose: ledgerAccounts.purpose,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.reference, after.payment.reference));
    const row = await w.row(booking.id);
    expect(entries.sort((a, b) => a.amount - b.amount)).toEqual(
      [
        { amount: -row.dueMinor, kind: 'agency_wallet', owner: w.agencyId, purpose: null },
        { amount: row.netMinor, kind: 'supplier_payable', owner: w.agencyId, purpose: 'suppliers' },
        ...(row.airlineMarginMinor
          ? [{ amount: row.airlineMarginMinor, kind: 'revenue', owner: w.agencyId, purpose: 'airline_margins' }]
          : []),
      ].sort((a, b) => a.amount - b.amount),
    );
    // The agent sees what it pays and its markup, not the net and airline margin apart.
    expect(after.price_lines[0]).not.toHaveProperty('net_minor');
    await expectLedgerInvariants(w.t.database.db);
  });

  it('tickets each passenger with its own number and logs the confirm with the tickets, as one write', async () => {
    await w.fund(10_000_000_00);
    const flightId = await w.searchOffer({ adults: 2 });
    const held = (await w.book(flightId, { passengers: [adult({ given_name: 'FIRST' }), adult({ given_name: 'SECOND' })] })).json().data
      .booking;
    const confirmed = await w.action('confirm-pnr', held.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const numbers = confirmed.json().data.booking.passenger_list.map((p: { ticket_number: string | null }) => p.ticket_number);
    expect(numbers).toHaveLength(2);
    for (const n of numbers) expect(n).toMatch(/^\d{13}$/);
    expect(new Set(numbers).size).toBe(2);
    const logged = await w.t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'booking.confirmed'), eq(activityLogs.subjectId, held.id)));
    expect(logged).toEqual([
      expect.objectContaining({ actorId: w.agentId, subjectType: 'booking', changes: { after: { status: 'ticketed' } } }),
    ]);
  });

  it('refuses to confirm beyond the wallet with "Insufficient Balance", changing nothing', async () => {
    const flightId = await w.searchOffer({ adults: 2 });
    const held = (
      await w.book(flightId, { passengers: [adult({ given_name: 'ALI' }), adult({ given_name: 'SARA', title: 'ms', gender: 'f' })] })
    ).json().data.booking;
    await w.drainTo(held.due_minor - 1);
    const refused = await w.action('confirm-pnr', held.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message.description).toBe('Insufficient Balance');
    expect((await w.row(held.id)).status).toBe('held');
    expect(await w.available()).toBe(held.due_minor - 1);
    await expectLedgerInvariants(w.t.database.db);
  });
});
