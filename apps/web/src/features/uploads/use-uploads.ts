import { UPLOAD_MAX_BYTES, type TUpload } from '@safar/contracts';
import i18next from 'i18next';
import { useCallback, useState } from 'react';
import { api, ApiError } from '@/lib/api';
import { STORAGE } from '@/lib/storage';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { uploadFile } from './upload-request';

/** Uploaded files are cached in localStorage.uploads as (file_name, name). */
export interface TStoredUpload {
  file_name: string;
  name: string;
}

export function readStoredUploads(): TStoredUpload[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE.uploads) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (u): u is TStoredUpload =>
        typeof u === 'object' &&
        u !== null &&
        typeof (u as TStoredUpload).file_name === 'string' &&
        typeof (u as TStoredUpload).name === 'string',
    );
  } catch {
    return [];
  }
}

const writeStoredUploads = (uploads: TStoredUpload[]) => localStorage.setItem(STORAGE.uploads, JSON.stringify(uploads));

export type TUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'done'; upload: TUpload }
  | { status: 'error'; message: string };

/**
 * Uploads one file at a time (POST /uploads, multipart) with progress and a translated error,
 * and keeps the list of uploaded files under localStorage.uploads. The server checks type and
 * size by content; the size check here only saves a pointless transfer. Trying the same file
 * again sends the same Idempotency-Key, so a retry after a lost answer stores it once.
 */
export function useUploads() {
  const [uploads, setUploads] = useState<TStoredUpload[]>(readStoredUploads);
  const [state, setState] = useState<TUploadState>({ status: 'idle' });
  const { keyFor, settle } = useIdempotencyKey();

  const upload = useCallback(
    async (file: File): Promise<TUpload | null> => {
      if (file.size > UPLOAD_MAX_BYTES) {
        setState({ status: 'error', message: i18next.t('messages:file_too_large', { max: UPLOAD_MAX_BYTES / (1024 * 1024) }) });
        return null;
      }
      setState({ status: 'uploading', percent: 0 });
      // A File has no JSON of its own: what tells one chosen file from another.
      const key = keyFor({ name: file.name, size: file.size, type: file.type, modified: file.lastModified });
      try {
        const { upload: saved } = await uploadFile(file, (percent) => setState({ status: 'uploading', percent }), key);
        settle(null);
        const next = [
          ...readStoredUploads().filter((u) => u.file_name !== saved.file_name),
          { file_name: saved.file_name, name: saved.name },
        ];
        writeStoredUploads(next);
        setUploads(next);
        setState({ status: 'done', upload: saved });
        return saved;
      } catch (err) {
        settle(err);
        const message =
          err instanceof ApiError && err.description ? (err.fieldErrors().file ?? err.description) : i18next.t('messages:unexpected');
        setState({ status: 'error', message });
        return null;
      }
    },
    [keyFor, settle],
  );

  /** DELETE /uploads/{file_name}; the entry leaves the stored list also when the server no longer has it. */
  const remove = useCallback(async (fileName: string) => {
    try {
      await api('DELETE', `/uploads/${encodeURIComponent(fileName)}`);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    }
    const next = readStoredUploads().filter((u) => u.file_name !== fileName);
    writeStoredUploads(next);
    setUploads(next);
    setState({ status: 'idle' });
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { uploads, state, upload, remove, reset };
}
