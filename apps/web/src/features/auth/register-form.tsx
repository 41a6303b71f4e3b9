import { ZRegister } from '@safar/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { formErrorsFrom, NO_FORM_ERRORS, type TFormErrors } from '@/lib/form-errors';
import { notify, notifyError } from '@/lib/toast';
import { zodFieldErrors } from '@/lib/zod-errors';
import { register, type TRegisterBody } from './auth-api';

export interface RegisterFormProps {
  role: 'customer' | 'agent';
}

const EMPTY = { name: '', email: '', password: '', password_confirmation: '' };

/**
 * Registration for customers and agents: checked with the API's own schema first, then
 * POST /register; the answer is the same for a new and an existing email, so the next step
 * is always the code screen.
 */
export function RegisterForm({ role }: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'validation']);
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<TFormErrors>(NO_FORM_ERRORS);

  const save = useMutation({
    mutationFn: (body: TRegisterBody) => register(body),
    onSuccess: (res, body) => {
      notify('success', res.description);
      void navigate(`/auth/verify-email?email=${encodeURIComponent(body.email)}`);
    },
    onError: (err) => {
      setErrors(formErrorsFrom(err));
      notifyError(err);
    },
  });

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZRegister.safeParse({ ...values, role });
    if (!parsed.success) {
      setErrors({ fields: zodFieldErrors(parsed.error.issues, t), message: null });
      return;
    }
    setErrors(NO_FORM_ERRORS);
    save.mutate({ ...parsed.data, role });
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors.fields[name],
    required: true,
  });

  return (
    <>
      <form className="form" noValidate onSubmit={handleSubmit}>
        <FormError message={errors.message} errors={errors.fields.role ? { role: errors.fields.role } : null} />
        <TextField {...field('name')} label={t(role === 'agent' ? 'auth:fields.contact_name' : 'auth:fields.name')} autoComplete="name" />
        <TextField {...field('email')} type="email" label={t('auth:fields.email')} autoComplete="email" />
        <TextField
          {...field('password')}
          type="password"
          label={t('auth:fields.password')}
          autoComplete="new-password"
          hint={t('auth:fields.password_hint')}
        />
        <TextField
          {...field('password_confirmation')}
          type="password"
          label={t('auth:fields.password_confirmation')}
          autoComplete="new-password"
        />
        <Button type="submit" className="btn-block" busy={save.isPending}>
          {t(role === 'agent' ? 'auth:agent_register.submit' : 'auth:register.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <Link to="/">{t('auth:links.have_account')}</Link>
        {role === 'customer' ? (
          <Link to="/auth/agent/register">{t('auth:links.agent_register')}</Link>
        ) : (
          <Link to="/auth/register">{t('auth:links.customer_register')}</Link>
        )}
      </div>
    </>
  );
}
