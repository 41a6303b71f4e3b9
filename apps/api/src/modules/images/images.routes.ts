import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, zIdQuery, zImageVariantParams, ZImage } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { AppError } from '@/core/app-error';
import { ok } from '@/core/envelope';
import { envelope, errors, fileResponse } from '@/core/responses';
import { createFileStorage } from '@/core/storage';
import { multipartFile } from '@/modules/uploads/multipart-file';
import { deleteImage, ensureJpegCopy, findVariant, imageTooLarge, saveImage, type TImageDeps } from './images.service';
import { purgeUnusedImagesJob } from './purge-unused-images';

const tags = ['images'];
const write = { access: 'catalogueWrite', ownership: 'none' } as const;
const upload = multipartFile(imageTooLarge);

/** POST /images (upload), DELETE /images?id= and the public GET /images/{variant}. */
export async function imagesRoutes(base: FastifyInstance) {
  await base.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps: TImageDeps = { db: app.db, storage: createFileStorage(app.config) };
  app.jobs.define(purgeUnusedImagesJob(app, deps.storage));

  app.post(
    '/images',
    {
      config: { access: 'imageUpload', ownership: 'none', idempotency: 'optional' },
      preValidation: upload.preValidation,
      schema: {
        tags,
        summary:
          'Upload an image for the public site or an agency logo (multipart/form-data, one part named file): resized into WebP variants',
        response: { 200: envelope(z.strictObject({ image: ZImage })), ...errors(400, 413, 415, 422) },
      },
    },
    async (req) => ok(req, { image: await saveImage(deps, req, requireUser(req), upload.fileOf(req)) }, 'messages.image_uploaded'),
  );

  app.delete(
    '/images',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete an image nothing shows (409 while anything refers to it)',
        querystring: zIdQuery,
        response: { 200: envelope(z.strictObject({ id: z.uuid() })), ...errors(404, 409) },
      },
    },
    async (req) => {
      await deleteImage(deps, req, req.query.id);
      return ok(req, { id: req.query.id }, 'messages.image_deleted');
    },
  );

  app.get(
    '/images/:variant',
    {
      config: { access: 'public', ownership: 'none' },
      schema: {
        tags,
        summary:
          'One variant of a public image (cached for a year: its address never changes); `.jpg` for its JPEG copy, made when first asked for (link previews)',
        params: zImageVariantParams,
        response: { 200: fileResponse('The image', ['image/webp', 'image/jpeg']), ...errors(404) },
      },
    },
    async (req, reply) => {
      const variant = await findVariant(app.db, req.params.variant);
      if (variant.format === 'jpeg') await ensureJpegCopy(deps, variant);
      const stream = await deps.storage.get(variant.name);
      if (!stream) throw new AppError('not_found');
      return reply
        .type(`image/${variant.format}`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-site')
        .send(stream);
    },
  );
}
