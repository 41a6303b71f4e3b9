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
/** A form field: text and select fields sit in the form's grid, checkboxes below it. */
export type TResourceField<TValues> =
  | (TFieldBase<TValues> & {
      kind: 'text';
      dir?: 'ltr';
      /** 'date' gives the browser's date picker; the value stays YYYY-MM-DD. */
      inputType?: 'date';
    })
  | (TFieldBase<TValues> & { kind: 'select'; options: readonly { value: string; label: string }[] })
  | (TFieldBase<TValues> & { kind: 'checkbox' });

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
    /** The edit form's address when it is not the new form's (`?id=` is added). */
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
  };
}

export const editPathOf = (paths: { form: string; edit?: string }, id: string) =>
  `${paths.edit ?? paths.form}?id=${encodeURIComponent(id)}`;
