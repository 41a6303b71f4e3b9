import { useId } from 'react';
import { formatNumber } from '@/lib/i18n';

export interface PassengerStepperProps {
  name: 'adults' | 'children' | 'infants';
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  /** Accessible names of the buttons ("Remove an adult", "Add an adult"). */
  decreaseLabel: string;
  increaseLabel: string;
  error?: string | undefined;
  onChange: (value: number) => void;
}

/**
 * A passenger count with − and + buttons, held within the contract's limits. A button at its
 * limit is aria-disabled rather than disabled, so it keeps the focus of a keyboard user.
 */
export function PassengerStepper({
  name,
  label,
  hint,
  value,
  min,
  max,
  decreaseLabel,
  increaseLabel,
  error,
  onChange,
}: PassengerStepperProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div
      className={error ? 'stepper stepper-invalid' : 'stepper'}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      data-field={name}
      data-invalid={error ? 'true' : undefined}
    >
      <span id={labelId} className="stepper-label">
        {label}
      </span>
      <span id={hintId} className="field-hint">
        {hint}
      </span>
      <span className="stepper-controls">
        <button
          type="button"
          className="btn btn-secondary stepper-button"
          aria-label={decreaseLabel}
          aria-disabled={value <= min || undefined}
          onClick={() => value > min && onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="stepper-value" aria-live="polite" aria-labelledby={labelId}>
          {formatNumber(value)}
        </output>
        <button
          type="button"
          className="btn btn-secondary stepper-button"
          aria-label={increaseLabel}
          aria-disabled={value >= max || undefined}
          onClick={() => value < max && onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </span>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
