import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/i18n';

/** The current time, ticking every second while mounted. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

const two = (n: number) => formatNumber(n, { minimumIntegerDigits: 2 });

/** 754 s → "12:34"; 3 754 s → "1:02:34". */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${formatNumber(h)}:${two(m)}:${two(s)}` : `${formatNumber(m)}:${two(s)}`;
}

/**
 * How long the offer's price is held, counting down (a timer: not read out every second), with
 * the time it ends; the ticketing deadline when the airline set one.
 */
export function OfferExpiry({ expiresAt, ticketingDeadline, now }: { expiresAt: string; ticketingDeadline: string | null; now: number }) {
  const { t } = useTranslation('flights');
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return (
    <div className="offer-expiry">
      <p>
        {t('flights:details.held_for')}{' '}
        <span role="timer" className="offer-expiry__countdown">
          {formatCountdown(left)}
        </span>{' '}
        <span className="muted">({t('flights:details.until', { time: formatDateTime(expiresAt) })})</span>
      </p>
      {ticketingDeadline && <p className="muted">{t('flights:details.ticketing_deadline', { time: formatDateTime(ticketingDeadline) })}</p>}
    </div>
  );
}
