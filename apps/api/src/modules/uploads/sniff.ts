import type { TUploadMime } from '@safar/contracts';

export interface TSniffed {
  mime: TUploadMime;
  ext: 'jpg' | 'png' | 'webp' | 'pdf';
  /** Client file-name extensions that agree with the content. */
  names: readonly string[];
}

const startsWith = (buf: Buffer, bytes: readonly number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The type of a file by its first bytes, for the four accepted formats only; anything else
 * (HTML, SVG, executables, archives…) is null whatever its name says.
 */
export function sniffType(buf: Buffer): TSniffed | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg', names: ['jpg', 'jpeg'] };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png', names: ['png'] };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp', names: ['webp'] };
  if (startsWith(buf, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf', names: ['pdf'] };
  return null;
}

/** The lower-cased extension of a client file name ('' when none). */
export const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? '';
