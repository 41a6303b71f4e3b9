import { ledgerEntries, ledgerTransactions, type Db } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/core/app-error';
import { buildTestApp, type TestApp } from '@/test/test-app';
import {
  availableBalance,
  bankAccountFor,
  chargeWallet,
  creditWallet,
  debitWallet,
  LedgerIntegrityError,
  postTransaction,
  reverseTransaction,
  setCreditAllowance,
  systemAccountFor,
  walletAccountFor,
} from './ledger.service';
import { buildAgency, expectLedgerInvariants, walletRow } from './ledger.test-helpers';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  db = t.database.db;
});
afterAll(() => t.close());

/** A funded wallet: an agency whose PKR wallet got `amount` from a bank. */
async function funded(amount: number, allowance = 0) {
  const agency = await buildAgency(db);
  await db.transaction(async (tx) => {
    const bank = await bankAccountFor(tx, agency.id, 'PKR'); // any owner id will do for a test bank
    if (amount > 0)
      await creditWallet(tx, { agencyId: agency.id, currency: 'PKR', amountMinor: amount, counter: bank.id, description: 'Deposit' });
    if (allowance > 0) await setCreditAllowance(tx, agency.id, 'PKR', allowance);
  });
  return agency;
}

const counter = (currency: 'PKR' | 'USD' = 'PKR') =>
  db.transaction((tx) => systemAccountFor(tx, 'supplier_payable', 'suppliers', currency));

describe('postTransaction', () => {
  it('refuses entries that do not balance per currency, and writes nothing', async () => {
    const agency = await buildAgency(db);
    const wallet = await walletAccountFor(db, agency.id, 'PKR');
    const usdWallet = await walletAccountFor(db, agency.id, 'USD');
    const pkr = await counter('PKR');
    const usd = await counter('USD');
    const bad = [
      [
        { account: wallet.id, amountMinor: 100 },
        { account: pkr.id, amountMinor: -99 },
      ],
      // Sums to zero overall but not per currency.
      [
        { account: wallet.id, amountMinor: 100 },
        { account: usd.id, amountMinor: -100 },
      ],
      [{ account: wallet.id, amountMinor: 100 }],
      [
        { account: wallet.id, amountMinor: 0 },
        { account: pkr.id, amountMinor: 0 },
      ],
      [
        { account: wallet.id, amountMinor: 1.5 },
        { account: pkr.id, amountMinor: -1.5 },
      ],
      [
        { account: wallet.id, amountMinor: 100 },
        { account: wallet.id, amountMinor: -100 },
      ],
      [
        { account: wallet.id, amountMinor: 100 },
        { account: '01900000-0000-7000-8000-000000000000', amountMinor: -100 },
      ],
    ];
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    for (const entries of bad) {
      await expect(
        db.transaction((tx) => postTransaction(tx, { kind: 'adjustment', description: 'x', entries })),
        JSON.stringify(entries),
      ).rejects.toBeInstanceOf(LedgerIntegrityError);
    }
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries)).toEqual(before);
    // A balanced two-currency transaction (an exchange) is fine.
    const posted = await db.transaction((tx) =>
      postTransaction(tx, {
        kind: 'adjustment',
        description: 'FX',
        entries: [
          { account: wallet.id, amountMinor: 28000 },
          { account: pkr.id, amountMinor: -28000 },
          { account: usdWallet.id, amountMinor: -100 },
          { account: usd.id, amountMinor: 100 },
        ],
      }),
    );
    expect(posted.transaction.reference).toMatch(/^TXN-\d+$/);
    expect(posted.entries.map((e) => e.currency).sort()).toEqual(['PKR', 'PKR', 'USD', 'USD']);
    await expectLedgerInvariants(db);
  });

  it('keeps entries and transactions append-only in the database', async () => {
    const agency = await funded(5000);
    const wallet = await walletAccountFor(db, agency.id, 'PKR');
    await expect(db.update(ledgerEntries).set({ amountMinor: 1 }).where(eq(ledgerEntries.accountId, wallet.id))).rejects.toThrow();
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.accountId, wallet.id))).rejects.toThrow();
    await expect(db.update(ledgerTransactions).set({ description: 'edited' })).rejects.toThrow();
    expect((await walletRow(db, wallet.id)).balanceMinor).toBe(5000);
  });
});

