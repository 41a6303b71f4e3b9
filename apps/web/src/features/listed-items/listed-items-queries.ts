import type { TListedItem, TListedItemKind } from '@safar/contracts';
import { createResourceHooks } from '@/lib/resource-hooks';

/** GET/POST/PUT/DELETE /cars and /tours; one item answers `{ car }` or `{ tour }`. */
export const listedItemHooks = {
  car: createResourceHooks<TListedItem, Record<string, unknown>>({ key: 'cars', listPath: '/cars', subject: 'car', updateMethod: 'PUT' }),
  tour: createResourceHooks<TListedItem, Record<string, unknown>>({
    key: 'tours',
    listPath: '/tours',
    subject: 'tour',
    updateMethod: 'PUT',
  }),
} satisfies Record<TListedItemKind, unknown>;

export const LISTED_ITEMS_PER_PAGE = 20;
