import { depositDateProblem, todayIn, type TBank } from '@safar/contracts';
import { parseMoneyInput, type TMoneyInputResult } from '@/lib/money';
import { formatDate } from '@/lib/i18n';

/** The deposit form as its inputs hold it (strings; the amount in major units as typed). */
export interface TDepositFormValues {
  bank_id: string;
  amount: string;
  deposit_date: string;
  bank_reference: string;
  /** file_name of the uploaded receipt. */
  receipt: string;
  note: string;
}

export const EMPTY_DEPOSIT: TDepositFormValues = { bank_id: '', amount: '', deposit_date: '', bank_reference: '', receipt: '', note: '' };

/** The browser's today; the API decides with the agency's time zone and has the last word. */
export const localToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

export interface TDepositRequestDraft {
  /** What ZCreateDeposit validates (a placeholder amount while the typed one is wrong, so the other fields still get checked). */
  input: Record<string, unknown>;
  amount: TMoneyInputResult;
  /** A validation key for the date (future, too old), checked like the API does. */
  dateProblem: string | null;
}

/** Form values → the POST /deposit-data body, in the chosen bank's currency. */
export function depositDraft(values: TDepositFormValues, bank: TBank | undefined, today = localToday()): TDepositRequestDraft {
  const currency = bank?.currency ?? 'PKR';
  const amount = parseMoneyInput(values.amount, currency);
  return {
    input: {
      bank_id: values.bank_id || undefined,
      amount_minor: amount.ok ? amount.amount_minor : 1,
      currency,
      deposit_date: values.deposit_date,
      bank_reference: values.bank_reference,
      receipt: values.receipt || undefined,
      note: values.note.trim() || null,
    },
    amount,
    dateProblem: values.deposit_date ? depositDateProblem(values.deposit_date, today) : null,
  };
}

/** A calendar day (YYYY-MM-DD) in the reader's language, without shifting it through a time zone. */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
