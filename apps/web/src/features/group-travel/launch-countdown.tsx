import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/i18n';
import { timeLeft } from './time-left';

export interface LaunchCountdownProps {
  launchAt: string;
  /** Called once the launch time has come (the page then asks what is on sale). */
  onLaunched: () => void;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days, hours, minutes and seconds to the launch, ticking every second. A timer role is not a
 * live region, so screen readers are not told every second; its label names the launch date.
 */
export function LaunchCountdown({ launchAt, onLaunched }: LaunchCountdownProps) {
  const { t } = useTranslation('group_travel');
  const target = Date.parse(launchAt);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(target, now);
  useEffect(() => {
    if (!left) {
      onLaunched();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1000 - (Date.now() % 1000));
    return () => window.clearTimeout(timer);
  }, [left, now, onLaunched]);
  if (!left) return null;
  return (
    <section className="card countdown" aria-labelledby="countdown-title">
      <h2 id="countdown-title">{t('group_travel:countdown.title')}</h2>
      <div role="timer" aria-label={t('group_travel:countdown.label', { date: formatDateTime(launchAt) })} className="countdown-units">
        {UNITS.map((unit) => (
          <div key={unit} className="countdown-unit">
            <span className="countdown-value">{formatNumber(left[unit], { minimumIntegerDigits: 2 })}</span>
            <span className="countdown-label">{t(`group_travel:countdown.${unit}`)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
