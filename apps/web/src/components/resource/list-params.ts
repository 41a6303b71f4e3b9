import type { TSchemaLike } from '@/features/forms/use-zod-form';

/** Fields of the list query the screen sets itself rather than reading from the address bar. */
const OWN = new Set(['page', 'per_page']);

/**
 * The list query held in the address bar, read with the catalogue's own list-query schema: each
 * field is checked on its own, so one value the API would refuse (`?sort=nope`) is dropped
 * instead of sending the whole list to a 422.
 */
export function readListParams(params: URLSearchParams, shape: Record<string, TSchemaLike<unknown>>): Record<string, string> {
  const read: Record<string, string> = {};
  for (const [name, schema] of Object.entries(shape)) {
    if (OWN.has(name)) continue;
    const value = params.get(name);
    if (value !== null && value !== '' && schema.safeParse(value).success) read[name] = value;
  }
  return read;
}

/** The next sort after a click on a column's header: ascending first, then the other way. */
export function nextSort(current: Record<string, string>, sort: string): { sort: string; order: 'asc' | 'desc' } {
  const ascending = current.sort === sort && current.order !== 'desc';
  return { sort, order: ascending ? 'desc' : 'asc' };
}
