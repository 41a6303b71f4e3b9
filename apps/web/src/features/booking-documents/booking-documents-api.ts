import type { TBookingDocument, TBookingDocumentsSent, TSendBookingDocumentsInput } from '@safar/contracts';
import { useMutation } from '@tanstack/react-query';
import { fileNameFrom } from '@/features/statement/statement-queries';
import { api, ApiError } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';
import { getToken } from '@/lib/storage';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import type { TDocumentChoices } from './document-options';
import { saveBlob } from './save-blob';

/** A refusal's envelope, read from a response that is not the PDF. */
async function refusalOf(res: Response): Promise<ApiError> {
  const envelope = (await res.json().catch(() => null)) as {
    message?: { code?: string; description?: string; details?: Record<string, unknown> | null };
    errors?: Record<string, string[]>;
  } | null;
  return new ApiError(
    res.status,
    (envelope?.message?.code as ApiError['code'] | undefined) ?? 'internal_error',
    envelope?.message?.description ?? '',
    envelope?.errors ?? {},
    envelope?.message?.details ?? null,
  );
}

/**
 * GET /create-invoice: one document as PDF, saved under the name the server gives it. The PDF
 * needs the bearer token, which goes in the Authorization header (a plain link would need it in
 * the address, where history and logs keep it), so it is fetched and saved from a blob. A
 * refusal (a booking without tickets, a name the API will not print) is thrown as ApiError.
 */
export async function downloadBookingDocument(bookingId: string, document: TBookingDocument, choices: TDocumentChoices): Promise<string> {
  const url = new URL('/api/create-invoice', window.location.origin);
  for (const [key, value] of Object.entries({ id: bookingId, document, ...choices }))
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/pdf', 'accept-language': currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, 'network_error', '');
  }
  if (!res.ok) throw await refusalOf(res);
  const name = fileNameFrom(res.headers.get('content-disposition')) ?? `${document}.pdf`;
  saveBlob(await res.blob(), name);
  return name;
}

/**
 * POST /send-email: the documents mailed as attachments. One Idempotency-Key per mail, kept
 * across retries of the same request, so a lost answer never sends it twice.
 */
export function useSendBookingDocuments() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TSendBookingDocumentsInput) =>
      api<TBookingDocumentsSent>('POST', '/send-email', { body, headers: key.headerFor(body) }),
    onSettled: (_data, error) => key.settle(error),
  });
}
