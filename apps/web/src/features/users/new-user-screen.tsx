import { ZCreateUser, ZSaveAdminAgent } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { AgencyFields, type AgencyFieldsProps } from '@/features/agency/agency-fields';
import { AGENCY_FIELDS, agencyFormValues, agencyPayload, type TAgencyFormValues } from '@/features/agency/agency-form-values';
import { useSaveAdminAgent } from '@/features/agency/agency-queries';
import { otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { notifyError, notifySuccess } from '@/lib/toast';
import { AccountFields } from './account-fields';
import { detailsHref, type TUserArea } from './user-area';
import { useSaveUser } from './users-queries';
import '@/styles/page.css';
import '@/styles/forms.css';

interface TNewUserValues extends TAgencyFormValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  role: 'customer' | 'agent';
  /** Create the agent together with its agency (POST /save-admin-agent). */
  with_agency: boolean;
  approve: boolean;
}

const SHOWN = ['name', 'email', 'password', 'password_confirmation', 'role', ...AGENCY_FIELDS];

export interface NewUserScreenProps {
  area: TUserArea;
}

/**
 * Creates a customer or an agent (POST /users). An agent can be created with its agency in
 * one step (POST /save-admin-agent); only an admin may approve it at once.
 */
export function NewUserScreen({ area }: NewUserScreenProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const form = useZodForm<TNewUserValues>(() => ({
    ...agencyFormValues(),
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
    role: 'customer',
    with_agency: true,
    approve: area.id === 'admin',
  }));
  const saveUser = useSaveUser();
  const saveAgent = useSaveAdminAgent();
  const { values, setField, errors } = form;
  const withAgency = values.role === 'agent' && values.with_agency;

  const callbacks = (formElement: HTMLFormElement) => ({
    onSuccess: (result: Awaited<ReturnType<typeof saveUser.mutateAsync>>) => {
      notifySuccess(result);
      void navigate(detailsHref(area, result.data.user.id));
    },
    onError: (err: Error) => {
      form.showServerErrors(err, formElement);
      notifyError(err);
    },
  });
  const account = {
    name: values.name,
    email: values.email,
    password: values.password,
    password_confirmation: values.password_confirmation,
  };
  const handleSubmit = withAgency
    ? form.handleSubmit(
        ZSaveAdminAgent,
        (body, el) => saveAgent.mutate(body, callbacks(el)),
        (v) => ({ ...account, ...agencyPayload(v), approve: area.id === 'admin' && v.approve }),
      )
    : form.handleSubmit(
        ZCreateUser,
        (body, el) => saveUser.mutate(body, callbacks(el)),
        (v) => ({ ...account, role: v.role }),
      );

  return (
    <div className="people-stack">
      <div>
        <Link to={area.listPath} className="back-link">
          {t('users:details.back')}
        </Link>
        <h1>{t('users:new.title')}</h1>
      </div>
      <form className="people-form" noValidate onSubmit={handleSubmit}>
        <FormError errors={otherErrors(errors, SHOWN)} />
        <fieldset className="choice">
          <legend>{t('users:new.account_type')}</legend>
          {(['customer', 'agent'] as const).map((role) => (
            <label key={role} className="choice-option">
              <input type="radio" name="role" value={role} checked={values.role === role} onChange={() => setField('role', role)} />
              {t(`common:roles.${role}`)}
            </label>
          ))}
          {values.role === 'agent' && (
            <label className="choice-option">
              <input
                type="checkbox"
                name="with_agency"
                checked={values.with_agency}
                onChange={(e) => setField('with_agency', e.target.checked)}
              />
              {t('users:new.with_agency')}
            </label>
          )}
          {withAgency && area.id === 'admin' && (
            <label className="choice-option">
              <input type="checkbox" name="approve" checked={values.approve} onChange={(e) => setField('approve', e.target.checked)} />
              {t('users:new.approve_now')}
            </label>
          )}
        </fieldset>
        <AccountFields
          values={values}
          errors={errors}
          onChange={setField}
          passwordRequired
          confirmPassword
          legend={t('users:new.account')}
        />
        {values.role === 'agent' && !values.with_agency && <p className="muted">{t('users:new.agent_fills_form')}</p>}
        {/* TNewUserValues extends the agency values with the same field types, so the setter fits. */}
        {withAgency && (
          <AgencyFields
            values={values}
            errors={errors}
            onChange={setField as AgencyFieldsProps['onChange']}
            legend={t('users:new.agency')}
          />
        )}
        <div className="form-actions">
          <Button type="submit" busy={saveUser.isPending || saveAgent.isPending}>
            {t('users:new.submit')}
          </Button>
          <Link to={area.listPath}>{t('common:actions.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}
