import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { TSchemaLike } from '@/features/forms/use-zod-form';
import type { createResourceHooks } from '@/lib/resource-hooks';

/** Translation keys are full keys with their namespace, e.g. 'banks:title'. */
type Key = string;

/** What a cell can use besides its row: the translator and the row's edit address. */
export interface TCellContext {
  t: TFunction;
  editPath: string;
}

export interface TResourceColumn<TItem> {
  key: string;
  header: Key;
  cell: (item: TItem, ctx: TCellContext) => ReactNode;
  /** The `?sort=` value the header sorts by (one of the list query's sorts); plain text without it. */
  sort?: string;
  align?: 'start' | 'end';
}

/** A select above the list that sets one query field (e.g. `active`). */
export interface TResourceSelectFilter {
  kind?: 'select';
  name: string;
  label: Key;
  /** The empty choice, e.g. "All banks". */
  placeholder: Key;
  options: readonly { value: string; label: Key }[];
}
/** A typed value (e.g. an airport code), applied once typing pauses; `dir: 'ltr'` for codes. */
export interface TResourceTextFilter {
  kind: 'text';
  name: string;
  label: Key;
  dir?: 'ltr';
  maxLength?: number;
}
/** A day (YYYY-MM-DD), e.g. the start of a date range. */
export interface TResourceDateFilter {
  kind: 'date';
  name: string;
  label: Key;
}
export type TResourceFilter = TResourceSelectFilter | TResourceTextFilter | TResourceDateFilter;

/** A one-click change from the row's actions, e.g. deactivate: PUT with `patch(item)`. */
export interface TRowAction<TItem, TUpdate> {
  key: string;
  label: (item: TItem) => Key;
  /** Names the row for screen readers, with `{{name}}`. */
  ariaLabel: (item: TItem) => Key;
  patch: (item: TItem) => TUpdate;
}

interface TFieldBase<TValues> {
  name: keyof TValues & string;
  label: Key;
  required?: boolean;
  hint?: Key;
}
/**
 * What a custom field's renderer gets: its value, its (translated) label and error, and how to
 * change it; also the whole form's values and setter, for a field that keeps a companion value
 * (a logo's file name and its preview).
 */
export interface TCustomFieldProps<TValues> {
  name: keyof TValues & string;
  label: string;
  value: TValues[keyof TValues];
  required?: boolean | undefined;
  error?: string | undefined;
  onChange: (value: TValues[keyof TValues]) => void;
  values: TValues;
  setField: (name: keyof TValues & string, value: TValues[keyof TValues]) => void;
  /** Every message of the form by field; a field holding a list shows its items' (`departures.0.date`). */
  errors: Record<string, string>;
}

/**
 * A form field: text, select and custom fields sit in the form's grid, checkboxes below it. A
 * custom field renders its own input (a picker, an upload) bound to one value of the form.
 */
export type TResourceField<TValues> =
  | (TFieldBase<TValues> & {
      kind: 'text';
      dir?: 'ltr';
      /** 'date' gives the browser's date picker; the value stays YYYY-MM-DD. */
      inputType?: 'date';
    })
  /** A select; each option's label is a translation key, or a code shown as it is (a currency). */
  | (TFieldBase<TValues> & { kind: 'select'; options: readonly { value: string; label: Key }[] })
  | (TFieldBase<TValues> & { kind: 'checkbox' })
  | (TFieldBase<TValues> & { kind: 'custom'; render: (props: TCustomFieldProps<TValues>) => ReactNode });

/**
 * Everything the list and form screens need to serve one catalogue: its hooks, addresses,
 * texts, columns, filters and form fields with the shared zod schemas of packages/contracts.
 */
export interface TResourceDefinition<TItem extends { id: string }, TValues extends object, TCreate, TUpdate> {
  hooks: ReturnType<typeof createResourceHooks<TItem, TCreate>>;
  /** Translation namespaces the screens read. */
  namespaces: string[];
  paths: {
    list: string;
    /** The form: new at this address, edit with `?id=`. */
    form: string;
    /** The edit address when it is not the form's (`/admin/update/airline`, with `?id=`). */
    edit?: string;
  };
  perPage: number;
  /** The list query's schema (packages/contracts): which address-bar fields the list sends, and their valid values. */
  listQuery: { shape: Record<string, TSchemaLike<unknown>> };
  /** The row's name in labels and the delete confirmation. */
  name: (item: TItem) => string;
  texts: {
    title: Key;
    new: Key;
    newTitle: Key;
    editTitle: Key;
    back: Key;
    search: Key;
    create: Key;
    save: Key;
    delete: Key;
    editNamed: Key;
    deleteNamed: Key;
    confirmDelete: { title: Key; message: Key; confirm: Key };
    /** Shown when a save or delete fails without a message from the server ("Failed to delete airline."). */
    saveFailed?: Key;
    deleteFailed?: Key;
  };
  columns: readonly TResourceColumn<TItem>[];
  filters?: readonly TResourceFilter[];
  rowActions?: readonly TRowAction<TItem, TUpdate>[];
  form: {
    fields: readonly TResourceField<TValues>[];
    empty: TValues;
    toValues: (item: TItem) => TValues;
    create: TSchemaLike<TCreate>;
    update: TSchemaLike<TUpdate>;
    /**
     * The request body from the form's values when they differ (amounts typed in major units);
     * the body is what the schemas check. The values themselves without it.
     */
    toBody?: (values: TValues, mode: 'create' | 'update') => unknown;
    /** Shown below the edit form with the item as loaded, e.g. an airline's margin (its own form). */
    after?: (item: TItem) => ReactNode;
  };
}

export const editPathOf = (paths: { form: string; edit?: string | undefined }, id: string) =>
  `${paths.edit ?? paths.form}?id=${encodeURIComponent(id)}`;
