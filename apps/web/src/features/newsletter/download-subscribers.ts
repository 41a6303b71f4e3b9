import { saveBlob } from '@/features/booking-documents/save-blob';
import { ApiError } from '@/lib/api';
import { getToken } from '@/lib/storage';

/** GET /newsletter/subscribers/export as a saved file (the bearer token goes in a header, so it is fetched, not linked). */
export async function downloadSubscribers(): Promise<void> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch('/api/newsletter/subscribers/export', {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, 'network_error', '');
  }
  if (!res.ok) throw new ApiError(res.status, 'internal_error', '');
  saveBlob(await res.blob(), 'group-travel-subscribers.csv');
}
