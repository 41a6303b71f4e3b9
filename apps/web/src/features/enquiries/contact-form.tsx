import { ZContactMessage, type TContactMessage } from '@safar/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { ApiError } from '@/lib/api';
import { HoneypotField } from './honeypot-field';
import { MessageFields } from './message-fields';

const EMPTY = { full_name: '', email: '', phone: '', message: '', website: '' };
const SHOWN = ['full_name', 'email', 'phone', 'message'] as const;

export interface ContactFormProps {
  /** Sends the checked message; resolves on success (the form then empties), rejects with the server's refusal. */
  onSend: (message: TContactMessage) => Promise<unknown>;
  submitLabel: string;
  busy: boolean;
  /** Prefix of the inputs' ids, so two forms on one page stay apart. */
  idPrefix?: string;
}

/**
 * The visitor's message: full name, email address, optional phone and message, checked with
 * the API's own schema, and the honeypot. Used by the contact page and a product's enquiry.
 */
export function ContactForm({ onSend, submitLabel, busy, idPrefix = 'contact' }: ContactFormProps) {
  const { t } = useTranslation('enquiries');
  const form = useZodForm(EMPTY);
  const { values, setField, errors } = form;
  // A refusal that names no field (too many messages, a network failure) shows above the form.
  const [problem, setProblem] = useState<string | null>(null);
  const problemOf = (err: unknown) =>
    err instanceof ApiError && Object.keys(err.errors).length
      ? null
      : (err instanceof ApiError && err.description) || t('common:errors.unexpected');

  const handleSubmit = form.handleSubmit(ZContactMessage, (data, element) => {
    setProblem(null);
    onSend(data).then(
      () => form.setValues(EMPTY),
      (err: unknown) => {
        form.showServerErrors(err, element);
        setProblem(problemOf(err));
      },
    );
  });

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form className="form" noValidate onSubmit={handleSubmit}>
      <FormError message={problem} errors={otherErrors(errors, SHOWN)} />
      <TextField
        id={id('full_name')}
        name="full_name"
        label={t('enquiries:fields.full_name')}
        autoComplete="name"
        required
        value={values.full_name}
        onChange={(e) => setField('full_name', e.target.value)}
        error={errors.full_name}
      />
      <TextField
        id={id('email')}
        name="email"
        type="email"
        dir="ltr"
        label={t('enquiries:fields.email')}
        autoComplete="email"
        required
        value={values.email}
        onChange={(e) => setField('email', e.target.value)}
        error={errors.email}
      />
      <MessageFields values={values} errors={errors} onChange={setField} id={id} />
      <HoneypotField value={values.website} onChange={(v) => setField('website', v)} />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
