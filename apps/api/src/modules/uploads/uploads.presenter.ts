import type { TUpload, TUploadMime } from '@safar/contracts';
import type { uploads } from '@safar/db';
import type { TUrlSigner } from './signed-url';

export type TUploadRow = typeof uploads.$inferSelect;

export function toUploadView(row: TUploadRow, signer: TUrlSigner): TUpload {
  const signed = signer.sign(row.fileName);
  return {
    file_name: row.fileName,
    name: row.originalName,
    mime: row.mime as TUploadMime,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    url: signed.url,
    url_expires_at: signed.expiresAt.toISOString(),
  };
}
