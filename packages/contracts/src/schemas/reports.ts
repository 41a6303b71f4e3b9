import { z } from 'zod';
import { zCurrency } from '../money';
import { PRODUCTS } from '../products';
import { V, zDay, zDayInput, zUuid } from './common';

/*
 * Finance reports: the figures of the admin dashboard and profit and loss. Amounts
 * are minor units beside their currency; figures in several currencies are never
 * added together, each currency has its own line.
 */

/** One currency's line of a dashboard figure. */
export const ZCurrencyFigure = z.strictObject({ currency: z.string(), count: z.number().int(), amount_minor: z.number().int() });
export type TCurrencyFigure = z.infer<typeof ZCurrencyFigure>;

const ZCountByCurrency = z.strictObject({ count: z.number().int(), by_currency: z.array(ZCurrencyFigure) });

/** GET /finance-summary (finance): what waits for finance staff and where the money stands. */
export const ZFinanceSummary = z.strictObject({
  /** The agency time zone (IANA) that defines "this month". */
  timezone: z.string(),
  /** The current month in that zone, YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Deposits waiting for review (pending, not deleted). */
  pending_topups: ZCountByCurrency,
  /** Deposits approved this month: count and approved amounts. */
  approved_this_month: ZCountByCurrency,
  /** Sum of every agency wallet's balance per currency (count = wallets), and the wallets below zero. */
  agent_balances: z.strictObject({
    by_currency: z.array(ZCurrencyFigure.extend({ negative_wallets: z.number().int() })),
    negative_wallets: z.number().int(),
  }),
  /** Manual adjustments waiting for their second staff member. */
  pending_adjustments: z.number().int(),
  /** Credit allowance changes waiting for their second staff member. */
  pending_allowance_changes: z.number().int(),
});
export type TFinanceSummary = z.infer<typeof ZFinanceSummary>;

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
    from: zDayInput.optional(),
    to: zDayInput.optional(),
    group_by: z.enum(PROFIT_LOSS_GROUPS, { error: V.oneOf }).default('product'),
    product: z.enum(PROFIT_LOSS_PRODUCTS, { error: V.oneOf }).optional(),
    agency_id: zUuid.optional(),
    currency: zCurrency.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.date_range', path: ['to'] });
export type TProfitLossQuery = z.infer<typeof ZProfitLossQuery>;

export const ZProfitLossFigures = z.strictObject({
  currency: z.string(),
  /** Credits to revenue accounts. */
  income_minor: z.number().int(),
  /** Debits to revenue accounts (credit adjustments given, reversed charges…), as a positive amount. */
  costs_minor: z.number().int(),
  /** income − costs. */
  net_minor: z.number().int(),
});
export type TProfitLossFigures = z.infer<typeof ZProfitLossFigures>;

export const ZProfitLossRow = ZProfitLossFigures.extend({
  /** The product ('other' when untagged), the agency id (null: revenue with no agency), or the month (YYYY-MM). */
  group: z.string().nullable(),
  /** The agency's name when grouped by agency. */
  label: z.string().nullable(),
  /** Ledger transactions that contributed. */
  transactions: z.number().int(),
});
export type TProfitLossRow = z.infer<typeof ZProfitLossRow>;

/**
 * Kinds of flight revenue, by the revenue account it is posted to: the airline margin staff set
 * on a fare, the fees kept when a booking is voided or cancelled, and any other flight revenue.
 */
export const FLIGHT_MARGIN_KINDS = ['airline_margins', 'booking_fees', 'other_margins'] as const;
export type TFlightMarginKind = (typeof FLIGHT_MARGIN_KINDS)[number];

export const ZFlightMarginRow = ZProfitLossFigures.extend({
  kind: z.enum(FLIGHT_MARGIN_KINDS),
  transactions: z.number().int(),
});
export type TFlightMarginRow = z.infer<typeof ZFlightMarginRow>;

export const ZProfitLossReport = z.strictObject({
  period: z.strictObject({ from: zDay, to: zDay, timezone: z.string() }),
  group_by: z.enum(PROFIT_LOSS_GROUPS),
  rows: z.array(ZProfitLossRow),
  /** One line per currency. */
  totals: z.array(ZProfitLossFigures),
  /** The flight revenue of the same period, agency and currency, by margin kind (empty when another product is chosen). */
  flight_margins: z.array(ZFlightMarginRow),
});
export type TProfitLossReport = z.infer<typeof ZProfitLossReport>;

/**
 * GET /agent-profit-loss-report (an approved agent, its own agency): days in the agency time
 * zone, both included; by default the year so far.
 */
export const ZAgentProfitLossQuery = z
  .object({ from: zDayInput.optional(), to: zDayInput.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'validation.date_range', path: ['to'] });
export type TAgentProfitLossQuery = z.infer<typeof ZAgentProfitLossQuery>;

/**
 * An agency's own profit and loss on its bookings, in one currency. A sale is counted when the
 * wallet pays for a booking, and given back when the booking's payment is refunded (a void, a
 * cancellation, an issue that failed): the customer is taken to get its price back then.
 */
export const ZAgentProfitLossFigures = z.strictObject({
  currency: z.string(),
  /** Bookings paid for, and bookings whose payment came back. */
  sold: z.number().int(),
  refunded: z.number().int(),
  /** The customers' prices (gross, with the agent's markup) of the bookings sold, less those given back. */
  sales_minor: z.number().int(),
  /** What the wallet paid (the agency's price), and what came back to it. */
  paid_minor: z.number().int(),
  refunds_minor: z.number().int(),
  /** paid − refunds: what the bookings cost the agency. */
  costs_minor: z.number().int(),
  /** The fees kept from the refunds (already inside the costs). */
  fees_minor: z.number().int(),
  /** sales − costs: the markup earned, less what voids and cancellations cost. */
  margin_minor: z.number().int(),
});
export type TAgentProfitLossFigures = z.infer<typeof ZAgentProfitLossFigures>;

export const ZAgentProfitLossRow = ZAgentProfitLossFigures.extend({
  /** YYYY-MM in the agency time zone. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
});
export type TAgentProfitLossRow = z.infer<typeof ZAgentProfitLossRow>;

export const ZAgentProfitLossReport = z.strictObject({
  period: z.strictObject({ from: zDay, to: zDay, timezone: z.string() }),
  /** Month by month, oldest first, one line per currency. */
  rows: z.array(ZAgentProfitLossRow),
  /** One line per currency. */
  totals: z.array(ZAgentProfitLossFigures),
});
export type TAgentProfitLossReport = z.infer<typeof ZAgentProfitLossReport>;
