import { issueToMessage, ZUpdateAirlineMargin, type TAirlineMargin, type TLocale, type TUpdateAirlineMargin } from '@safar/contracts';
import { currencyDigits, formatMoney, minorToDecimalString, parseMoneyInput } from '@/lib/money';

/** The margin form as typed: amounts in major units ("1,500.00"), the percentage as text. */
export interface TAirlineMarginValues {
  type: 'none' | 'fixed' | 'percent';
  amount: string;
  currency: string;
  percent: string;
}
export type TMarginField = 'type' | 'amount' | 'currency' | 'percent';
/** Messages as contract keys with their parameters, by field. */
export type TMarginIssues = Partial<Record<TMarginField, { key: string; params?: Record<string, unknown> }>>;

export function marginValuesOf(margin: TAirlineMargin | null, defaultCurrency = 'PKR'): TAirlineMarginValues {
  if (!margin) return { type: 'none', amount: '', currency: defaultCurrency, percent: '' };
  if (margin.type === 'fixed' && margin.amount_minor !== null && margin.currency)
    return {
      type: 'fixed',
      amount: minorToDecimalString(margin.amount_minor, currencyDigits(margin.currency)),
      currency: margin.currency,
      percent: '',
    };
  return { type: 'percent', amount: '', currency: defaultCurrency, percent: margin.percent ?? '' };
}

// Arabic-Indic digits and the Arabic decimal separator, as people may type them.
const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.codePointAt(0) ?? 0) % 16)).replace(/\u066B/g, '.');

const FIELD_OF: Record<string, TMarginField> = {
  'margin.amount_minor': 'amount',
  'margin.currency': 'currency',
  'margin.percent': 'percent',
  'margin.basis_points': 'percent',
};

/**
 * The body of POST /updateAirlineMargin, checked with the API's own schema; or the messages by
 * field. A fixed amount is read in its currency's decimals and never rounded.
 */
export function buildMarginBody(
  airlineId: string,
  values: TAirlineMarginValues,
): { ok: true; body: TUpdateAirlineMargin } | { ok: false; issues: TMarginIssues } {
  const issues: TMarginIssues = {};
  let margin: unknown = null;
  if (values.type === 'percent') margin = { type: 'percent', percent: westernDigits(values.percent).trim() };
  if (values.type === 'fixed') {
    const amount = parseMoneyInput(values.amount, values.currency, { allowZero: true });
    if (!amount.ok) issues.amount = { key: amount.error, params: amount.params };
    margin = { type: 'fixed', amount_minor: amount.ok ? amount.amount_minor : 0, currency: values.currency };
  }
  const parsed = ZUpdateAirlineMargin.safeParse({ airline_id: airlineId, margin });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const message = issueToMessage(issue);
      const field = FIELD_OF[message.field] ?? 'type';
      issues[field] ??= { key: message.key, params: message.params };
    }
  if (!parsed.success || Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, body: parsed.data };
}

/** "2.5 %" or "PKR 1,500.00" for a list cell; null without a margin. */
export function marginText(margin: TAirlineMargin | null, locale: TLocale, percentText: (percent: string) => string): string | null {
  if (!margin) return null;
  if (margin.type === 'fixed' && margin.amount_minor !== null && margin.currency)
    return formatMoney(margin.amount_minor, margin.currency, locale);
  return margin.percent === null ? null : percentText(margin.percent);
}
