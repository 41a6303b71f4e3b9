import type { TVisaStep } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import './product-bookings.css';

/** The way an application goes: its last step is the embassy's decision, approved or refused. */
const PATH = ['awaiting_documents', 'documents_received', 'submitted', 'decision'] as const;
type TPlace = (typeof PATH)[number];

const placeOf = (step: TVisaStep): TPlace => (step === 'approved' || step === 'refused' ? 'decision' : step);

/**
 * Where a visa application stands, as a labelled list of its steps: each says in words whether
 * it is done, the current one or still to come (colour is never the only signal), and the
 * current one is `aria-current="step"`.
 */
export function VisaStepper({ step }: { step: TVisaStep }) {
  const { t } = useTranslation('product_bookings');
  const current = PATH.indexOf(placeOf(step));
  return (
    <ol className="visa-stepper" aria-label={t('product_bookings:visa_steps.label')}>
      {PATH.map((place, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        // The decision's words are the decision once taken.
        const name =
          place === 'decision' && state === 'current'
            ? t(`product_bookings:visa_steps.${step}`)
            : t(`product_bookings:visa_steps.${place}`);
        return (
          <li
            key={place}
            className={`visa-stepper__step visa-stepper__step--${state}${place === 'decision' && step === 'refused' ? ' visa-stepper__step--refused' : ''}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="visa-stepper__mark" aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className="visa-stepper__name">{name}</span>
            <span className="visually-hidden"> ({t(`product_bookings:visa_steps.state_${state}`)})</span>
          </li>
        );
      })}
    </ol>
  );
}
