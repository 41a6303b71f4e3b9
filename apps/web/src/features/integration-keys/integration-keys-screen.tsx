import { INTEGRATION_KEY_SERVICES, ZSaveKeys, type TIntegrationKeyName, type TIntegrationKeyStatus } from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { PageState } from '@/components/page-state';
import { TextField } from '@/components/text-field';
import { focusFirstError } from '@/features/forms/use-zod-form';
import { issuesToFieldErrors } from '@/features/forms/issue-message';
import { ApiError } from '@/lib/api';
import { formErrorsFrom } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/toast';
import { buildSaveKeysBody, keyField, type TKeyFormValues } from './integration-keys-form-values';
import { useIntegrationKeys, useSaveKeys } from './integration-keys-queries';
import '@/styles/page.css';
import '@/styles/forms.css';
import './integration-keys.css';

/** /admin/setting (admin): the credentials of Duffel, Safepay and Zoho, set or cleared, never shown in full. */
export function IntegrationKeysScreen() {
  const { t } = useTranslation(['integration_keys', 'validation']);
  const keys = useIntegrationKeys();
  return (
    <div className="people-stack">
      <div>
        <h1 id="integration-keys-title">{t('integration_keys:title')}</h1>
        <p className="muted">{t('integration_keys:intro')}</p>
      </div>
      {keys.isPending ? (
        <PageState state="loading" />
      ) : keys.isError ? (
        <PageState
          state="error"
          message={keys.error instanceof ApiError ? keys.error.description : undefined}
          onRetry={() => void keys.refetch()}
        />
      ) : (
        <KeysForm states={keys.data.keys} />
      )}
    </div>
  );
}

function KeysForm({ states }: { states: TIntegrationKeyStatus[] }) {
  const { t } = useTranslation(['integration_keys', 'validation']);
  const save = useSaveKeys();
  const [values, setValues] = useState<TKeyFormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const byName = new Map(states.map((s) => [s.name, s]));

  const change = (name: TIntegrationKeyName, patch: Partial<{ value: string; clear: boolean }>) => {
    setValues((current) => ({ ...current, [name]: { value: '', clear: false, ...current[name], ...patch } }));
    setErrors(({ [keyField(name)]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setMessage(null);
    const body = buildSaveKeysBody(values, states);
    if (!body) {
      setMessage(t('integration_keys:nothing_to_save'));
      return;
    }
    const parsed = ZSaveKeys.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues, t));
      focusFirstError(form);
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (result) => {
        setValues({});
        notifySuccess(result);
      },
      onError: (err) => {
        const server = formErrorsFrom(err);
        setErrors(server.fields);
        setMessage(server.message);
        focusFirstError(form);
        notifyError(err);
      },
    });
  };

  return (
    <form className="keys-form" noValidate onSubmit={submit} aria-labelledby="integration-keys-title">
      <FormError message={message} />
      {Object.entries(INTEGRATION_KEY_SERVICES).map(([service, names]) => (
        <fieldset key={service} className="keys-service">
          <legend>{t(`integration_keys:services.${service}`)}</legend>
          {names.map((name) => (
            <KeyRow
              key={name}
              state={byName.get(name)!}
              value={values[name] ?? { value: '', clear: false }}
              error={errors[keyField(name)] ?? null}
              onChange={(patch) => change(name, patch)}
            />
          ))}
        </fieldset>
      ))}
      <div className="form-actions">
        <Button type="submit" busy={save.isPending}>
          {t('integration_keys:save')}
        </Button>
      </div>
    </form>
  );
}

interface KeyRowProps {
  state: TIntegrationKeyStatus;
  value: { value: string; clear: boolean };
  error: string | null;
  onChange: (patch: Partial<{ value: string; clear: boolean }>) => void;
}

/** One key: what is saved (set or not, last four, by whom), and a field for a new value. */
function KeyRow({ state, value, error, onChange }: KeyRowProps) {
  const { t } = useTranslation(['integration_keys']);
  const label = t(`integration_keys:names.${state.name}`);
  const statusId = `key-status-${state.name}`;
  const fromEnvironment = state.source === 'environment';
  return (
    <div className="key-row">
      <div className="key-row__status" id={statusId}>
        <strong>{label}</strong>{' '}
        {!state.set ? (
          <Badge>{t('integration_keys:status.not_set')}</Badge>
        ) : !state.readable ? (
          <Badge tone="danger">{t('integration_keys:status.unreadable_badge')}</Badge>
        ) : (
          <Badge tone="success">{t('integration_keys:status.set', { last_four: state.last_four ?? '' })}</Badge>
        )}
        {fromEnvironment && <p className="key-row__note">{t('integration_keys:status.from_environment', { env: state.env_name })}</p>}
        {state.set && !state.readable && <p className="key-row__note key-row__note--danger">{t('integration_keys:status.unreadable')}</p>}
        {state.updated_at && state.updated_by && (
          <p className="key-row__note">
            {t('integration_keys:status.updated', { date: formatDateTime(state.updated_at), name: state.updated_by.name })}
          </p>
        )}
      </div>
      {!fromEnvironment && (
        <div className="key-row__edit">
          <TextField
            name={keyField(state.name)}
            label={label}
            type="password"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            value={value.value}
            hint={t(state.set ? 'integration_keys:hints.replace' : 'integration_keys:hints.new')}
            error={error}
            onChange={(e) => onChange({ value: e.target.value })}
          />
          {state.set && (
            <div className="key-clear">
              <input
                id={`clear-${state.name}`}
                type="checkbox"
                checked={value.clear}
                disabled={value.value !== ''}
                onChange={(e) => onChange({ clear: e.target.checked })}
              />
              <label htmlFor={`clear-${state.name}`}>{t('integration_keys:clear', { key: label })}</label>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
