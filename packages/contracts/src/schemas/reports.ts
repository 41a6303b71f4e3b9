import { z } from 'zod';
import { zCurrency } from '../money';
import { PRODUCTS } from '../products';
import { V, zUuid } from './common';

/*
 * Finance reports (issue 3 §6): the figures of the admin dashboard and profit and loss. Amounts
 * are minor units beside their currency (DESIGN.md §4); figures in several currencies are never
 * added together, each currency has its own line.
 */

/** One currency's line of a dashboard figure. */
export interface TCurrencyFigure {
  currency: string;
  count: number;
  amount_minor: number;
}

/** GET /finance-summary (finance): what waits for finance staff and where the money stands. */
export interface TFinanceSummary {
  /** The agency time zone (IANA) that defines "this month". */
  timezone: string;
  /** The current month in that zone, YYYY-MM. */
  month: string;
  /** Deposits waiting for review (pending, not deleted). */
  pending_topups: { count: number; by_currency: TCurrencyFigure[] };
  /** Deposits approved this month: count and approved amounts. */
  approved_this_month: { count: number; by_currency: TCurrencyFigure[] };
  /** Sum of every agency wallet's balance per currency (count = wallets), and the wallets below zero. */
  agent_balances: { by_currency: (TCurrencyFigure & { negative_wallets: number })[]; negative_wallets: number };
  /** Manual adjustments waiting for their second staff member. */
  pending_adjustments: number;
}

/** What a profit and loss line groups by. */
export const PROFIT_LOSS_GROUPS = ['product', 'agency', 'month'] as const;
export type TProfitLossGroup = (typeof PROFIT_LOSS_GROUPS)[number];

/** Revenue not tagged with a product (charges, adjustments) is reported as 'other'. */
export const PROFIT_LOSS_PRODUCTS = [...PRODUCTS, 'other'] as const;
export type TProfitLossProduct = (typeof PROFIT_LOSS_PRODUCTS)[number];

/**
 * GET /profit-loss-report (finance). `from`/`to` are calendar days in the agency time zone, both
 * included (default: this month up to today); without `currency` every currency is reported,
 * each on its own lines.
 */
export const ZProfitLossQuery = z
  .object({
    from: z.iso.date({ error: V.invalid }).optional(),
    to: z.iso.date({ error: V.invalid }).optional(),
    group_by: z.enum(PROFIT_LOSS_GROUPS, { error: V.oneOf }).default('product'),
    product: z.enum(PROFIT_LOSS_PRODUCTS, { error: V.oneOf }).optional(),
    agency_id: zUuid.optional(),
    currency: zCurrency.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.date_range', path: ['to'] });
export type TProfitLossQuery = z.infer<typeof ZProfitLossQuery>;

export interface TProfitLossFigures {
  currency: string;
  /** Credits to revenue accounts. */
  income_minor: number;
  /** Debits to revenue accounts (credit adjustments given, reversed charges…), as a positive amount. */
  costs_minor: number;
  /** income − costs. */
  net_minor: number;
}

export interface TProfitLossRow extends TProfitLossFigures {
  /** The product ('other' when untagged), the agency id (null: revenue with no agency), or the month (YYYY-MM). */
  group: string | null;
  /** The agency's name when grouped by agency. */
  label: string | null;
  /** Ledger transactions that contributed. */
  transactions: number;
}

export interface TProfitLossReport {
  period: { from: string; to: string; timezone: string };
  group_by: TProfitLossGroup;
  rows: TProfitLossRow[];
  /** One line per currency. */
  totals: TProfitLossFigures[];
}
