import { useSearchParams } from 'react-router';
import { buildUsersQuery, filtersFromParams, paramsWithFilters, type TUsersFilters, type TUsersKind } from './users-filters';
import { usersResource } from './users-queries';

/** A users list driven by the address bar: filters and page live in the query string. */
export function useUsersList(kind: TUsersKind) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params, kind);
  const list = usersResource.useList(buildUsersQuery(filters, kind));
  const setFilters = (patch: Partial<TUsersFilters>) => setParams(paramsWithFilters(params, patch), { replace: !('page' in patch) });
  return { filters, list, setFilters };
}
