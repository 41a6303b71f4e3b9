import type { TCreateVisa, TVisa, TVisaView } from '@safar/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api';
import { createResourceHooks } from '@/lib/resource-hooks';

/** GET/POST/PUT/DELETE /visas as staff see them (both prices, every status); GET /visas/{id} answers `{ visa }`. */
export const visaHooks = createResourceHooks<TVisa, TCreateVisa>({
  key: 'visas',
  listPath: '/visas',
  subject: 'visa',
  updateMethod: 'PUT',
});

export const VISAS_PER_PAGE = 20;

/** The catalogue as its reader sees it (storefront and agent pages): the published visas, at the reader's prices. */
export const visaCatalogueHooks = createResourceHooks<TVisaView>({ key: 'visa-catalogue', listPath: '/visas', subject: 'visa' });

export const VISA_CATALOGUE_PER_PAGE = 12;

/** GET /visas/slug/{slug}: the visa a details page names; a 404 is an answer, not worth retrying. */
export function useVisaBySlug(slug: string) {
  return useQuery({
    queryKey: [...visaCatalogueHooks.keys.all, 'slug', slug],
    queryFn: async () => (await apiGet<{ visa: TVisaView }>(`/visas/slug/${encodeURIComponent(slug)}`)).data.visa,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
