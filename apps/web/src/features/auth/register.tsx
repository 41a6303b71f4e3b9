import { useTranslation } from 'react-i18next';
import { RegisterForm } from './register-form';

/** /auth/register: a customer account. */
export function Register() {
  const { t } = useTranslation('auth');
  return (
    <>
      <h1>{t('auth:register.title')}</h1>
      <p className="muted">{t('auth:register.intro')}</p>
      <RegisterForm role="customer" />
    </>
  );
}

/** /auth/agent/register: an agent login; the agency details form and approval follow. */
export function AgentRegister() {
  const { t } = useTranslation('auth');
  return (
    <>
      <h1>{t('auth:agent_register.title')}</h1>
      <p className="muted">{t('auth:agent_register.intro')}</p>
      <RegisterForm role="agent" />
    </>
  );
}
