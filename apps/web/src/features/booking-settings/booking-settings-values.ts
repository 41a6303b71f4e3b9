import { issueToMessage, ZUpdateBookingSettings, type TBookingSettingsView } from '@safar/contracts';
import { toI18nKey } from '@/features/forms/issue-message';
import { minorToDecimalString, currencyDigits, parseMoneyInput } from '@/lib/money';
import type { TSaveBookingSettings } from './booking-settings-queries';

export const MAX_REMINDERS = 4;
export type TDurationUnit = 'hours' | 'minutes';

export interface TReminderRow {
  /** Keys the row on screen, so removing one keeps the others' inputs and focus. */
  id: number;
  value: string;
  unit: TDurationUnit;
}

/** What the form holds: text as typed (fees as decimals, durations as whole numbers). */
export interface TSettingsValues {
  voidFee: string;
  cancelFee: string;
  bufferHours: string;
  bufferMinutes: string;
  reminders: TReminderRow[];
}

type TTranslate = (key: string, params?: Record<string, unknown>) => string;
export type TSettingsErrors = Record<string, string>;

let nextRowId = 1;
export const newReminderRow = (value = '', unit: TDurationUnit = 'hours'): TReminderRow => ({ id: nextRowId++, value, unit });

/** A reminder as a person reads it: whole hours in hours ("24 hours", not "1440 minutes"), the rest in minutes. */
export function reminderRowOf(minutes: number): TReminderRow {
  return minutes > 0 && minutes % 60 === 0 ? newReminderRow(String(minutes / 60), 'hours') : newReminderRow(String(minutes), 'minutes');
}

export function valuesFromSettings(settings: TBookingSettingsView): TSettingsValues {
  const digits = currencyDigits(settings.currency);
  return {
    voidFee: minorToDecimalString(settings.void_fee_minor, digits),
    cancelFee: minorToDecimalString(settings.cancel_fee_minor, digits),
    bufferHours: String(Math.floor(settings.deadline_buffer_minutes / 60)),
    bufferMinutes: String(settings.deadline_buffer_minutes % 60),
    reminders: settings.reminder_minutes.map(reminderRowOf),
  };
}

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** More digits than this is beyond a week in any unit; refused before it can lose precision as a number. */
const MAX_DIGITS = 7;

type TWhole = { ok: true; value: number } | { ok: false; key: string };

/** A whole number typed in either script (Arabic-Indic digits too); '' is its own case for the caller. */
function wholeNumber(text: string): TWhole | null {
  const normalised = text.replace(ARABIC_INDIC, (d) => String((d.codePointAt(0) ?? 0) % 16)).trim();
  if (normalised === '') return null;
  if (!/^\d+$/.test(normalised)) return { ok: false, key: 'booking_settings:errors.whole_number' };
  if (normalised.replace(/^0+/, '').length > MAX_DIGITS) return { ok: false, key: 'booking_settings:errors.at_most_week' };
  return { ok: true, value: Number(normalised) };
}

/** Fields in minutes: "Must be at most 10080." means little beside inputs in hours, so they say it as a week. */
const isMinutesField = (field: string) => field === 'deadline_buffer_minutes' || field.startsWith('reminder_minutes');
const isFeeField = (field: string) => field === 'void_fee_minor' || field === 'cancel_fee_minor';

/**
 * The PUT body in minor units and minutes, or the first message per field, keyed as the API
 * names its fields (so the server's messages land in the same places). The text is read first
 * (amounts with the money helpers, durations as whole numbers); the result is then checked with
 * the API's own schema, so the form refuses exactly what the server would.
 */
export function buildSettingsBody(
  values: TSettingsValues,
  currency: string,
  t: TTranslate,
): { ok: true; body: TSaveBookingSettings } | { ok: false; errors: TSettingsErrors } {
  const errors: TSettingsErrors = {};

  const fee = (field: string, text: string): number => {
    const parsed = parseMoneyInput(text, currency, { allowZero: true });
    if (parsed.ok) return parsed.amount_minor;
    errors[field] = t(toI18nKey(parsed.error), parsed.params);
    return 0;
  };
  const voidFee = fee('void_fee_minor', values.voidFee);
  const cancelFee = fee('cancel_fee_minor', values.cancelFee);

  let buffer = 0;
  const hours = wholeNumber(values.bufferHours);
  const minutes = wholeNumber(values.bufferMinutes);
  if (!hours && !minutes) errors.deadline_buffer_minutes = t('validation:required');
  else if (hours && !hours.ok) errors.deadline_buffer_minutes = t(hours.key);
  else if (minutes && !minutes.ok) errors.deadline_buffer_minutes = t(minutes.key);
  else buffer = (hours?.ok ? hours.value * 60 : 0) + (minutes?.ok ? minutes.value : 0);

  const reminders = values.reminders.map((row, index) => {
    const field = `reminder_minutes.${index}`;
    const parsed = wholeNumber(row.value);
    if (!parsed) errors[field] = t('validation:required');
    else if (!parsed.ok) errors[field] = t(parsed.key);
    else return row.unit === 'hours' ? parsed.value * 60 : parsed.value;
    return 0;
  });

  const body: TSaveBookingSettings = {
    void_fee_minor: voidFee,
    cancel_fee_minor: cancelFee,
    deadline_buffer_minutes: buffer,
    reminder_minutes: reminders,
  };
  const checked = ZUpdateBookingSettings.safeParse(body);
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const { field, key, params } = issueToMessage(issue);
      if (field in errors) continue;
      if (key === 'validation.too_big' && isMinutesField(field)) errors[field] = t('booking_settings:errors.at_most_week');
      else if (key === 'validation.too_big' && isFeeField(field)) errors[field] = t('validation:amount_too_large');
      else errors[field] = t(toI18nKey(key), params);
    }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
