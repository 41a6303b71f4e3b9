import { useSearchParams } from 'react-router';
import { patchParams } from '@/lib/url-filters';

/**
 * A list's filters kept in the address bar, so Back and shared links keep them. `read` parses
 * them (dropping what the API would refuse); `write` turns a change into the next query string
 * and by default sends any filter change back to page 1.
 */
export function useUrlFilters<T extends object>(
  read: (params: URLSearchParams) => T,
  write: (params: URLSearchParams, patch: Partial<T>) => URLSearchParams = patchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const setFilters = (patch: Partial<T>) => setParams((p) => write(p, patch));
  // Every key the reader knows leaves the address, so each falls back to the screen's own
  // default (the deposit queue's "pending", say) rather than to an explicit "all".
  const resetFilters = () =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const key of Object.keys(read(p))) next.delete(key);
      return next;
    });
  return { params, filters, setFilters, resetFilters };
}
