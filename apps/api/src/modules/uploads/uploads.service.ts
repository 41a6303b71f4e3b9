import { createHash } from 'node:crypto';
import { UPLOAD_MAX_BYTES, type TList, type TPageQuery, type TUpload } from '@safar/contracts';
import { newId, uploads, type Db } from '@safar/db';
import { and, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { AppError, notFound } from '@/core/app-error';
import { containsPattern } from '@/core/like';
import { paginate } from '@/core/paging';
import type { FileStorage } from '@/core/storage';
import type { AuthUser } from '@/core/types';
import { toUploadView, type TUploadRow } from './uploads.presenter';
import { assertUploadDeletable, uploadsScope } from './uploads.policy';
import type { TUrlSigner } from './signed-url';
import { extensionOf, sniffType } from './sniff';

export interface TUploadDeps {
  db: Db;
  storage: FileStorage;
  signer: TUrlSigner;
}

const unsupported = () => new AppError('unsupported_media_type', { key: 'messages.file_type' });
export const tooLarge = () =>
  new AppError('payload_too_large', { key: 'messages.file_too_large', params: { max: UPLOAD_MAX_BYTES / (1024 * 1024) } });

/** Client names are kept for display and downloads only: no path, no control characters, bounded. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(-200) || 'file';

/** The live (not deleted) file the user may reach, or 404. */
export async function findReadable(db: Db, user: AuthUser | null, fileName: string): Promise<TUploadRow> {
  const where = and(eq(uploads.fileName, fileName), isNull(uploads.deletedAt), user ? uploadsScope(user) : undefined);
  const [row] = await db.select().from(uploads).where(where).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function listUploads(deps: TUploadDeps, user: AuthUser, q: TPageQuery): Promise<TList<TUpload>> {
  const conditions: (SQL | undefined)[] = [
    isNull(uploads.deletedAt),
    uploadsScope(user),
    q.search ? ilike(uploads.originalName, containsPattern(q.search)) : undefined,
  ];
  const where = and(...conditions);
  return paginate(deps.db, {
    rows: deps.db.select().from(uploads).where(where).orderBy(desc(uploads.createdAt), desc(uploads.id)),
    count: { from: uploads, where },
    page: q.page,
    perPage: q.per_page,
    present: (rows) => rows.map((r) => toUploadView(r, deps.signer)),
  });
}

/**
 * What a received file is, refused unless it is one of the accepted types and agrees with its
 * name's extension (a PNG called .exe, or HTML called .png, is refused): the name to store it
 * under (made by the server), the client's name cleaned for display, its type, size and digest.
 */
export function inspectFile(file: { filename: string; data: Buffer }) {
  if (file.data.length === 0) throw new AppError('validation_failed', { errors: { file: ['messages.file_missing'] } });
  if (file.data.length > UPLOAD_MAX_BYTES) throw tooLarge();
  const sniffed = sniffType(file.data);
  if (!sniffed || !sniffed.names.includes(extensionOf(file.filename))) throw unsupported();
  return {
    fileName: `${newId()}.${sniffed.ext}`,
    originalName: cleanName(file.filename),
    mime: sniffed.mime,
    size: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
  };
}

/**
 * Stores an upload under a server-generated name once its content is one of the accepted types
 * and agrees with its name's extension (a PNG called .exe, or HTML called .png, is refused).
 */
export async function saveUpload(
  deps: TUploadDeps,
  req: FastifyRequest,
  user: AuthUser,
  file: { filename: string; data: Buffer },
): Promise<TUpload> {
  if (user.role === 'agent' && !user.agencyId) throw new AppError('forbidden');
  const checked = inspectFile(file);
  const fileName = checked.fileName;
  await deps.storage.put(fileName, file.data);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(uploads)
        .values({
          fileName,
          originalName: checked.originalName,
          mime: checked.mime,
          size: checked.size,
          sha256: checked.sha256,
          agencyId: user.role === 'agent' ? user.agencyId : null,
          uploadedBy: user.id,
        })
        .returning();
      await recordActivity(tx, req, {
        action: 'upload.created',
        subjectType: 'upload',
        subjectId: fileName,
        after: { name: inserted!.originalName, mime: inserted!.mime, size: inserted!.size, sha256: inserted!.sha256 },
      });
      return inserted!;
    });
    return toUploadView(row, deps.signer);
  } catch (err) {
    // No row means nothing refers to the bytes: remove them rather than leave an orphan.
    await deps.storage.delete(fileName);
    throw err;
  }
}

/** Marks the file deleted (the row stays for the audit trail) and removes its bytes after commit. */
export async function deleteUpload(deps: TUploadDeps, req: FastifyRequest, user: AuthUser, fileName: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.fileName, fileName), isNull(uploads.deletedAt), uploadsScope(user)))
      .limit(1)
      .for('update');
    if (!row) throw notFound();
    await assertUploadDeletable(tx, row);
    await tx
      .update(uploads)
      .set({ deletedAt: sql`now()` })
      .where(eq(uploads.id, row.id));
    await recordActivity(tx, req, {
      action: 'upload.deleted',
      subjectType: 'upload',
      subjectId: fileName,
      before: { name: row.originalName, mime: row.mime, size: row.size },
    });
  });
  await deps.storage.delete(fileName);
}
