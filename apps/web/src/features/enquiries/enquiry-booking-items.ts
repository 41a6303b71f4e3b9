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

/** The published items in the staff's lists (which hold drafts and archived ones too), by title; the first hundred. */
const PUBLISHED = { page: 1, per_page: 100, status: 'published', sort: 'title', order: 'asc' } as const;

export type TBookableItems =
  { kind: 'visa'; items: TVisa[] } | { kind: 'holiday' | 'umrah'; items: TPackageStaff[] } | { kind: 'none'; items: never[] };

/** The items of one kind a booking can be made of, read as staff read them (both prices): only the chosen kind's list is asked for. */
export function useBookableItems(product: TEnquiryBookable | '') {
  const visas = visaHooks.useList(PUBLISHED, { enabled: product === 'visa' });
  const holidays = holidayHooks.useList(PUBLISHED, { enabled: product === 'holiday' });
  const umrah = umrahPackageHooks.useList(PUBLISHED, { enabled: product === 'umrah' });
  const query = product === 'visa' ? visas : product === 'holiday' ? holidays : product === 'umrah' ? umrah : null;
  const published = <T extends { status: string }>(items: T[] | undefined) => (items ?? []).filter((i) => i.status === 'published');
  const list: TBookableItems =
    product === 'visa'
      ? { kind: 'visa', items: published(visas.data?.items) }
      : product === 'holiday' || product === 'umrah'
        ? { kind: product, items: published((product === 'holiday' ? holidays : umrah).data?.items) }
        : { kind: 'none', items: [] };
  return {
    list,
    loading: query?.isPending ?? false,
    failed: query?.isError ?? false,
    retry: () => void query?.refetch(),
  };
}