describe('wallet operations', () => {
  it('debitWallet takes available down to exactly zero and refuses one minor unit more', async () => {
    const agency = await funded(10000, 2500);
    const payable = await counter();
    const move = { agencyId: agency.id, currency: 'PKR' as const, counter: payable.id, description: 'Ticket' };
    const first = await db.transaction((tx) => debitWallet(tx, { ...move, amountMinor: 12500 }));
    expect(first.wallet.balanceMinor).toBe(-2500);
    expect(first.negative).toBe(false);
    expect(first.transaction.kind).toBe('purchase');
    const refused = db.transaction((tx) => debitWallet(tx, { ...move, amountMinor: 1 }));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'insufficient_balance', status: 422, key: 'messages.insufficient_balance' });
    expect(await availableBalance(db, agency.id, 'PKR')).toMatchObject({
      balanceMinor: -2500,
      creditAllowanceMinor: 2500,
      availableMinor: 0,
    });
    await expectLedgerInvariants(db);
  });

  it('chargeWallet may go below zero available and flags it; creditWallet brings it back', async () => {
    const agency = await funded(1000);
    const revenue = await db.transaction((tx) => systemAccountFor(tx, 'revenue', 'charges', 'PKR'));
    const move = { agencyId: agency.id, currency: 'PKR' as const, counter: revenue.id };
    const small = await db.transaction((tx) => chargeWallet(tx, { ...move, amountMinor: 1000, description: 'Fee' }));
    expect(small.negative).toBe(false);
    const charge = await db.transaction((tx) => chargeWallet(tx, { ...move, amountMinor: 700, description: 'Service charge' }));
    expect(charge).toMatchObject({ negative: true, wallet: { balanceMinor: -700 } });
    expect(charge.transaction).toMatchObject({ kind: 'charge', negative: true });
    expect((await walletRow(db, revenue.id)).balanceMinor).toBeGreaterThanOrEqual(1700);
    const back = await db.transaction((tx) =>
      creditWallet(tx, { ...move, amountMinor: 700, kind: 'charge_reversal', description: 'Waived' }),
    );
    expect(back.wallet.balanceMinor).toBe(0);
    await expectLedgerInvariants(db);
  });

  it('reverseTransaction posts the opposite entries once; the second answers 409', async () => {
    const agency = await funded(5000);
    const payable = await counter();
    const purchase = await db.transaction((tx) =>
      debitWallet(tx, { agencyId: agency.id, currency: 'PKR', amountMinor: 3000, counter: payable.id, description: 'Hotel' }),
    );
    const reversal = await db.transaction((tx) =>
      reverseTransaction(tx, { transactionId: purchase.transaction.id, description: 'Voided' }),
    );
    expect(reversal.transaction).toMatchObject({ kind: 'reversal', reversesTransactionId: purchase.transaction.id });
    expect(reversal.entries.map((e) => e.amountMinor).sort((a, b) => a - b)).toEqual([-3000, 3000]);
    expect((await availableBalance(db, agency.id, 'PKR')).balanceMinor).toBe(5000);
    await expect(
      db.transaction((tx) => reverseTransaction(tx, { transactionId: purchase.transaction.id, description: 'Again' })),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      db.transaction((tx) => reverseTransaction(tx, { transactionId: '01900000-0000-7000-8000-000000000000', description: 'x' })),
    ).rejects.toMatchObject({ status: 404 });
    await expectLedgerInvariants(db);
  });

  it('tags a purchase with its product, and its reversal with the same product', async () => {
    const agency = await funded(5000);
    const payable = await counter();
    const purchase = await db.transaction((tx) =>
      debitWallet(tx, {
        agencyId: agency.id,
        currency: 'PKR',
        amountMinor: 1200,
        counter: payable.id,
        description: 'Umrah package',
        product: 'umrah',
      }),
    );
    expect(purchase.transaction.product).toBe('umrah');
    const reversal = await db.transaction((tx) =>
      reverseTransaction(tx, { transactionId: purchase.transaction.id, description: 'Cancelled' }),
    );
    expect(reversal.transaction.product).toBe('umrah');
    const untagged = await db.transaction((tx) =>
      debitWallet(tx, { agencyId: agency.id, currency: 'PKR', amountMinor: 100, counter: payable.id, description: 'Fee' }),
    );
    expect(untagged.transaction.product).toBeNull();
  });

  it('a reversal that leaves a wallet below zero (a deposit already spent) is flagged', async () => {
    const agency = await buildAgency(db);
    const bank = await bankAccountFor(db, agency.id, 'PKR');
    const payable = await counter();
    const deposit = await db.transaction((tx) =>
      creditWallet(tx, { agencyId: agency.id, currency: 'PKR', amountMinor: 4000, counter: bank.id, description: 'Deposit' }),
    );
    await db.transaction((tx) =>
      debitWallet(tx, { agencyId: agency.id, currency: 'PKR', amountMinor: 3000, counter: payable.id, description: 'Ticket' }),
    );
    const reversal = await db.transaction((tx) =>
      reverseTransaction(tx, { transactionId: deposit.transaction.id, description: 'Bounced' }),
    );
    expect(reversal.transaction.negative).toBe(true);
    expect((await availableBalance(db, agency.id, 'PKR')).balanceMinor).toBe(-3000);
  });

  it('walletAccountFor creates one wallet per agency and currency', async () => {
    const agency = await buildAgency(db);
    const [a, b] = await Promise.all([walletAccountFor(db, agency.id, 'PKR'), walletAccountFor(db, agency.id, 'PKR')]);
    expect(a.id).toBe(b.id);
    expect(a.code).toMatch(/^WAL-\d+-PKR$/);
    expect((await walletAccountFor(db, agency.id, 'KWD')).id).not.toBe(a.id);
    expect(await availableBalance(db, (await buildAgency(db)).id, 'PKR')).toEqual({
      accountId: null,
      balanceMinor: 0,
      creditAllowanceMinor: 0,
      availableMinor: 0,
    });
  });
});

