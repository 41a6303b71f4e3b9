import { ZSaveAgentProfile, type TAgentProfile } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { ImageUploadField } from '@/components/images/image-upload-field';
import { ResponsiveImage } from '@/components/images/responsive-image';
import { PageState } from '@/components/page-state';
import { TextAreaField } from '@/components/text-area-field';
import { TextField } from '@/components/text-field';
import { otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useAgentProfile, useSaveAgentProfile } from './agent-profile-queries';
import { AGENT_PROFILE_FIELDS, profileBody, profileToValues, type TAgentProfileFormValues } from './agent-profile-form-values';
import '@/styles/forms.css';
import '@/styles/page.css';
import './agent-profile.css';

/**
 * /agent/profile (approved agent): what the agency's customers see on the documents it gives them
 * (the customer's copy of an invoice or e-ticket, and its mail): the name it trades under, its
 * logo, address and contacts.
 */
export function AgentProfileScreen() {
  const { t } = useTranslation(['agent_profile', 'validation']);
  const profile = useAgentProfile();
  return (
    <div className="people-stack">
      <div>
        <h1>{t('agent_profile:title')}</h1>
        <p className="muted">{t('agent_profile:intro')}</p>
      </div>
      {profile.isPending ? (
        <PageState state="loading" />
      ) : profile.error ? (
        <PageState state="error" message={profile.error.message || undefined} onRetry={() => void profile.refetch()} />
      ) : (
        // Keyed by the saved profile, so a save's answer refills the form.
        <AgentProfileForm key={profile.data.updated_at ?? 'new'} profile={profile.data} />
      )}
    </div>
  );
}

function AgentProfileForm({ profile }: { profile: TAgentProfile }) {
  const { t } = useTranslation(['agent_profile', 'images']);
  const save = useSaveAgentProfile();
  const form = useZodForm<TAgentProfileFormValues>(() => profileToValues(profile));
  const { values, errors, setField } = form;
  const text = (name: 'display_name' | 'phone' | 'email' | 'website') => ({
    name,
    label: t(`agent_profile:fields.${name}`),
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value),
  });

  const handleSubmit = form.handleSubmit(
    ZSaveAgentProfile,
    (data, formElement) =>
      save.mutate(data, {
        onSuccess: (result) => notifySuccess(result),
        onError: (err) => {
          form.showServerErrors(err, formElement);
          notifyError(err);
        },
      }),
    profileBody,
  );

  return (
    <div className="agent-profile">
      <form className="people-form" noValidate onSubmit={handleSubmit}>
        {!profile.saved && <p className="muted">{t('agent_profile:not_saved')}</p>}
        <FormError errors={otherErrors(errors, AGENT_PROFILE_FIELDS)} />
        <TextField {...text('display_name')} hint={t('agent_profile:hints.display_name')} required maxLength={160} />
        <ImageUploadField
          name="logo_image_id"
          label={t('agent_profile:fields.logo')}
          value={values.logo_image_id}
          known={values.logo ? [values.logo] : []}
          error={errors.logo_image_id}
          onChange={(id, image) => form.changeValues({ logo_image_id: id, logo: image }, ['logo_image_id'])}
        />
        <TextField {...text('phone')} type="tel" autoComplete="tel" dir="ltr" maxLength={24} />
        <TextField {...text('email')} type="email" autoComplete="email" dir="ltr" maxLength={254} />
        <TextField {...text('website')} type="url" autoComplete="url" dir="ltr" placeholder="https://" maxLength={200} />
        <TextAreaField
          name="address"
          label={t('agent_profile:fields.address')}
          value={values.address}
          error={errors.address}
          onChange={(e) => setField('address', e.target.value)}
          maxLength={400}
          rows={3}
        />
        <div className="form-actions">
          <Button type="submit" busy={save.isPending}>
            {t('agent_profile:save')}
          </Button>
        </div>
      </form>
      <LetterheadPreview values={values} />
    </div>
  );
}

/** How the top of a customer's document will look, as typed so far. */
function LetterheadPreview({ values }: { values: TAgentProfileFormValues }) {
  const { t } = useTranslation('agent_profile');
  const contacts = [
    values.phone.trim() && t('preview.phone', { phone: values.phone.trim() }),
    values.email.trim() && t('preview.email', { email: values.email.trim() }),
    values.website.trim() && t('preview.website', { website: values.website.trim() }),
  ].filter(Boolean);
  return (
    <section className="agent-profile__preview" aria-labelledby="agent-profile-preview">
      <h2 id="agent-profile-preview">{t('preview.title')}</h2>
      <div className="letterhead">
        <div className="letterhead__logo">
          {values.logo ? <ResponsiveImage image={values.logo} alt={t('preview.logo_alt')} sizes="10rem" /> : null}
        </div>
        <div className="letterhead__text">
          <p className="letterhead__name">
            <bdi>{values.display_name.trim() || t('preview.no_name')}</bdi>
          </p>
          {values.address
            .split('\n')
            .filter((line) => line.trim())
            .map((line, i) => (
              <p key={`a${i}`}>
                <bdi>{line}</bdi>
              </p>
            ))}
          {contacts.map((line, i) => (
            <p key={`c${i}`}>
              <bdi>{line}</bdi>
            </p>
          ))}
        </div>
      </div>
      <p className="muted">{t('preview.note')}</p>
    </section>
  );
}
