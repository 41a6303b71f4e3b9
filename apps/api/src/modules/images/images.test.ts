import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activityLogs, images } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '@/core/storage';
import { multipartFileBody } from '@/modules/uploads/multipart-body';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { pngDeclaring, testImage } from './image-fixtures';
import { loadImages } from './load-images';
import { purgeUnusedImages } from './purge-unused-images';

let t: TestApp;
let dataDir: string;
let admin: string;
let agent: string;
let accounts: string;

const upload = (token: string | undefined, filename: string, data: Buffer) =>
  t.request({ method: 'POST', url: '/api/images', ...(token ? { token } : {}), ...multipartFileBody(filename, data, 'image/png') });

type TImageView = { id: string; url: string; srcset: string; width: number; height: number };
async function uploaded(data: Buffer, filename = 'photo.jpg'): Promise<TImageView> {
  const res = await upload(admin, filename, data);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.image as TImageView;
}

const stored = async () => (await readdir(join(dataDir, 'uploads')).catch(() => [])).sort();
const fetchVariant = (url: string) => t.request({ method: 'GET', url });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'safar-images-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  admin = await tokenFor(t, 'admin@example.com');
  agent = await tokenFor(t, 'agent@example.com');
  accounts = await tokenFor(t, 'accounts@example.com');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /images', () => {
  it.each([
    ['a JPEG turned by its EXIF orientation', 'jpeg', 1200, 800, 6, { width: 800, height: 1200 }, [320, 640, 800]],
    ['a PNG narrower than the second step', 'png', 500, 300, undefined, { width: 500, height: 300 }, [320, 500]],
    ['a WebP wider than the widest step', 'webp', 2400, 1000, undefined, { width: 2400, height: 1000 }, [320, 640, 960, 1280, 1920]],
    ['a tiny image', 'png', 100, 80, undefined, { width: 100, height: 80 }, [100]],
  ] as const)('resizes %s into WebP variants no wider than the original', async (_label, format, w, h, orientation, box, widths) => {
    const source = await testImage(w, h, format, orientation);
    const res = await upload(admin, `photo.${format}`, source);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Image uploaded.');
    const image = res.json().data.image as TImageView;
    expect(image).toMatchObject(box);
    const urls = widths.map((width) => `/api/images/${image.id}-${width}.webp`);
    expect(image.srcset).toBe(urls.map((u, i) => `${u} ${widths[i]}w`).join(', '));
    // src: the widest variant up to 960 pixels.
    expect(image.url).toBe(urls[widths.filter((x) => x <= 960).length - 1]);
    for (const [i, url] of urls.entries()) {
      const variant = await fetchVariant(url);
      expect(variant.statusCode).toBe(200);
      const meta = await sharp(variant.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(widths[i]);
      expect(meta.height).toBe(Math.round((widths[i]! * box.height) / box.width));
      // No camera metadata survives, and the pixels are upright (no orientation left to apply).
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const [row] = await t.database.db.select().from(images).where(eq(images.id, image.id));
    expect(row).toMatchObject({ width: box.width, height: box.height, widths: [...widths], sourceMime: `image/${format}` });
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'image.created'), eq(activityLogs.subjectId, image.id)));
    expect(logs).toHaveLength(1);
  });

  it('refuses what is not an image with 415, whatever its name, and stores nothing', async () => {
    const before = await stored();
    for (const [name, data] of [
      ['receipt.png', Buffer.from('%PDF-1.4\n% a pdf\n')],
      ['page.png', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ] as const) {
      const res = await upload(admin, name, data);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message.description).toBe('Only JPEG, PNG or WebP images are accepted.');
    }
    const body = multipartFileBody('a.png', Buffer.from('%PDF-1.4'));
    const ar = await t.request({
      method: 'POST',
      url: '/api/images',
      token: admin,
      payload: body.payload,
      headers: { 'accept-language': 'ar', ...body.headers },
    });
    expect(ar.json().message.description).toBe('لا تُقبل إلا صور JPEG أو PNG أو WebP.');
    expect(await stored()).toEqual(before);
  });

  it('refuses a decompression bomb from its header (422) and a damaged image (422), storing nothing', async () => {
    const before = await stored();
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;
    const rows = await count();
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    const res = await upload(admin, 'bomb.png', bomb);
    expect(res.statusCode).toBe(422);
    expect(res.json().message.description).toBe('The image is larger than 50 megapixels. Resize it and upload it again.');
    expect(res.json().errors.file).toEqual(['The image is larger than 50 megapixels. Resize it and upload it again.']);

    const damaged = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    const broken = await upload(admin, 'broken.png', damaged);
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message.description).toBe('The image could not be read. It may be damaged; save it again and upload it.');
    expect(await stored()).toEqual(before);
    expect(await count()).toBe(rows);
  });

  it('refuses a file over 15 MB with 413', async () => {
    const res = await upload(admin, 'huge.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(15 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message.description).toBe('The file is larger than 15 MB.');
  });

  it('is for staff who keep catalogues and approved agents (their logo): 403 for other roles, 401 signed out', async () => {
    const png = await testImage(40, 40, 'png');
    const byAgent = await upload(agent, 'logo.png', png);
    expect(byAgent.statusCode, byAgent.body).toBe(200);
    const waiting = await buildUser(t.database.db, { role: 'agent', isApproved: false, isFormFilled: true });
    for (const token of [accounts, await tokenFor(t, 'reservation@example.com'), await tokenFor(t, waiting.email)])
      expect((await upload(token, 'a.png', png)).statusCode).toBe(403);
    expect((await upload(undefined, 'a.png', png)).statusCode).toBe(401);
    // Deleting stays with the staff who keep the catalogues.
    const image = byAgent.json().data.image as TImageView;
    expect((await t.request({ method: 'DELETE', url: `/api/images?id=${image.id}`, token: agent })).statusCode).toBe(403);
  });
});

