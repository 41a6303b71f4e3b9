import { CURRENCIES, MARGIN_TYPES, type TMarginList, type TMarginScope, type TMarginType } from '@safar/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { PageState } from '@/components/page-state';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { focusFirstError } from '@/features/forms/use-zod-form';
import { toI18nKey } from '@/features/forms/issue-message';
import { ApiError } from '@/lib/api';
import { formErrorsFrom } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/toast';
import {
  buildMarginsBody,
  errorTarget,
  rowsFromViews,
  type TMarginErrors,
  type TMarginField,
  type TMarginRowValues,
} from './margin-form-values';
import { useMargins, useSaveMargins } from './margins-queries';
import './margins.css';

export interface MarginsEditorProps {
  scope: TMarginScope;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/** Loads a scope's margins and shows the editor (agent settings, admin customer margin). */
export function MarginsEditor({ scope, labelledBy }: MarginsEditorProps) {
  const margins = useMargins(scope);
  if (margins.isPending) return <PageState state="loading" />;
  if (margins.isError)
    return (
      <PageState
        state="error"
        message={margins.error instanceof ApiError ? margins.error.description : undefined}
        onRetry={() => void margins.refetch()}
      />
    );
  return <MarginsForm key={margins.dataUpdatedAt} scope={scope} list={margins.data} labelledBy={labelledBy} />;
}

interface MarginsFormProps {
  scope: TMarginScope;
  list: TMarginList;
  labelledBy: string;
}

/** One row per product: no margin, a fixed amount per passenger (with its currency) or a percentage. */
function MarginsForm({ scope, list, labelledBy }: MarginsFormProps) {
  const { t } = useTranslation(['margins', 'validation']);
  const save = useSaveMargins(scope);
  const [rows, setRows] = useState<TMarginRowValues[]>(() => rowsFromViews(list.margins, list.currency));
  const [errors, setErrors] = useState<TMarginErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const update = (index: number, patch: Partial<TMarginRowValues>) => {
    const product = rows[index]!.product;
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors((current) => {
      const { [product]: _, ...rest } = current;
      return rest;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setMessage(null);
    const built = buildMarginsBody(rows, (key, params) => t(toI18nKey(key), params));
    if (!built.ok) {
      setErrors(built.errors);
      focusFirstError(element);
      return;
    }
    setErrors({});
    save.mutate(built.body, {
      onSuccess: (result) => notifySuccess(result),
      onError: (err) => {
        const server = formErrorsFrom(err);
        const byRow: TMarginErrors = {};
        const unplaced: string[] = [];
        for (const [path, text] of Object.entries(server.fields)) {
          const target = errorTarget(path, rows);
          if (target) (byRow[target.product] ??= {})[target.field] = text;
          else unplaced.push(text);
        }
        setErrors(byRow);
        setMessage(unplaced[0] ?? server.message);
        focusFirstError(element);
        notifyError(err);
      },
    });
  };

  const errorText = (product: TMarginRowValues['product'], field: TMarginField) => errors[product]?.[field] ?? null;

  return (
    <form className="margins-form" noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      <FormError message={message} />
      {rows.map((row, index) => {
        const name = row.product;
        return (
          <fieldset key={row.product} className="margin-row">
            <legend>{t(`margins:products.${row.product}`)}</legend>
            <SelectField
              name={`${name}-type`}
              label={t('margins:fields.type')}
              options={MARGIN_TYPES.map((type) => ({ value: type, label: t(`margins:types.${type}`) }))}
              value={row.type}
              error={errorText(row.product, 'type')}
              onChange={(e) => update(index, { type: e.target.value as TMarginType })}
            />
            {row.type === 'fixed' && (
              <>
                <TextField
                  name={`${name}-amount`}
                  label={t('margins:fields.amount')}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  value={row.amount}
                  hint={t('margins:hints.amount', { currency: row.currency })}
                  error={errorText(row.product, 'amount')}
                  onChange={(e) => update(index, { amount: e.target.value })}
                />
                <SelectField
                  name={`${name}-currency`}
                  label={t('margins:fields.currency')}
                  required
                  options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                  value={row.currency}
                  error={errorText(row.product, 'currency')}
                  onChange={(e) => update(index, { currency: e.target.value })}
                />
              </>
            )}
            {row.type === 'percent' && (
              <TextField
                name={`${name}-percent`}
                label={t('margins:fields.percent')}
                inputMode="decimal"
                autoComplete="off"
                required
                value={row.percent}
                hint={t('margins:hints.percent')}
                error={errorText(row.product, 'percent')}
                onChange={(e) => update(index, { percent: e.target.value })}
              />
            )}
          </fieldset>
        );
      })}
      <div className="form-actions">
        <Button type="submit" busy={save.isPending}>
          {t('margins:save')}
        </Button>
      </div>
    </form>
  );
}
