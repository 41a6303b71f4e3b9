import type { TLocale } from '@safar/contracts';
import { formatDate } from '@/lib/i18n';

const STEPS: [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [60, 'second', 1],
  [3600, 'minute', 60],
  [86400, 'hour', 3600],
  [7 * 86400, 'day', 86400],
];

/**
 * "now", "5 minutes ago", "yesterday"… through Intl in the reader's language; a week or older
 * shows the date instead.
 */
export function timeAgo(iso: string, locale: TLocale, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en', { numeric: 'auto' });
  if (Math.abs(seconds) < 60) return format.format(0, 'second');
  for (const [limit, unit, size] of STEPS) if (Math.abs(seconds) < limit) return format.format(Math.trunc(seconds / size), unit);
  return formatDate(iso);
}
