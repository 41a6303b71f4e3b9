import type { TBookableProduct, TPackageStaff, TVisa } from '@safar/contracts';
import { holidayHooks } from '@/features/travel-packages/holidays-queries';
import { umrahPackageHooks } from '@/features/travel-packages/umrah-packages-queries';
import { visaHooks } from '@/features/visas/visas-queries';

/**
 * What staff can book from an enquiry: the catalogue's own products. Insurance is left out: it is
 * bought from a stored quote of the travellers' ages, which an enquiry does not have.
 */
export const ENQUIRY_BOOKABLE = ['umrah', 'holiday', 'visa'] as const satisfies readonly TBookableProduct[];
export type TEnquiryBookable = (typeof ENQUIRY_BOOKABLE)[number];

export const isEnquiryBookable = (kind: string | undefined): kind is TEnquiryBookable =>
  (ENQUIRY_BOOKABLE as readonly string[]).includes(kind ?? '');

/** The published items in the staff's lists (which hold drafts and archived ones too), by title, a hundred at most. */
const PUBLISHED = { page: 1, per_page: 100, status: 'published', sort: 'title', order: 'asc' } as const;

export type TBookableItems =
  { kind: 'visa'; items: TVisa[] } | { kind: 'holiday' | 'umrah'; items: TPackageStaff[] } | { kind: 'none'; items: never[] };

const isPublished = (item: { status: string } | undefined): item is NonNullable<typeof item> => item?.status === 'published';

/**
 * The items of one kind a booking can be made of, read as staff read them (both prices): only the
 * chosen kind's list is asked for, narrowed by `search` (titles, slug, country) when the catalogue
 * holds more than a list shows. The chosen item (`keepId`: the enquiry's own, or the one picked
 * before a search) stays first in the list even when the list or the search leaves it out, read
 * by its id.
 */
export function useBookableItems(product: TEnquiryBookable | '', search: string, keepId: string) {
  const query = { ...PUBLISHED, ...(search ? { search } : {}) };
  const visas = visaHooks.useList(query, { enabled: product === 'visa' });
  const holidays = holidayHooks.useList(query, { enabled: product === 'holiday' });
  const umrah = umrahPackageHooks.useList(query, { enabled: product === 'umrah' });
  const listed = product === 'visa' ? visas : product === 'holiday' ? holidays : product === 'umrah' ? umrah : null;
  const missing = Boolean(keepId && listed?.data && !listed.data.items.some((i) => i.id === keepId));
  const keptVisa = visaHooks.useDetail(product === 'visa' && missing ? keepId : null);
  const keptHoliday = holidayHooks.useDetail(product === 'holiday' && missing ? keepId : null);
  const keptUmrah = umrahPackageHooks.useDetail(product === 'umrah' && missing ? keepId : null);
  const withKept = <T extends { id: string; status: string }>(items: T[] | undefined, kept: T | undefined) => {
    const published = (items ?? []).filter(isPublished);
    return missing && isPublished(kept) ? [kept, ...published.filter((i) => i.id !== kept.id)] : published;
  };
  const list: TBookableItems =
    product === 'visa'
      ? { kind: 'visa', items: withKept(visas.data?.items, keptVisa.data) }
      : product === 'holiday'
        ? { kind: 'holiday', items: withKept(holidays.data?.items, keptHoliday.data) }
        : product === 'umrah'
          ? { kind: 'umrah', items: withKept(umrah.data?.items, keptUmrah.data) }
          : { kind: 'none', items: [] };
  const pagination = listed?.data?.pagination;
  return {
    list,
    /** The catalogue holds more published items than the list shows (or a search is narrowing it): searching helps. */
    searchable: Boolean(search) || Boolean(pagination && pagination.total > pagination.per_page),
    loading: listed?.isPending ?? false,
    /** A search is being answered (the earlier list stays on screen meanwhile). */
    refreshing: listed?.isPlaceholderData ?? false,
    failed: listed?.isError ?? false,
    retry: () => void listed?.refetch(),
  };
}
