import { randomUUID } from 'node:crypto';
import { todayIn, type TAgentProfitLossReport, type TProfitLossReport } from '@safar/contracts';
import { airlines, bookingSettings } from '@safar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { bookOne, otherAgentToken, setAgentMarkup, type TBooked } from '@/modules/bookings/documents/booking-documents.test-helpers';
import { buildBookingWorld, type TBookingWorld } from '@/modules/bookings/bookings.test-kit';
import { systemAccountFor, walletAccountFor } from '@/modules/ledger/ledger.service';
import { expectLedgerInvariants } from '@/modules/ledger/ledger.test-helpers';
import { CARRIER_PROFILES } from '@/modules/flights/suppliers/simulated/network-data';
import { postTagged } from './reports.test-helpers';

/*
 * Profit and loss from real bookings on the simulated supplier, each through the API: one that
 * stands, one voided with the void fee, one cancelled at the supplier's refund less the
 * cancellation fee, and a hold (no money). The agent's report and the admin's split by margin kind
 * are checked to the minor unit against the bookings' own figures.
 */

const VOID_FEE = 1_500_00;
const CANCEL_FEE = 2_500_00;

let w: TBookingWorld;
let stands: TBooked;
let voided: TBooked;
let cancelled: TBooked;
let cancelQuote: { supplier_refund_minor: number; fee_minor: number; refund_minor: number };
const margins: Record<string, number> = {};
const month = () => todayIn('Asia/Karachi', new Date()).slice(0, 7);

beforeAll(async () => {
  w = await buildBookingWorld();
  const db = w.t.database.db;
  // Every carrier the simulator flies carries a 3% airline margin, whichever fare is cheapest today.
  await db
    .insert(airlines)
    .values(
      [...CARRIER_PROFILES.keys()].map((code) => ({ iataCode: code, name: code, marginType: 'percent' as const, marginBasisPoints: 300 })),
    )
    .onConflictDoUpdate({ target: airlines.iataCode, set: { marginType: 'percent', marginBasisPoints: 300 } });
  await db.insert(bookingSettings).values({ id: 'flights', currency: 'PKR', voidFeeMinor: VOID_FEE, cancelFeeMinor: CANCEL_FEE });
  await w.fund(50_000_000_00);
  await setAgentMarkup(w, '5');

  stands = await bookOne(w, true);
  voided = await bookOne(w, true);
  expect((await w.action('void-booking', voided.id, {}, w.tok.admin)).statusCode).toBe(200);
  cancelled = await bookOne(w, true);
  cancelQuote = (await w.action('cancel-pnr', cancelled.id, {}, w.tok.admin)).json().data.quote;
  const done = await w.action('cancel-pnr', cancelled.id, { accept_refund_minor: cancelQuote.refund_minor }, w.tok.admin);
  expect(done.json().data.booking.status).toBe('cancelled');
  await bookOne(w, false);
  for (const b of [stands, voided, cancelled]) margins[b.id] = (await w.row(b.id)).airlineMarginMinor;
  await expectLedgerInvariants(db);
});
afterAll(async () => {
  await mailsTried(w.t.app);
  await w.t.close();
});

