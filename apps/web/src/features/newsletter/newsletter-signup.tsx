import { ZNewsletterSignup } from '@safar/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { HoneypotField } from '@/features/enquiries/honeypot-field';
import { useZodForm } from '@/features/forms/use-zod-form';
import { ApiError } from '@/lib/api';
import { useNewsletterSignup } from './newsletter-queries';

/**
 * The group-travel sign-up: idle, subscribing, success (the address is asked to confirm by
 * mail) or failure. The answer is the same for an address already on the list.
 */
export function NewsletterSignup() {
  const { t } = useTranslation('newsletter');
  const headingId = useId();
  const signup = useNewsletterSignup();
  const form = useZodForm({ email: '', website: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = form.handleSubmit(ZNewsletterSignup, (data, element) => {
    setFailure(null);
    signup.mutate(data, {
      onError: (err) => {
        if (!form.showServerErrors(err, element)) setFailure((err instanceof ApiError && err.description) || t('newsletter:failure'));
      },
    });
  });

  return (
    <section className="card newsletter-signup" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('newsletter:title')}</h2>
      <p>{t('newsletter:intro')}</p>
      {signup.isSuccess ? (
        <div role="status">
          <p className="newsletter-success">{t('newsletter:success')}</p>
          <p className="muted">{t('newsletter:confirm_hint')}</p>
        </div>
      ) : (
        <form className="form newsletter-form" noValidate onSubmit={handleSubmit}>
          <TextField
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            label={t('newsletter:email')}
            required
            value={form.values.email}
            onChange={(e) => form.setField('email', e.target.value)}
            error={form.errors.email}
          />
          <HoneypotField value={form.values.website} onChange={(v) => form.setField('website', v)} />
          <Button type="submit" busy={signup.isPending}>
            {signup.isPending ? t('newsletter:subscribing') : t('newsletter:subscribe')}
          </Button>
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
