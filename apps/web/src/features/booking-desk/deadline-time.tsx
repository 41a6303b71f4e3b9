import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/lib/i18n';
import { useNow } from './use-now';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A deadline this close is shown as urgent. */
export const SOON_MS = 24 * HOUR;

/**
 * An instant in the agency's time zone ("12 Mar 2026, 14:05"): a deadline means the agency's
 * clock, whoever reads it. A zone the browser does not know falls back to the reader's own.
 */
export function formatInZone(iso: string, timeZone: string): string {
  try {
    return formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  } catch {
    return formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  }
}

/** What is left until `until`, in the largest two units ("1 d 4 h left"), or that it passed. */
export function useCountdownText(until: string): { text: string; passed: boolean; soon: boolean } {
  const { t } = useTranslation('desk');
  const left = Date.parse(until) - useNow();
  if (left <= 0) return { text: t('desk:countdown.passed'), passed: true, soon: true };
  const d = Math.floor(left / DAY);
  const h = Math.floor((left % DAY) / HOUR);
  const m = Math.floor((left % HOUR) / MINUTE);
  const text =
    d > 0
      ? t('desk:countdown.days', { d: formatNumber(d), h: formatNumber(h) })
      : h > 0
        ? t('desk:countdown.hours', { h: formatNumber(h), m: formatNumber(m) })
        : t('desk:countdown.minutes', { m: formatNumber(Math.max(1, m)) });
  return { text, passed: false, soon: left < SOON_MS };
}

export interface DeadlineTimeProps {
  at: string;
  timeZone: string;
  /** Show the zone's name after the time (where no heading says it). */
  showZone?: boolean;
}

/** A deadline: its time in the agency's zone and a countdown, marked when it is near or past. */
export function DeadlineTime({ at, timeZone, showZone }: DeadlineTimeProps) {
  const { t } = useTranslation('desk');
  const countdown = useCountdownText(at);
  const tone = countdown.passed ? ' is-passed' : countdown.soon ? ' is-soon' : '';
  return (
    <span className="desk-deadline">
      <time dateTime={at}>{formatInZone(at, timeZone)}</time>
      {showZone && (
        <span className="cell-sub">
          <bdi>{t('desk:deadlines.zone', { zone: timeZone })}</bdi>
        </span>
      )}
      <span className={`desk-countdown${tone}`}>{countdown.text}</span>
    </span>
  );
}
