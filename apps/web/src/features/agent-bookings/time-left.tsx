import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/features/flights/details/offer-expiry';
import { currentLocale, formatDateTime, formatNumber } from '@/lib/i18n';

const two = (n: number) => formatNumber(n, { minimumIntegerDigits: 2 });

/** 90 061 s → "1 d 01:01:01"; 3 754 s → "01:02:34": a hold's deadline is often days away. */
export function formatTimeLeft(seconds: number, t: TFunction): string {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const clock = `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  return days > 0 ? `${t('agent_bookings:days', { n: formatNumber(days) })} ${clock}` : clock;
}

/**
 * An instant in a named time zone, the zone's short name with it ("12 Dec 2026, 14:00 GMT+5"),
 * so a deadline reads the same wherever the agent is. An unknown zone falls back to the reader's.
 */
export function formatInZone(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(currentLocale() === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(new Date(iso));
  } catch {
    return formatDateTime(iso);
  }
}

/**
 * The time left until `until`, ticking every second (a timer: not read out each time), or
 * "Passed". `bare` drops the "left" where a column's heading already says what it counts to.
 */
export function Countdown({ until, bare = false }: { until: string; bare?: boolean }) {
  const { t } = useTranslation('agent_bookings');
  const now = useNow();
  const left = Math.floor((Date.parse(until) - now) / 1000);
  if (left <= 0) return <span className="booking-countdown is-passed">{t('agent_bookings:passed')}</span>;
  return (
    <span role="timer" className="booking-countdown">
      {bare ? formatTimeLeft(left, t) : t('agent_bookings:left', { time: formatTimeLeft(left, t) })}
    </span>
  );
}
