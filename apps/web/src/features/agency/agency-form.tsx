import { ZAgencyDetails, type TAgencyDetails, type TAgencySummary } from '@safar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { notifyError } from '@/lib/toast';
import { AgencyFields } from './agency-fields';
import { AGENCY_FIELDS, agencyFormValues, agencyPayload } from './agency-form-values';
import '@/styles/forms.css';

export interface AgencyFormProps {
  /** The agency being edited, or null for a new one. */
  agency: TAgencySummary | null;
  submitLabel: string;
  busy: boolean;
  /** Sends the validated details; call `fail` with the error when the call fails. */
  onSubmit: (details: TAgencyDetails, fail: (err: unknown) => void) => void;
  /** Extra content beside the submit button (e.g. a cancel link). */
  secondaryAction?: ReactNode;
}

/** The agency details form, validated with ZAgencyDetails as the API does. */
export function AgencyForm({ agency, submitLabel, busy, onSubmit, secondaryAction }: AgencyFormProps) {
  const { t } = useTranslation('users');
  const form = useZodForm(() => agencyFormValues(agency));

  const handleSubmit = form.handleSubmit(
    ZAgencyDetails,
    (details, formElement) =>
      onSubmit(details, (err) => {
        form.showServerErrors(err, formElement);
        notifyError(err);
      }),
    agencyPayload,
  );

  return (
    <form className="people-form" noValidate onSubmit={handleSubmit}>
      <p className="muted">{t('users:agency.required_note')}</p>
      <FormError errors={otherErrors(form.errors, AGENCY_FIELDS)} />
      <AgencyFields values={form.values} errors={form.errors} onChange={form.setField} />
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
