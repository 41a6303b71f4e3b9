import { issueToMessage, ZSaveMargins, type TMarginInput, type TMarginType, type TMarginView, type TProduct } from '@safar/contracts';
import { currencyDigits, minorToDecimalString, parseMoneyInput } from '@/lib/money';

/** One product's row in the editor, as typed (amounts in major units). */
export interface TMarginRowValues {
  product: TProduct;
  type: TMarginType;
  amount: string;
  currency: string;
  percent: string;
}

/** The field of a row a message belongs to. */
export type TMarginField = 'type' | 'amount' | 'currency' | 'percent';
/** Messages (translated) by product, then by field. */
export type TMarginErrors = Partial<Record<TProduct, Partial<Record<TMarginField, string>>>>;
/** Translates a contract message key (`validation.percent`) with its parameters. */
export type TTranslateKey = (key: string, params?: Record<string, unknown>) => string;

export function rowsFromViews(views: readonly TMarginView[], defaultCurrency: string): TMarginRowValues[] {
  return views.map((v) => ({
    product: v.product,
    type: v.type,
    amount:
      v.type === 'fixed' && v.amount_minor !== null && v.currency ? minorToDecimalString(v.amount_minor, currencyDigits(v.currency)) : '',
    currency: v.currency ?? defaultCurrency,
    percent: v.percent ?? '',
  }));
}

// Arabic-Indic digits and the Arabic decimal separator, as people may type them.
const normalizeDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.codePointAt(0) ?? 0) % 16)).replace(/\u066B/g, '.');

const FIELD_OF: Record<string, TMarginField> = {
  amount_minor: 'amount',
  currency: 'currency',
  percent: 'percent',
  basis_points: 'percent',
  type: 'type',
  product: 'type',
};

/** The field of a row named by a schema or server error path such as "margins.2.amount_minor". */
export function errorTarget(path: string, rows: readonly TMarginRowValues[]): { product: TProduct; field: TMarginField } | null {
  const match = /^margins\.(\d+)(?:\.(\w+))?$/.exec(path);
  const row = match ? rows[Number(match[1])] : undefined;
  if (!match || !row) return null;
  return { product: row.product, field: FIELD_OF[match[2] ?? 'type'] ?? 'type' };
}

type TBuilt = { ok: true; body: { margins: TMarginInput[] } } | { ok: false; errors: TMarginErrors };

/**
 * The request body (every product, in order; 'none' removes a margin) validated with the API's
 * schema; or the messages per row. Fixed amounts are parsed in their currency (never rounded).
 */
export function buildMarginsBody(rows: readonly TMarginRowValues[], translate: TTranslateKey): TBuilt {
  const errors: TMarginErrors = {};
  const set = (product: TProduct, field: TMarginField, key: string, params?: Record<string, unknown>) => {
    const row = (errors[product] ??= {});
    row[field] ??= translate(key, params);
  };
  const items = rows.map((row): unknown => {
    if (row.type === 'none') return { product: row.product, type: 'none' };
    if (row.type === 'percent') return { product: row.product, type: 'percent', percent: normalizeDigits(row.percent).trim() };
    const amount = parseMoneyInput(row.amount, row.currency, { allowZero: true });
    if (!amount.ok) set(row.product, 'amount', amount.error, amount.params);
    return { product: row.product, type: 'fixed', amount_minor: amount.ok ? amount.amount_minor : 0, currency: row.currency };
  });
  const parsed = ZSaveMargins.safeParse({ margins: items });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const message = issueToMessage(issue);
      const target = errorTarget(message.field, rows);
      if (target) set(target.product, target.field, message.key, message.params);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
