import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  /** Colour meaning; the text itself must say the same (colour is never the only signal). */
  tone?: BadgeTone;
  children: ReactNode;
}

/** A small status label (role, status, approval…). */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
