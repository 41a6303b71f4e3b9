import type { TAgencySummary } from '@safar/contracts';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { formErrorsFrom } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSetTicketingApproval } from './booking-settings-queries';
import './booking-settings.css';

/**
 * The agency as the users answer presents it. That answer does not carry `ticketing_approval`
 * yet; once it does, the control shows the current setting without a change here.
 */
export type TAgencyWithApproval = TAgencySummary & { ticketing_approval?: boolean };

/** Admin sets whether an agency's paid bookings wait for staff before tickets are issued. */
export function TicketingApprovalControl({ agency }: { agency: TAgencyWithApproval }) {
  // Its own boundary: the details screen around it keeps showing while its words load.
  return (
    <Suspense fallback={null}>
      <ApprovalControl key={agency.id} agency={agency} />
    </Suspense>
  );
}

function ApprovalControl({ agency }: { agency: TAgencyWithApproval }) {
  const { t } = useTranslation('booking_settings');
  const id = useId();
  const save = useSetTicketingApproval();
  /** What the last save answered: the state the API confirmed, the only one known while the users answer lacks it. */
  const [saved, setSaved] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current: boolean | undefined = saved ?? agency.ticketing_approval;

  const choose = (approval: boolean) => {
    setError(null);
    save.mutate(
      { agency_id: agency.id, ticketing_approval: approval },
      {
        onSuccess: (result) => {
          setSaved(result.data.ticketing_approval);
          notifySuccess(result);
        },
        onError: (err) => {
          setError(formErrorsFrom(err).message);
          notifyError(err);
        },
      },
    );
  };

  const state =
    saved !== null
      ? t(saved ? 'booking_settings:approval.saved_on' : 'booking_settings:approval.saved_off')
      : current === undefined
        ? t('booking_settings:approval.unknown')
        : t(current ? 'booking_settings:approval.current_on' : 'booking_settings:approval.current_off');
  // Pressed only when the state is known: unknown, neither button claims to be the current one.
  const pressed = (value: boolean) => (current === undefined ? undefined : current === value);
  const button = (value: boolean) => (
    <Button
      variant={current === value ? 'primary' : 'secondary'}
      aria-pressed={pressed(value)}
      busy={save.isPending && save.variables?.ticketing_approval === value}
      disabled={save.isPending}
      onClick={() => choose(value)}
    >
      {t(value ? 'booking_settings:approval.on' : 'booking_settings:approval.off')}
    </Button>
  );

  return (
    <section className="bs-approval" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('booking_settings:approval.title')}</h3>
      <p className="muted">{t('booking_settings:approval.intro')}</p>
      <div className="bs-approval-actions" role="group" aria-labelledby={`${id}-set`}>
        <span id={`${id}-set`}>{t('booking_settings:approval.set_label')}</span>
        {button(true)}
        {button(false)}
      </div>
      <p role="status">{state}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
