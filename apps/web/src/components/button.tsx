import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual style; `primary` by default. */
  variant?: ButtonVariant;
  /** While a call runs: shows a spinner, disables the button and sets aria-busy. */
  busy?: boolean;
}

/** Class names of a button, also for links that look like buttons: `<Link className={buttonClass('secondary')}>`. */
export const buttonClass = (variant: ButtonVariant = 'primary', extra?: string) =>
  ['btn', `btn-${variant}`, extra].filter(Boolean).join(' ');

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'primary', busy = false, type = 'button', className, disabled, children, ...rest }: ButtonProps) {
  return (
    <button {...rest} type={type} className={buttonClass(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <span className="spinner spinner-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
