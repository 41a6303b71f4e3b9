import { ZAgentContactMessage } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSendAgentContact } from './enquiries-queries';
import { MessageFields } from './message-fields';
import './enquiries.css';

const EMPTY = { phone: '', message: '' };

/** /agent/contact/us: the agent writes to the agency's team, as the signed-in account (name and address shown, not editable). */
export function AgentContactScreen() {
  const { t } = useTranslation('enquiries');
  const { data: user } = useCurrentUser();
  const send = useSendAgentContact();
  const form = useZodForm(EMPTY);
  const { values, setField, errors } = form;

  const handleSubmit = form.handleSubmit(ZAgentContactMessage, (data, element) => {
    send.mutate(data, {
      onSuccess: (res) => {
        notifySuccess(res);
        form.setValues(EMPTY);
      },
      onError: (err) => {
        if (!form.showServerErrors(err, element)) notifyError(err);
      },
    });
  });

  return (
    <section className="contact-page">
      <h1>{t('enquiries:agent_contact.title')}</h1>
      <p>{t('enquiries:agent_contact.intro')}</p>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <FormError errors={otherErrors(errors, ['phone', 'message'])} />
        <TextField name="full_name" label={t('enquiries:fields.full_name')} value={user?.name ?? ''} readOnly />
        <TextField name="email" type="email" dir="ltr" label={t('enquiries:fields.email')} value={user?.email ?? ''} readOnly />
        <MessageFields values={values} errors={errors} onChange={setField} />
        <Button type="submit" busy={send.isPending}>
          {t('enquiries:agent_contact.send')}
        </Button>
      </form>
    </section>
  );
}
