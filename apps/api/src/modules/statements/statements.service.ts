import {
  isCurrency,
  STATEMENT_EXPORT_MAX_ENTRIES,
  todayIn,
  type TCurrency,
  type TStatementAnswer,
  type TStatementLine,
  type TStatementQuery,
  type TStatementView,
} from '@safar/contracts';
import { agencies, ledgerEntries, users, type Db, type DbOrTx } from '@safar/db';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { dayEnd, dayStart } from '@/core/agency-days';
import { AppError, fieldError } from '@/core/app-error';
import { list } from '@/core/envelope';
import type { TLedgerAccountRow } from '@/modules/ledger/ledger-accounts';
import { resolveAgency } from '@/modules/agencies/agency-target';
import { findWallet, walletEntries } from '@/modules/ledger/services/wallet-entries';
import { periodTotals, positionAt, type PeriodTotalsCache, type TEntryPosition } from './period-totals';

/*
 * GET /agent-statment: an agency wallet's statement over calendar days in the
 * agency time zone. Every figure comes from the ledger's stored balances: the opening balance
 * is balance_after of the last entry before the period, the closing one that of the last entry
 * in it (or the opening), and each entry's running balance is its own balance_after. So the
 * statement agrees with the wallet, and a page shows the same figures however it is cut.
 */

export interface TStatementContext {
  db: Db;
  /** IANA zone that defines the period's days (AGENCY_TIMEZONE). */
  timezone: string;
  now?: Date;
  /** The process's period sums (see period-totals.ts); null sums every time. */
  totalsCache?: PeriodTotalsCache | null;
}

type TTarget = { agency_id: string } | { user_id: string };

/** The period's days: by default the first of the month (of `to`) to today, in the agency time zone. */
export function statementPeriod(q: Pick<TStatementQuery, 'from' | 'to'>, timezone: string, now = new Date()): { from: string; to: string } {
  const to = q.to ?? todayIn(timezone, now);
  const from = q.from ?? `${to.slice(0, 8)}01`;
  if (from > to) throw fieldError('to', 'validation.date_range');
  return { from, to };
}

/** Midnight at the start of a day in the zone, and midnight after the last day: the half-open range [start, end). */
const periodRange = (period: { from: string; to: string }, timezone: string): { start: SQL; end: SQL } => ({
  start: dayStart(period.from, timezone),
  end: dayEnd(period.to, timezone),
});

/**
 * The balances around the period, from two probes of the account index: balance_after of the
 * last entry before the start (opening) and before the end (closing, with where that entry
 * sits, for the totals). No entry before the end means zeros.
 */
