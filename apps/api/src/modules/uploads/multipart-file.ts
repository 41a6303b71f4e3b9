import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@/core/app-error';
import { setIdempotencyBody } from '@/core/idempotency';

export interface TFilePart {
  filename: string;
  data: Buffer;
}

/** Reads the one file part of a multipart request (size-limited by the plugin; `tooLarge` past it). */
async function readFilePart(req: FastifyRequest, tooLarge: () => AppError): Promise<TFilePart> {
  try {
    const part = await req.file();
    if (!part) throw new AppError('validation_failed', { errors: { file: ['messages.file_missing'] } });
    return { filename: part.filename, data: await part.toBuffer() };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('unsupported_media_type');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('validation_failed', { errors: { file: ['validation.invalid'] } });
    throw err;
  }
}

/**
 * The file of an upload route, read in `preValidation` before its Idempotency-Key is looked at,
 * so that the request is compared by the file it carries: the same key with another file is
 * refused rather than answered with the first upload. `fileOf` gives the handler the file.
 */
export function multipartFile(tooLarge: () => AppError) {
  const read = new WeakMap<FastifyRequest, TFilePart>();
  return {
    async preValidation(req: FastifyRequest) {
      const file = await readFilePart(req, tooLarge);
      read.set(req, file);
      setIdempotencyBody(req, {
        file_name: file.filename,
        size: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
      });
    },
    fileOf(req: FastifyRequest): TFilePart {
      const file = read.get(req);
      if (!file) throw new Error('the upload was not read');
      return file;
    },
  };
}
