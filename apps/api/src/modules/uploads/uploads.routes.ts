import multipart from '@fastify/multipart';
import {
  decideAccess,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  ZDownloadQuery,
  zFileNameParams,
  ZUpload,
  ZUploadListQuery,
} from '@safar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { AppError } from '@/core/app-error';
import { authenticateToken, bearerToken } from '@/core/authenticate';
import { ok } from '@/core/envelope';
import { envelope, errors, fileResponse, listEnvelope } from '@/core/responses';
import { createFileStorage } from '@/core/storage';
import { purgeUnusedUploadsJob } from './purge-unused-uploads';
import type { AuthUser } from '@/core/types';
import { fileHeaders } from './file-headers';
import { multipartFile } from './multipart-file';
import { createUrlSigner } from './signed-url';
import { deleteUpload, findReadable, listUploads, saveUpload, tooLarge, type TUploadDeps } from './uploads.service';

const tags = ['uploads'];
const files = { access: 'financeOrAgent', ownership: 'uploadsScope' } as const;
/** Who may read files with a bearer token: the same entry as the other file routes. */
const READ_ENTRY = files.access;

const upload = multipartFile(tooLarge);

/**
 * The download route is public in the access table because a signed URL (for <img>) carries no
 * bearer token; without a valid signature it authenticates the bearer token itself and applies
 * the same access entry and ownership as the other file routes.
 */
async function downloadCaller(
  app: FastifyInstance,
  req: FastifyRequest,
  fileName: string,
  q: { signature?: string | undefined; expires?: number | undefined },
  signer: TUploadDeps['signer'],
): Promise<AuthUser | null> {
  if (q.signature !== undefined || q.expires !== undefined) {
    if (!q.signature || !q.expires || !signer.verify(fileName, q.signature, q.expires))
      throw new AppError('forbidden', { key: 'messages.signed_url_invalid' });
    return null; // a valid signature names exactly one file; it was issued to someone who could read it
  }
  const token = bearerToken(req.headers.authorization);
  const user = token ? await authenticateToken(app.db, token) : null;
  req.user = user;
  const decision = decideAccess(READ_ENTRY, user);
  if (decision === 'unauthenticated') throw new AppError('unauthenticated');
  if (decision === 'forbidden') throw new AppError('forbidden');
  return user;
}

/** GET/POST /uploads, GET and DELETE /uploads/{file_name}. */
export async function uploadsRoutes(base: FastifyInstance) {
  await base.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps: TUploadDeps = { db: app.db, storage: createFileStorage(app.config), signer: createUrlSigner(app.config.appKey) };
  app.jobs.define(purgeUnusedUploadsJob(app, deps.storage));

  app.get(
    '/uploads',
    {
      config: files,
      schema: { tags, summary: 'List uploaded files', querystring: ZUploadListQuery, response: { 200: listEnvelope(ZUpload) } },
    },
    async (req) => ok(req, await listUploads(deps, requireUser(req), req.query)),
  );

  app.post(
    '/uploads',
    {
      config: { ...files, idempotency: 'optional' },
      preValidation: upload.preValidation,
      schema: {
        tags,
        summary: 'Upload a file (multipart/form-data, one part named file)',
        response: { 200: envelope(z.strictObject({ upload: ZUpload })), ...errors(400, 413, 415, 422) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return ok(req, { upload: await saveUpload(deps, req, user, upload.fileOf(req)) }, 'messages.file_uploaded');
    },
  );

  app.delete(
    '/uploads/:file_name',
    {
      config: files,
      schema: {
        tags,
        summary: 'Delete an uploaded file',
        params: zFileNameParams,
        response: { 200: envelope(z.strictObject({ file_name: z.string() })), ...errors(404, 409) },
      },
    },
    async (req) => {
      await deleteUpload(deps, req, requireUser(req), req.params.file_name);
      return ok(req, { file_name: req.params.file_name }, 'messages.file_deleted');
    },
  );

  app.get(
    '/uploads/:file_name',
    {
      config: { access: 'public', ownership: 'uploadsScope or signed URL' },
      schema: {
        tags,
        summary: 'Download a file (bearer token, or a signed URL)',
        params: zFileNameParams,
        querystring: ZDownloadQuery,
        response: { 200: fileResponse('The file, as an attachment', UPLOAD_MIME_TYPES), ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { file_name: fileName } = req.params;
      const user = await downloadCaller(app, req, fileName, req.query, deps.signer);
      const row = await findReadable(app.db, user, fileName);
      const stream = await deps.storage.get(fileName);
      if (!stream) throw new AppError('not_found');
      fileHeaders(reply, row.mime, row.originalName, row.size);
      return reply.send(stream);
    },
  );
}
