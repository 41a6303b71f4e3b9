import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { issuesToFieldErrors } from './issue-message';

type TIssue = Parameters<typeof issuesToFieldErrors>[0][number];

/** The part of a zod schema the form needs (keeps the web free of a direct zod import). */
export interface TSchemaLike<TOut> {
  safeParse(value: unknown): { success: true; data: TOut } | { success: false; error: { issues: readonly TIssue[] } };
}

/**
 * Form state validated with the same zod schemas as the API: the client's
 * issues and the server's first message per field land in one `errors` map keyed by field.
 */
export function useZodForm<TValues extends object>(initial: TValues | (() => TValues)) {
  // Names the namespace so a form's screen waits for the validation texts before it renders.
  const { t } = useTranslation('validation');
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setField = useCallback(<K extends keyof TValues>(field: K, value: TValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field should not keep showing its old message.
    setErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field as string];
      return next;
    });
  }, []);

  /**
   * Sets some values at once and drops the messages of the fields they change, named as the
   * messages name them (`documents.0.label_en`, `price_bands`).
   */
  const changeValues = useCallback((patch: Partial<TValues>, fields: readonly string[]) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !fields.includes(field))));
  }, []);

  /** Parses `input` with `schema`; on failure shows the translated messages and returns null. */
  const validateWith = useCallback(
    <TOut>(schema: TSchemaLike<TOut>, input: unknown): TOut | null => {
      const result = schema.safeParse(input);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      setErrors(issuesToFieldErrors(result.error.issues, t));
      return null;
    },
    [t],
  );

  /** Shows the server's first message per field (and focuses the first such field of `form`). */
  const showServerErrors = useCallback((err: unknown, form?: HTMLFormElement): boolean => {
    if (!(err instanceof ApiError)) return false;
    const fieldErrors = err.fieldErrors();
    setErrors(fieldErrors);
    if (form) focusFirstError(form);
    return Object.keys(fieldErrors).length > 0;
  }, []);

  /**
   * An onSubmit handler: no page reload; validates `prepare(values)` and calls onValid with
   * the result and the form element (to focus a field the server rejects).
   */
  const handleSubmit =
    <TOut>(schema: TSchemaLike<TOut>, onValid: (data: TOut, form: HTMLFormElement) => void, prepare: (v: TValues) => unknown = (v) => v) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const formElement = event.currentTarget;
      const data = validateWith(schema, prepare(values));
      if (data !== null) onValid(data, formElement);
      else focusFirstError(formElement);
    };

  return { values, setValues, setField, changeValues, errors, setErrors, validateWith, showServerErrors, handleSubmit };
}

/** Moves the focus to the first field showing an error, once React has rendered the messages. */
export function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** Server messages for fields the form does not show (listed in its error summary instead). */
export function otherErrors(errors: Record<string, string>, shown: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !shown.includes(field)));
}