const get = (url: string, token: string) => w.t.request({ method: 'GET', url, token });
async function agentReport(query = '', token = w.tok.agent) {
  const res = await get(`/api/agent-profit-loss-report${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.report as TAgentProfitLossReport;
}
async function adminReport(query = '') {
  const res = await get(`/api/profit-loss-report${query}`, w.tok.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.report as TProfitLossReport;
}

describe('GET /agent-profit-loss-report', () => {
  it("gives the agent its month's sales, costs and margin: markup on what stands, less what voids and cancellations cost", async () => {
    expect(stands.gross_minor).toBeGreaterThan(stands.due_minor);
    const voidRefund = voided.due_minor - VOID_FEE;
    expect(cancelQuote.fee_minor).toBe(Math.min(CANCEL_FEE, cancelQuote.supplier_refund_minor));
    const paid = stands.due_minor + voided.due_minor + cancelled.due_minor;
    const refunds = voidRefund + cancelQuote.refund_minor;
    const costs = paid - refunds;
    const figures = {
      currency: 'PKR',
      sold: 3,
      refunded: 2,
      sales_minor: stands.gross_minor,
      paid_minor: paid,
      refunds_minor: refunds,
      costs_minor: costs,
      fees_minor: VOID_FEE + cancelQuote.fee_minor,
      margin_minor: stands.gross_minor - costs,
    };
    const report = await agentReport();
    const today = todayIn('Asia/Karachi', new Date());
    expect(report.period).toEqual({ from: `${today.slice(0, 4)}-01-01`, to: today, timezone: 'Asia/Karachi' });
    expect(report.rows).toEqual([{ month: month(), ...figures }]);
    expect(report.totals).toEqual([figures]);
    // What stands earns its markup; the void costs its fee; the cancellation what did not come back.
    expect(figures.margin_minor).toBe(stands.gross_minor - stands.due_minor - VOID_FEE - (cancelled.due_minor - cancelQuote.refund_minor));
  });

  it('is its own agency only, within the days asked for, and for approved agents only', async () => {
    expect((await agentReport('', await otherAgentToken(w.t.database.db))).rows).toEqual([]);
    expect((await agentReport('?from=2020-01-01&to=2020-12-31')).rows).toEqual([]);
    for (const token of [w.tok.admin, w.tok.accounts, w.tok.pendingAgent, w.tok.customer])
      expect((await get('/api/agent-profit-loss-report', token)).statusCode).toBe(403);
    const reversed = await get('/api/agent-profit-loss-report?from=2025-03-01&to=2025-02-01', w.tok.agent);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['The end date must not be before the start date.']);
  });
});

describe('GET /profit-loss-report by margin kind', () => {
  it('splits flight revenue into airline margins, booking fees and other margins, agreeing with the flight line', async () => {
    const db = w.t.database.db;
    // Flight revenue on another revenue account (a margin posted by hand): "other margins".
    const accounts = await db.transaction(async (tx) => ({
      wallet: (await walletAccountFor(tx, w.agencyId, 'PKR')).id,
      margins: (await systemAccountFor(tx, 'revenue', 'margins', 'PKR')).id,
    }));
    await postTagged(db, {
      product: 'flight',
      entries: [
        { accountId: accounts.wallet, amountMinor: -700 },
        { accountId: accounts.margins, amountMinor: 700 },
      ],
    });
    const airline = margins[stands.id]! + margins[voided.id]! + margins[cancelled.id]!;
    expect(airline).toBeGreaterThan(0);
    const fees = VOID_FEE + cancelQuote.fee_minor;

    const report = await adminReport(`?currency=PKR&agency_id=${w.agencyId}`);
    expect(report.flight_margins).toEqual([
      // A void gives the airline margin back (nothing was sold); a cancellation keeps it.
      {
        kind: 'airline_margins',
        currency: 'PKR',
        income_minor: airline,
        costs_minor: margins[voided.id]!,
        net_minor: airline - margins[voided.id]!,
        transactions: 4,
      },
      { kind: 'booking_fees', currency: 'PKR', income_minor: fees, costs_minor: 0, net_minor: fees, transactions: 2 },
      { kind: 'other_margins', currency: 'PKR', income_minor: 700, costs_minor: 0, net_minor: 700, transactions: 1 },
    ]);
    const flight = report.rows.find((r) => r.group === 'flight')!;
    const sum = (key: 'income_minor' | 'costs_minor' | 'net_minor') => report.flight_margins.reduce((n, r) => n + r[key], 0);
    expect([flight.income_minor, flight.costs_minor, flight.net_minor]).toEqual([
      sum('income_minor'),
      sum('costs_minor'),
      sum('net_minor'),
    ]);

    expect((await adminReport('?product=hotel')).flight_margins).toEqual([]);
    expect((await adminReport(`?product=flight&group_by=month&agency_id=${w.agencyId}`)).flight_margins).toEqual(report.flight_margins);
    expect((await adminReport('?from=2020-01-01&to=2020-01-31')).flight_margins).toEqual([]);
    expect((await adminReport(`?agency_id=${randomUUID()}`)).flight_margins).toEqual([]);
  });
});
