import { z } from 'zod';
import { V, zInstant, zPageQuery } from './common';

/** What the server accepts, by content (magic bytes), not by the client's name or type. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type TUploadMime = (typeof UPLOAD_MIME_TYPES)[number];
/** 5 MB: a phone photo of a receipt or a bank's PDF fits; larger answers 413. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** A server-generated file name: a UUID and the extension of the sniffed type. */
export const UPLOAD_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|pdf)$/;
export const zFileNameParams = z.object({ file_name: z.string().regex(UPLOAD_FILE_NAME, { error: V.invalid }) });

export const ZUploadListQuery = zPageQuery;

/** Signed-URL parameters for GET /uploads/{file_name} without a bearer token (an <img> cannot send one). */
export const ZDownloadQuery = z.object({
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: V.invalid })
    .optional(),
  expires: z.coerce.number({ error: V.invalid }).int().positive().optional(),
});

/** Uploaded files are (file_name, name); the web caches the list under localStorage.uploads. */
export const ZUpload = z.strictObject({
  file_name: z.string(),
  name: z.string(),
  mime: z.enum(UPLOAD_MIME_TYPES),
  size: z.number().int(),
  created_at: zInstant,
  /** A short-lived signed URL for display (<img src>), valid a few minutes. */
  url: z.string(),
  url_expires_at: zInstant,
});
export type TUpload = z.infer<typeof ZUpload>;
