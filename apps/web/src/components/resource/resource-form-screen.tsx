import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { otherErrors, useZodForm } from '@/features/forms/use-zod-form';
import { notifyError, notifySuccess } from '@/lib/toast';
import type { TResourceDefinition } from './resource-definition';
import { ResourceEditLoader } from './resource-edit-loader';
import { ResourceField } from './resource-fields';
import '@/styles/page.css';
import '@/styles/forms.css';
import './resource.css';

type Definition<TItem extends { id: string }, TValues extends object, TCreate, TUpdate> = TResourceDefinition<
  TItem,
  TValues,
  TCreate,
  TUpdate
>;

/** A catalogue's form: new at its address (POST), or with `?id=` the edit of that item (GET it, then PUT). */
export function ResourceFormScreen<TItem extends { id: string }, TValues extends object, TCreate, TUpdate>({
  resource,
}: {
  resource: Definition<TItem, TValues, TCreate, TUpdate>;
}) {
  return (
    <ResourceEditLoader resource={resource}>
      {(item, initial) => (
        <>
          <ResourceForm resource={resource} id={item?.id ?? null} initial={initial} />
          {item && resource.form.after?.(item)}
        </>
      )}
    </ResourceEditLoader>
  );
}

interface FormProps<TItem extends { id: string }, TValues extends object, TCreate, TUpdate> {
  resource: Definition<TItem, TValues, TCreate, TUpdate>;
  id: string | null;
  initial: TValues;
}

function ResourceForm<TItem extends { id: string }, TValues extends object, TCreate, TUpdate>({
  resource,
  id,
  initial,
}: FormProps<TItem, TValues, TCreate, TUpdate>) {
  const { t } = useTranslation(resource.namespaces);
  const { texts, paths, form: definition } = resource;
  const navigate = useNavigate();
  const form = useZodForm<TValues>(initial);
  const create = resource.hooks.useSave();
  const update = resource.hooks.useUpdate<TUpdate>();
  const inGrid = definition.fields.filter((f) => f.kind !== 'checkbox');
  const below = definition.fields.filter((f) => f.kind === 'checkbox');
  const shown = definition.fields.map((f) => f.name);
  // A field holding a list (a custom editor) shows its items' messages itself.
  const ownedBy = (key: string) => shown.some((name) => key === name || key.startsWith(`${name}.`));
  const toBody = definition.toBody;

  const callbacks = (formElement: HTMLFormElement) => ({
    onSuccess: (result: Parameters<typeof notifySuccess>[0]) => {
      notifySuccess(result);
      void navigate(paths.list);
    },
    onError: (err: Error) => {
      // A field the server refuses (e.g. a duplicate) shows on that field; anything else as a toast.
      if (!form.showServerErrors(err, formElement)) notifyError(err, texts.saveFailed);
    },
  });
  const handleSubmit = id
    ? form.handleSubmit(
        definition.update,
        (body, el) => update.mutate({ id, body }, callbacks(el)),
        toBody && ((values) => toBody(values, 'update')),
      )
    : form.handleSubmit(
        definition.create,
        (body, el) => create.mutate(body, callbacks(el)),
        toBody && ((values) => toBody(values, 'create')),
      );
  const setField = (name: keyof TValues & string, value: TValues[keyof TValues] | string | boolean) => {
    form.setField(name, value as TValues[typeof name]);
    // A list edited again drops its items' old messages too.
    form.setErrors((e) => {
      const stale = Object.keys(e).filter((key) => key.startsWith(`${name}.`));
      return stale.length ? Object.fromEntries(Object.entries(e).filter(([key]) => !stale.includes(key))) : e;
    });
  };

  return (
    <div className="people-stack">
      <div>
        <Link to={paths.list} className="back-link">
          {t(texts.back)}
        </Link>
        <h1>{t(id ? texts.editTitle : texts.newTitle)}</h1>
      </div>
      <form className="people-form" noValidate onSubmit={handleSubmit}>
        <FormError errors={otherErrors(form.errors, Object.keys(form.errors).filter(ownedBy))} />
        <div className="people-form__grid">
          {inGrid.map((field) => (
            <ResourceField key={field.name} field={field} values={form.values} errors={form.errors} onChange={setField} />
          ))}
        </div>
        {below.map((field) => (
          <ResourceField key={field.name} field={field} values={form.values} errors={form.errors} onChange={setField} />
        ))}
        <div className="form-actions">
          <Button type="submit" busy={create.isPending || update.isPending}>
            {id ? t(texts.save) : t(texts.create)}
          </Button>
          <Link to={paths.list}>{t('common:actions.cancel')}</Link>
        </div>
      </form>
    </div>
  );
}
