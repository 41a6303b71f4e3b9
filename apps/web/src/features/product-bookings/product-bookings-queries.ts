import type {
  TBookingDetails,
  TCancelProductBooking,
  TCreateProductBooking,
  TCustomerBookingDetails,
  TVisaDocumentFile,
  TVisaDocumentKind,
  TVisaStepBody,
} from '@safar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBookingChanged } from '@/features/agent-bookings/bookings-queries';
import { storefrontKeys } from '@/features/storefront-bookings/storefront-queries';
import { postFile } from '@/features/uploads/upload-request';
import { fileNameFrom } from '@/features/statement/statement-queries';
import { saveBlob } from '@/features/booking-documents/save-blob';
import { api, ApiError } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';
import { getToken } from '@/lib/storage';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/*
 * The product bookings (apps/api/src/modules/product-bookings): booking a visa, a package
 * departure or an insurance plan, the staff's visa steps and cancellation, and a visa
 * application's documents. The booking is then read through the bookings' own reads.
 */

/** What POST /product-bookings answers: the agency's booking (paid from its wallet), or the storefront buyer's view (to pay by card). */
export type TProductBookingAnswer = { booking: TBookingDetails } | { customer_booking: TCustomerBookingDetails };

/**
 * POST /product-bookings with an Idempotency-Key per request: the same body sent again (a double
 * click, a retry after a lost answer) carries the same key, so the API answers the booking it
 * made instead of booking twice; a refusal or a success ends the key.
 */
export function useCreateProductBooking() {
  const changed = useBookingChanged();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TCreateProductBooking) =>
      api<TProductBookingAnswer>('POST', '/product-bookings', { body, headers: key.headerFor(body) }),
    onSettled: (_data, error) => key.settle(error),
    onSuccess: (result) => {
      if ('booking' in result.data) changed(result.data.booking);
    },
  });
}

/** After a staff action: the desk's reads of every booking are stale, and the ledger too (a refund). */
function useProductBookingPost<TBody extends { booking_id: string }>(path: string) {
  const qc = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TBody) => api<{ booking: TBookingDetails }>('POST', path, { body, headers: key.headerFor(body) }),
    onSettled: (_data, error) => {
      key.settle(error);
      void qc.invalidateQueries({ queryKey: ['bookings'] });
      void qc.invalidateQueries({ queryKey: ['ledger'] });
    },
  });
}

/** POST /product-bookings/visa-step (admin, reservation): the application's next step, with an optional note the buyer is mailed. */
export const useVisaStep = () => useProductBookingPost<TVisaStepBody>('/product-bookings/visa-step');

/** POST /product-bookings/cancel (admin, reservation): the seats go back and what was paid is refunded in full. */
export const useCancelProductBooking = () => useProductBookingPost<TCancelProductBooking>('/product-bookings/cancel');

/* A visa application's documents. */

/** The file types the application takes, as uploads do (the API checks the bytes too). */
export const VISA_DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/** The query of a document call: a booking opened by its link (a visitor) names its token beside a sign-in. */
const documentsPath = (path: string, query: Record<string, string | undefined>) => {
  const given = Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined);
  return given.length ? `${path}?${new URLSearchParams(given).toString()}` : path;
};

/**
 * POST /product-bookings/:id/documents?kind=&traveller=: one file for one applicant, as the one
 * part `file` of a multipart body, with its progress. The same key for a retry of the same file,
 * so it is stored once.
 */
export function uploadVisaDocument(
  bookingId: string,
  upload: { kind: TVisaDocumentKind; traveller: number; file: File },
  onProgress: (percent: number) => void,
  options: { idempotencyKey?: string; token?: string } = {},
) {
  const path = documentsPath(`/product-bookings/${encodeURIComponent(bookingId)}/documents`, {
    kind: upload.kind,
    traveller: String(upload.traveller),
    token: options.token,
  });
  return postFile<{ id: string }>(path, upload.file, onProgress, options.idempotencyKey);
}

/** DELETE /product-bookings/:id/documents/:document: a file sent by mistake, while the application still takes files. */
export const removeVisaDocument = (bookingId: string, documentId: string, token?: string) =>
  api<{ id: string }>(
    'DELETE',
    documentsPath(`/product-bookings/${encodeURIComponent(bookingId)}/documents/${encodeURIComponent(documentId)}`, { token }),
  );

/** After an upload: the booking is read again wherever it shows (the agent's, the desk's, the customer's). */
export function useVisaDocumentAdded() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: ['bookings'] }), qc.invalidateQueries({ queryKey: storefrontKeys.all })]);
}

/**
 * GET /product-bookings/:id/documents/:document: the file with the bearer token in its header
 * (a link would carry it in the address), saved under its own name.
 */
export async function downloadVisaDocument(bookingId: string, file: TVisaDocumentFile, token?: string): Promise<void> {
  const path = documentsPath(`/api/product-bookings/${encodeURIComponent(bookingId)}/documents/${encodeURIComponent(file.id)}`, { token });
  const url = new URL(path, window.location.origin);
  const bearer = getToken();
  let res: Response;
  try {
    res = await fetch(url, { headers: { 'accept-language': currentLocale(), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) } });
  } catch {
    throw new ApiError(0, 'network_error', '');
  }
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as { message?: { code?: string; description?: string } } | null;
    throw new ApiError(
      res.status,
      (envelope?.message?.code as ApiError['code'] | undefined) ?? 'internal_error',
      envelope?.message?.description ?? '',
    );
  }
  saveBlob(await res.blob(), fileNameFrom(res.headers.get('content-disposition')) ?? file.original_name);
}