async function periodBalances(db: DbOrTx, accountId: string, range: { start: SQL; end: SQL }) {
  const [row] = await db
    .select({
      closing: ledgerEntries.balanceAfterMinor,
      at: positionAt,
      id: ledgerEntries.id,
      opening: sql<string | null>`(select e.balance_after_minor::text from ${ledgerEntries} e where e.account_id = ${accountId}
        and e.created_at < ${range.start} order by e.created_at desc, e.id desc limit 1)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), lt(ledgerEntries.createdAt, range.end)))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(1);
  if (!row) return { opening: 0, closing: 0, last: null };
  return { opening: Number(row.opening ?? 0), closing: row.closing, last: { at: row.at, id: row.id } };
}

interface THead {
  view: Omit<TStatementView, 'entries' | 'totals'>;
  wallet: TLedgerAccountRow | null;
  range: { start: SQL; end: SQL };
  /** The wallet's last entry before the period's end (null: none). */
  last: TEntryPosition | null;
  cacheKey: string;
}

/** The statement's header: agency, period, currency, opening and closing balances (zeros without a wallet). */
async function statementHead(db: DbOrTx, ctx: TStatementContext, target: TTarget, q: TStatementQuery): Promise<THead> {
  const now = ctx.now ?? new Date();
  const period = statementPeriod(q, ctx.timezone, now);
  const { agencyId, agentUserId } = await resolveAgency(db, target);
  const [agency] = await db
    .select({
      name: agencies.name,
      phone: agencies.phone,
      address: agencies.address,
      currency: agencies.currency,
      email: sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${agentUserId})`,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  // An agency's currency column is free text from before the ledger; PKR is its default.
  const currency: TCurrency = q.currency ?? (agency && isCurrency(agency.currency) ? agency.currency : 'PKR');
  const wallet = await findWallet(db, agencyId, currency);
  const range = periodRange(period, ctx.timezone);
  const balances = wallet ? await periodBalances(db, wallet.id, range) : { opening: 0, closing: 0, last: null };
  return {
    wallet,
    range,
    last: balances.last,
    cacheKey: `${wallet?.id}|${ctx.timezone}|${period.from}|${period.to}`,
    view: {
      agency: {
        id: agencyId,
        name: agency?.name ?? '',
        code: wallet?.code ?? null,
        email: agency?.email ?? null,
        phone: agency?.phone ?? null,
        address: agency?.address ?? null,
      },
      period: { ...period, timezone: ctx.timezone },
      currency,
      opening_balance_minor: balances.opening,
      closing_balance_minor: balances.closing,
      generated_at: now.toISOString(),
    },
  };
}

/**
 * Reads run in one read-only REPEATABLE READ transaction: the count, the totals, the closing
 * balance and the entries all come from the same snapshot, even while postings go on.
 */
const snapshot = <T>(db: Db, read: (tx: DbOrTx) => Promise<T>) =>
  db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });

const totalsOf = (db: DbOrTx, ctx: TStatementContext, head: THead & { wallet: TLedgerAccountRow }) =>
  periodTotals(db, ctx.totalsCache ?? null, head.cacheKey, head.wallet.id, head.range, head.last);

const noTotals = { debit_minor: 0, credit_minor: 0 };

/** The JSON answer: the period's figures and one page of its entries, oldest first. */
export function statementPage(ctx: TStatementContext, target: TTarget, q: TStatementQuery): Promise<TStatementAnswer> {
  return snapshot(ctx.db, async (db) => {
    const head = await statementHead(db, ctx, target, q);
    if (!head.wallet)
      return { statement: { ...head.view, totals: noTotals, entries: [] }, pagination: list([], q.page, q.per_page, 0).pagination };
    const totals = await totalsOf(db, ctx, { ...head, wallet: head.wallet });
    const offset = (q.page - 1) * q.per_page;
    const entries =
      offset < totals.count ? await walletEntries(db, head.wallet.id, { ...head.range, order: 'asc', limit: q.per_page, offset }) : [];
    const { items, pagination } = list(entries, q.page, q.per_page, totals.count);
    return {
      statement: { ...head.view, totals: { debit_minor: totals.debit_minor, credit_minor: totals.credit_minor }, entries: items },
      pagination,
    };
  });
}

/** The whole period for CSV and PDF; a period over STATEMENT_EXPORT_MAX_ENTRIES entries is refused (422). */
export function statementExport(ctx: TStatementContext, target: TTarget, q: TStatementQuery): Promise<TStatementView> {
  return snapshot(ctx.db, async (db) => {
    const head = await statementHead(db, ctx, target, q);
    if (!head.wallet) return { ...head.view, totals: noTotals, entries: [] };
    const counted = await totalsOf(db, ctx, { ...head, wallet: head.wallet });
    // The message names the limit in its text: field errors are translated without parameters.
    if (counted.count > STATEMENT_EXPORT_MAX_ENTRIES)
      throw new AppError('validation_failed', { key: 'messages.statement_too_long', errors: { to: ['messages.statement_too_long'] } });
    const entries: TStatementLine[] = counted.count
      ? await walletEntries(db, head.wallet.id, { ...head.range, order: 'asc', limit: counted.count })
      : [];
    return { ...head.view, totals: { debit_minor: counted.debit_minor, credit_minor: counted.credit_minor }, entries };
  });
}
