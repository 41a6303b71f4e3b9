import multipart from '@fastify/multipart';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  ZVisaDocumentParams,
  ZVisaDocumentQuery,
  ZVisaDocumentsParams,
  ZVisaDocumentUploadQuery,
} from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/core/envelope';
import { envelope, errors, fileResponse } from '@/core/responses';
import { createFileStorage } from '@/core/storage';
import { fileHeaders } from '@/modules/uploads/file-headers';
import { multipartFile } from '@/modules/uploads/multipart-file';
import { tooLarge } from '@/modules/uploads/uploads.service';
import { AppError } from '@/core/app-error';
import { addVisaDocument, readVisaDocument, removeVisaDocument, type TVisaDocumentDeps } from './services/visa-documents';

const tags = ['bookings'];
// The bookings desk, the agency's agents, the storefront customer or the holder of the booking's link (visa-documents.policy.ts).
const reach = { access: 'public', optionalUser: true, ownership: 'reachVisaApplication' } as const;
const upload = multipartFile(tooLarge);

/**
 * A visa application's files: its applicants' passport scans and photos, sent by the buyer (or
 * staff) while the application is open, read by those who reach the booking. The kind and the
 * applicant travel in the query string, the file as the one part of a multipart body.
 */
export async function visaDocumentsRoutes(base: FastifyInstance) {
  await base.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps: TVisaDocumentDeps = { app, storage: createFileStorage(app.config) };

  app.post(
    '/product-bookings/:booking_id/documents',
    {
      config: { ...reach, idempotency: 'optional' },
      preValidation: upload.preValidation,
      schema: {
        tags,
        summary: 'Add a file (passport scan, photo…) for one applicant of a visa application (multipart/form-data, one part named file)',
        params: ZVisaDocumentsParams,
        querystring: ZVisaDocumentUploadQuery,
        response: { 200: envelope(z.strictObject({ id: z.string() })), ...errors(400, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (req) => {
      const { kind, traveller, token } = req.query;
      const caller = { req, user: req.user, linkToken: token };
      const id = await addVisaDocument(deps, caller, req.params.booking_id, { kind, traveller }, upload.fileOf(req));
      return ok(req, { id }, 'messages.visa_document_added');
    },
  );

  app.delete(
    '/product-bookings/:booking_id/documents/:id',
    {
      config: reach,
      schema: {
        tags,
        summary: 'Remove a file sent by mistake, while the application is not yet submitted',
        params: ZVisaDocumentParams,
        querystring: ZVisaDocumentQuery,
        response: { 200: envelope(z.strictObject({ id: z.string() })), ...errors(403, 404, 409) },
      },
    },
    async (req) => {
      const caller = { req, user: req.user, linkToken: req.query.token };
      await removeVisaDocument(deps, caller, req.params.booking_id, req.params.id);
      return ok(req, { id: req.params.id }, 'messages.visa_document_removed');
    },
  );

  app.get(
    '/product-bookings/:booking_id/documents/:id',
    {
      config: reach,
      schema: {
        tags,
        summary: 'Download one file of a visa application',
        params: ZVisaDocumentParams,
        querystring: ZVisaDocumentQuery,
        response: { 200: fileResponse('The file, as an attachment', UPLOAD_MIME_TYPES), ...errors(403, 404) },
      },
    },
    async (req, reply) => {
      const row = await readVisaDocument(deps, { req, user: req.user, linkToken: req.query.token }, req.params.booking_id, req.params.id);
      const stream = await deps.storage.get(row.fileName);
      if (!stream) throw new AppError('not_found');
      fileHeaders(reply, row.mime, row.originalName, row.size);
      return reply.send(stream);
    },
  );
}
