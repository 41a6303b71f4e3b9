import { z } from 'zod';
import { V, zPageQuery } from './common';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

/**
 * The query of a catalogue list: paging, `search`, and `sort` over the columns the catalogue
 * whitelists, with `order` (asc by default once a column is chosen). Without `sort` the list is
 * newest first. The API validates with it and the web builds its links from the same names.
 */
export function zListQuery<const TSort extends readonly [string, ...string[]]>(sortable: TSort) {
  return zPageQuery.extend({
    sort: z.enum(sortable, { error: V.oneOf }).optional(),
    order: z.enum(SORT_ORDERS, { error: V.oneOf }).optional(),
  });
}

/** What the factory needs of any list query: paging, search and an optional sort. */
export interface TListQuery {
  page: number;
  per_page: number;
  search?: string | undefined;
  sort?: string | undefined;
  order?: TSortOrder | undefined;
}
