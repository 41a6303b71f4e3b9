import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageState } from '@/components/page-state';

export interface ResourceEditLoaderProps<TItem extends { id: string }, TValues> {
  /** The catalogue's hooks (its detail query) and its form's empty and loaded values. */
  resource: {
    hooks: { useDetail: (id: string | null) => UseQueryResult<TItem, Error> };
    form: { empty: TValues; toValues: (item: TItem) => TValues };
  };
  /** The form: for a new item `(null, empty)`, else the loaded item and its values. */
  children: (item: TItem | null, initial: TValues) => ReactNode;
}

/**
 * The form screen's address decides new or edit: without `?id=` the empty form at once; with it,
 * the item loads (loading and error states) and the form renders keyed by the item's id, so it
 * starts again from the values of another item.
 */
export function ResourceEditLoader<TItem extends { id: string }, TValues>({ resource, children }: ResourceEditLoaderProps<TItem, TValues>) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const item = resource.hooks.useDetail(id);
  if (!id) return children(null, resource.form.empty);
  if (item.isPending) return <PageState state="loading" />;
  if (item.error) return <PageState state="error" message={item.error.message || undefined} onRetry={() => void item.refetch()} />;
  return <Fragment key={item.data.id}>{children(item.data, resource.form.toValues(item.data))}</Fragment>;
}