type TOp =
  | { op: 'credit'; amount: number }
  | { op: 'charge'; amount: number }
  | { op: 'debit'; amount: number }
  | { op: 'allowance'; amount: number }
  | { op: 'reverse'; pick: number };

const amount = fc.integer({ min: 1, max: 50_000 });
const ops = fc.array(
  fc.oneof(
    amount.map((a) => ({ op: 'credit', amount: a }) as TOp),
    amount.map((a) => ({ op: 'charge', amount: a }) as TOp),
    amount.map((a) => ({ op: 'debit', amount: a }) as TOp),
    fc.integer({ min: 0, max: 20_000 }).map((a) => ({ op: 'allowance', amount: a }) as TOp),
    fc.nat().map((n) => ({ op: 'reverse', pick: n }) as TOp),
  ),
  { minLength: 1, maxLength: 25 },
);

describe('property: random sequences keep every invariant', () => {
  it('credits, charges, debits, reversals and allowance changes', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (sequence) => {
        const agency = await buildAgency(db);
        const bank = await bankAccountFor(db, agency.id, 'PKR');
        const revenue = await db.transaction((tx) => systemAccountFor(tx, 'revenue', 'charges', 'PKR'));
        const payable = await counter();
        const posted: string[] = [];
        // A model of the wallet, kept beside the database.
        let balance = 0;
        let allowance = 0;
        const amounts = new Map<string, number>();
        for (const step of sequence) {
          const base = { agencyId: agency.id, currency: 'PKR' as const, description: step.op };
          if (step.op === 'credit') {
            const r = await db.transaction((tx) => creditWallet(tx, { ...base, amountMinor: step.amount, counter: bank.id }));
            balance += step.amount;
            posted.push(r.transaction.id);
            amounts.set(r.transaction.id, step.amount);
          } else if (step.op === 'charge') {
            const r = await db.transaction((tx) => chargeWallet(tx, { ...base, amountMinor: step.amount, counter: revenue.id }));
            balance -= step.amount;
            expect(r.negative).toBe(balance + allowance < 0);
            posted.push(r.transaction.id);
            amounts.set(r.transaction.id, -step.amount);
          } else if (step.op === 'debit') {
            const fits = balance + allowance - step.amount >= 0;
            const attempt = db.transaction((tx) => debitWallet(tx, { ...base, amountMinor: step.amount, counter: payable.id }));
            if (fits) {
              const r = await attempt;
              balance -= step.amount;
              posted.push(r.transaction.id);
              amounts.set(r.transaction.id, -step.amount);
              // A purchase never leaves available below zero.
              expect(r.wallet.balanceMinor + r.wallet.creditAllowanceMinor).toBeGreaterThanOrEqual(0);
            } else {
              await expect(attempt).rejects.toMatchObject({ code: 'insufficient_balance' });
            }
          } else if (step.op === 'allowance') {
            await db.transaction((tx) => setCreditAllowance(tx, agency.id, 'PKR', step.amount));
            allowance = step.amount;
          } else if (posted.length) {
            const id = posted[step.pick % posted.length]!;
            const attempt = db.transaction((tx) => reverseTransaction(tx, { transactionId: id, description: 'reverse' }));
            if (amounts.has(id)) {
              await attempt;
              balance -= amounts.get(id)!;
              amounts.delete(id);
            } else {
              await expect(attempt).rejects.toMatchObject({ status: 409 });
            }
          }
          expect(await availableBalance(db, agency.id, 'PKR')).toMatchObject({
            balanceMinor: balance,
            availableMinor: balance + allowance,
          });
        }
        await expectLedgerInvariants(db);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
