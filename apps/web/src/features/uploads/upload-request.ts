import type { TEnvelope, TErrorCode, TUpload } from '@safar/contracts';
import { ApiError } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';
import { getToken } from '@/lib/storage';

/**
 * POST /uploads with FormData over XMLHttpRequest: fetch cannot report upload progress, and a
 * receipt photo on a slow connection needs a progress bar. Answers like `api()`: the upload, or
 * an ApiError carrying the envelope's code and message. `idempotencyKey`: the same for a retry of
 * the same file, so that it is stored once.
 */
export async function uploadFile(
  file: File,
  onProgress: (percent: number) => void,
  idempotencyKey?: string,
): Promise<{ upload: TUpload; description: string }> {
  const { data, description } = await postFile<{ upload: TUpload }>('/uploads', file, onProgress, idempotencyKey);
  return { upload: data.upload, description };
}

/** One file posted as the multipart part `file` to an upload route under /api, with its progress. */
export function postFile<T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  idempotencyKey?: string,
): Promise<{ data: T; description: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLocale());
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (idempotencyKey) xhr.setRequestHeader('idempotency-key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', ''));
    xhr.onload = () => {
      let envelope: (TEnvelope<T> & { errors?: Record<string, string[]> }) | null;
      try {
        envelope = JSON.parse(xhr.responseText) as TEnvelope<T>;
      } catch {
        envelope = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success) {
        onProgress(100);
        resolve({ data: envelope.data, description: envelope.message.description });
        return;
      }
      const message = envelope?.message;
      reject(
        new ApiError(
          xhr.status,
          (message?.code as TErrorCode | undefined) ?? 'internal_error',
          message?.description ?? '',
          envelope && !envelope.success ? (envelope.errors ?? {}) : {},
        ),
      );
    };
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
