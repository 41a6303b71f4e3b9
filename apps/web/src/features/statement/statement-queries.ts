import type { TStatementAnswer } from '@safar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';
import { getToken } from '@/lib/storage';
import type { TStatementRequest } from './statement-filters';

/** Under the ledger's key, so any ledger write makes the statement stale too. */
export const statementKey = (query: TStatementRequest) => ['ledger', 'statement', query] as const;

/** GET /agent-statment: one page of the period with its opening, closing and totals. */
export function useStatement(query: TStatementRequest, enabled = true) {
  return useQuery({
    queryKey: statementKey(query),
    enabled,
    queryFn: async () => (await apiGet<TStatementAnswer>('/agent-statment', query)).data,
    placeholderData: keepPreviousData,
  });
}

/** The file name a download answer gives (RFC 6266 filename* first, then filename). */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads the whole period as CSV or PDF: fetched with the bearer token in the Authorization
 * header (never in a URL, where it would end up in history and logs), then saved from a blob.
 * A refusal (e.g. a period too long) comes back as the API's envelope and is thrown as ApiError.
 */
export async function downloadStatement(query: TStatementRequest, format: 'csv' | 'pdf'): Promise<string> {
  const url = new URL('/api/agent-statment', window.location.origin);
  for (const [key, value] of Object.entries({ ...query, page: undefined, per_page: undefined, format })) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(url, { headers: { 'accept-language': currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  } catch {
    throw new ApiError(0, 'network_error', '');
  }
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as {
      message?: { code?: string; description?: string };
      errors?: Record<string, string[]>;
    } | null;
    throw new ApiError(
      res.status,
      (envelope?.message?.code as ApiError['code'] | undefined) ?? 'internal_error',
      envelope?.message?.description ?? '',
      envelope?.errors ?? {},
    );
  }
  const name = fileNameFrom(res.headers.get('content-disposition')) ?? `statement.${format}`;
  saveBlob(await res.blob(), name);
  return name;
}

function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has started reading it.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
