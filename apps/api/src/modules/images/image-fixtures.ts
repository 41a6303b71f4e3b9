import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like test image (a gradient, so encoders have something to do) of the given size and type. */
export async function testImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp', orientation?: number): Promise<Buffer> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  let image = sharp(raw, { raw: { width, height, channels } });
  // A camera's EXIF (orientation, and a maker note the variants must not keep).
  if (orientation) image = image.withMetadata({ orientation, exif: { IFD0: { Make: 'TestCam', Copyright: 'secret-place' } } });
  return image.toFormat(format).toBuffer();
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a PNG of a few dozen bytes whose header declares `width` × `height`
 * pixels. Decoding it would allocate gigabytes; the server must refuse it from the header.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