describe('GET /images/{variant}', () => {
  it('serves a variant to anyone, cached for a year, typed and never sniffed', async () => {
    const image = await uploaded(await testImage(700, 400, 'jpeg'));
    const res = await fetchVariant(image.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('never serves private uploads, another width or a made-up name', async () => {
    const receipt = await t.request({
      method: 'POST',
      url: '/api/uploads',
      token: agent,
      ...multipartFileBody('receipt.webp', await testImage(400, 300, 'webp'), 'image/webp'),
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const fileName = receipt.json().data.upload.file_name as string;
    const uploadId = fileName.replace(/\.webp$/, '');
    expect((await fetchVariant(`/api/images/${fileName}`)).statusCode).toBe(422);
    expect((await fetchVariant(`/api/images/${uploadId}-320.webp`)).statusCode).toBe(404);
    const image = await uploaded(await testImage(700, 400, 'jpeg'));
    expect((await fetchVariant(`/api/images/${image.id}-1280.webp`)).statusCode).toBe(404);
    expect((await fetchVariant(`/api/images/${image.id}-1280.jpg`)).statusCode).toBe(404);
    expect((await fetchVariant(`/api/images/${image.id}-640.png`)).statusCode).toBe(422);
    expect((await fetchVariant('/api/images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(422);
  });
});

describe('GET /images/{variant}.jpg, the JPEG copy link previews show', () => {
  it('is made from the WebP variant on its first request, then served as kept, cached for a year', async () => {
    const image = await uploaded(await testImage(700, 400, 'png'));
    const url = `/api/images/${image.id}-640.jpg`;
    expect(await stored()).not.toContain(`${image.id}-640.jpg`);
    const [first, second] = await Promise.all([fetchVariant(url), fetchVariant(url)]);
    for (const res of [first!, second!]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const meta = await sharp(first!.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha, meta.exif]).toEqual(['jpeg', 640, 366, false, undefined]);
    expect(second!.rawPayload.equals(first!.rawPayload)).toBe(true);
    expect(await stored()).toContain(`${image.id}-640.jpg`);
    expect((await fetchVariant(url)).rawPayload.equals(first!.rawPayload)).toBe(true);
  });

  it('goes with its image when the image is deleted', async () => {
    const image = await uploaded(await testImage(500, 300, 'jpeg'));
    expect((await fetchVariant(`/api/images/${image.id}-320.jpg`)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/images?id=${image.id}`, token: admin })).statusCode).toBe(200);
    expect((await stored()).filter((f) => f.startsWith(image.id))).toEqual([]);
    expect((await fetchVariant(`/api/images/${image.id}-320.jpg`)).statusCode).toBe(404);
  });
});

describe('loadImages', () => {
  it('loads many images in one call, skipping blanks and unknown ids', async () => {
    const a = await uploaded(await testImage(400, 200, 'png'));
    const b = await uploaded(await testImage(330, 330, 'png'));
    const found = await loadImages(t.database.db, [a.id, null, b.id, a.id, '0190a0a0-0000-7000-8000-000000000000']);
    expect([...found.keys()].sort()).toEqual([a.id, b.id].sort());
    expect(found.get(a.id)).toEqual(a);
    expect(await loadImages(t.database.db, [])).toEqual(new Map());
  });
});

describe('DELETE /images', () => {
  it('deletes an unused image: row, variants and public address gone, logged', async () => {
    const image = await uploaded(await testImage(700, 400, 'jpeg'));
    const res = await t.request({ method: 'DELETE', url: `/api/images?id=${image.id}`, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Image deleted.');
    expect((await stored()).filter((f) => f.startsWith(image.id))).toEqual([]);
    expect((await fetchVariant(image.url)).statusCode).toBe(404);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'image.deleted'), eq(activityLogs.subjectId, image.id)));
    expect(logs).toHaveLength(1);
    expect((await t.request({ method: 'DELETE', url: `/api/images?id=${image.id}`, token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/images?id=${image.id}`, token: agent })).statusCode).toBe(403);
  });

  it('refuses (409, en and ar) an image any table shows, deleting nothing', async () => {
    const image = await uploaded(await testImage(700, 400, 'jpeg'));
    const header = await t.request({ method: 'POST', url: '/api/umrah-header-images', token: admin, payload: { image_id: image.id } });
    expect(header.statusCode, header.body).toBe(200);
    const files = (await stored()).filter((f) => f.startsWith(image.id));
    const res = await t.request({ method: 'DELETE', url: `/api/images?id=${image.id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message.description).toBe(
      "This image is still shown (on a banner, a page header, a catalogue or an agency's documents) and cannot be deleted. Remove it there first.",
    );
    const ar = await t.request({ method: 'DELETE', url: `/api/images?id=${image.id}`, token: admin, headers: { 'accept-language': 'ar' } });
    expect(ar.json().message.description).toContain('لا يمكن حذفها');
    expect(await t.database.db.select().from(images).where(eq(images.id, image.id))).toHaveLength(1);
    expect((await stored()).filter((f) => f.startsWith(image.id))).toEqual(files);
    expect((await fetchVariant(image.url)).statusCode).toBe(200);
  });
});

describe('the clean-up of unused images', () => {
  it('removes old images nothing shows, keeps new ones and those in use (looked at again a day later)', async () => {
    const storage = createFileStorage({ dataDir });
    const unused = await uploaded(await testImage(400, 300, 'png'));
    const used = await uploaded(await testImage(400, 300, 'png'));
    const fresh = await uploaded(await testImage(400, 300, 'png'));
    expect(
      (await t.request({ method: 'POST', url: '/api/visa-header-images', token: admin, payload: { image_id: used.id } })).statusCode,
    ).toBe(200);
    const age = sql`now() - interval '2 days'`;
    await t.database.db
      .update(images)
      .set({ createdAt: age })
      .where(sql`${images.id} in (${unused.id}, ${used.id})`);

    await purgeUnusedImages(t.app, storage, 'test-job');
    expect(await t.database.db.select({ id: images.id }).from(images).where(eq(images.id, unused.id))).toEqual([]);
    expect(await storage.exists(`${unused.id}-320.webp`)).toBe(false);
    const [kept] = await t.database.db.select().from(images).where(eq(images.id, used.id));
    expect(kept?.inUseSeenAt).toBeInstanceOf(Date);
    expect(await storage.exists(`${used.id}-320.webp`)).toBe(true);
    expect(await t.database.db.select({ id: images.id }).from(images).where(eq(images.id, fresh.id))).toHaveLength(1);
    const purged = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'image.purged_unused'), eq(activityLogs.subjectId, unused.id)));
    expect(purged).toHaveLength(1);
  });
});
