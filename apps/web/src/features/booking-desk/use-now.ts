import { useEffect, useState } from 'react';

/**
 * The current time, moving on every `stepMs`: countdowns read it so they all tick together and
 * a screen re-renders a few times a minute rather than every second.
 */
export function useNow(stepMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}
