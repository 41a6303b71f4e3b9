import type { TList } from '@safar/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet, type ApiSuccess } from './api';
import { useIdempotencyKey } from './use-idempotency-key';

type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * One factory for the many list/detail/save/delete screens: a resource's query keys, list and
 * detail queries, and mutations that refresh the list afterwards.
 */
export function createResourceHooks<TItem, TSave = unknown>(resource: {
  key: string;
  listPath: string;
  /**
   * The key of the item in a detail answer: GET /banks/{id} answers `{ bank: {...} }`. Needed
   * for `useDetail`, which reads `${listPath}/{id}` unless `detailPath` says otherwise.
   */
  subject?: string;
  detailPath?: (id: string) => string;
  savePath?: string;
  saveMethod?: 'POST' | 'PUT' | 'PATCH';
  deletePath?: (id: string) => string;
  /** Update by id, e.g. PUT /banks?id=… (the id goes in the query string). */
  updateMethod?: 'PUT' | 'PATCH' | 'POST';
  /** The update's path when it is not `listPath` (POST /update-promo-image?id=…). */
  updatePath?: string;
  /** Query fields every list request sends (`all=1` for staff's view of every banner). */
  listQuery?: Query;
  /** The key of the list's items in its answer when it is not `items` (GET /group-tickets answers `flights`). */
  listKey?: string;
}) {
  const listKey = resource.listKey ?? 'items';
  const keys = {
    all: [resource.key] as const,
    list: (query: Query) => [resource.key, 'list', query] as const,
    detail: (id: string) => [resource.key, 'detail', id] as const,
  };
  const detailPath = resource.detailPath ?? ((itemId: string) => `${resource.listPath}/${encodeURIComponent(itemId)}`);
  /** A list query's key and fetch: what useList reads, and what a page's first load fetches ahead (queryClient.prefetchQuery). */
  const listOptions = (query: Query = {}) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: async (): Promise<TList<TItem>> => {
        const { data } = await apiGet<Record<string, unknown> & Pick<TList<TItem>, 'pagination'>>(resource.listPath, {
          ...resource.listQuery,
          ...query,
        });
        return { items: data[listKey] as TItem[], pagination: data.pagination };
      },
    });
  /** One item's key and fetch, unwrapped from its subject key (needs `subject`). */
  const detailOptions = (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: async () => (await apiGet<Record<string, TItem>>(detailPath(id))).data[resource.subject!]!,
    });
  return {
    keys,
    listOptions,
    detailOptions,
    /** A page of the list; `enabled: false` waits (a screen that reads one of several lists, as a choice says). */
    useList(query: Query = {}, options: { enabled?: boolean } = {}) {
      return useQuery({ ...listOptions(query), enabled: options.enabled ?? true, placeholderData: keepPreviousData });
    },
    /** One item by id, unwrapped from its subject key. */
    useDetail(id: string | null | undefined) {
      return useQuery({ ...detailOptions(id ?? ''), enabled: Boolean(id && resource.subject) });
    },
    /** Creates an item, with an Idempotency-Key kept for the life of the form using it (a retry creates one item). */
    useSave() {
      const qc = useQueryClient();
      const key = useIdempotencyKey();
      return useMutation<ApiSuccess<TItem>, Error, TSave>({
        mutationFn: (body) =>
          api<TItem>(resource.saveMethod ?? 'POST', resource.savePath ?? resource.listPath, { body, headers: key.headerFor(body) }),
        onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
        onSettled: (_data, error) => key.settle(error),
      });
    },
    /** Updates one item (`{ id, body }`), by default PUT `${listPath}?id=…`. */
    useUpdate<TUpdate = TSave>() {
      const qc = useQueryClient();
      return useMutation<ApiSuccess<TItem>, Error, { id: string; body: TUpdate }>({
        mutationFn: ({ id, body }) =>
          api<TItem>(resource.updateMethod ?? 'PUT', resource.updatePath ?? resource.listPath, { body, query: { id } }),
        onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
      });
    },
    useDelete() {
      const qc = useQueryClient();
      return useMutation<ApiSuccess<unknown>, Error, string>({
        mutationFn: (id) =>
          api<unknown>('DELETE', resource.deletePath ? resource.deletePath(id) : `${resource.listPath}?id=${encodeURIComponent(id)}`),
        onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
      });
    },
  };
}
