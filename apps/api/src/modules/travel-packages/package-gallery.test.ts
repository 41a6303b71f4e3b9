import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activityLogs, travelPackageImages } from '@safar/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '@/modules/images/image-fixtures';
import { multipartFileBody } from '@/modules/uploads/multipart-body';
import { tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { buildHoliday, buildUmrahPackage } from './travel-packages.test-fixtures';

let t: TestApp;
let dataDir: string;
let admin: string;
let agent: string;
/** Four uploaded images: a wide one, a tall one, two squares. */
let ids: string[];

type TPicture = {
  image_id: string;
  image: { id: string; url: string; srcset: string; width: number; height: number };
  alt_en: string | null;
};
type TPackage = { id: string; slug: string; gallery: TPicture[] };

const KINDS = [
  { path: '/api/holidays', subject: 'holiday', build: buildHoliday, update: 'PUT' },
  { path: '/api/umrah-packages', subject: 'umrah_package', build: buildUmrahPackage, update: 'PATCH' },
] as const;
type TKind = (typeof KINDS)[number];

let serial = 0;
const title = () => `Gallery Trip ${++serial}`;

async function upload(width: number, height: number): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/images',
    token: admin,
    ...multipartFileBody('photo.jpg', await testImage(width, height, 'jpeg')),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.image.id as string;
}

const post = (kind: TKind, overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: kind.path, token: admin, headers, payload: kind.build({ title_en: title(), ...overrides }) });

async function create(kind: TKind, overrides: Record<string, unknown>): Promise<TPackage> {
  const res = await post(kind, overrides);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[kind.subject] as TPackage;
}

const update = (kind: TKind, id: string, payload: Record<string, unknown>) =>
  t.request({ method: kind.update, url: `${kind.path}?id=${id}`, token: admin, payload });

const read = async (kind: TKind, url: string, token?: string) =>
  t.request({ method: 'GET', url: `${kind.path}${url}`, ...(token ? { token } : {}) });

const deleteImage = (id: string) => t.request({ method: 'DELETE', url: `/api/images?id=${id}`, token: admin });
const galleryRows = async (packageId: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(travelPackageImages)
      .where(eq(travelPackageImages.packageId, packageId))
  )[0]!.n;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'safar-package-gallery-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  admin = await tokenFor(t, 'admin@example.com');
  agent = await tokenFor(t, 'agent@example.com');
  ids = [await upload(1600, 900), await upload(600, 900), await upload(400, 400), await upload(500, 500)];
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(KINDS)('the gallery of $path', (kind) => {
  it('is saved in the order sent, with its alt texts, and every reader gets it in lists and by id or slug', async () => {
    const [wide, tall, square] = ids as [string, string, string];
    const created = await create(kind, {
      gallery: [{ image_id: tall, alt_en: 'The hotel lobby', alt_ar: 'بهو الفندق' }, { image_id: wide, alt_en: '' }, { image_id: square }],
    });
    expect(created.gallery.map((p) => p.image_id)).toEqual([tall, wide, square]);
    expect(created.gallery[0]).toMatchObject({
      alt_en: 'The hotel lobby',
      alt_ar: 'بهو الفندق',
      image: { id: tall, width: 600, height: 900 },
    });
    // Blank alt text is none.
    expect(created.gallery[1]).toMatchObject({ alt_en: null, alt_ar: null });
    expect(created.gallery[0]!.image.srcset).toContain(`/api/images/${tall}-320.webp 320w`);

    for (const token of [undefined, agent, admin]) {
      const bySlug = (await read(kind, `/slug/${created.slug}`, token)).json().data[kind.subject] as TPackage;
      expect(bySlug.gallery.map((p) => p.image_id)).toEqual([tall, wide, square]);
      const byId = (await read(kind, `/${created.id}`, token)).json().data[kind.subject] as TPackage;
      expect(byId.gallery).toEqual(bySlug.gallery);
      const listed = (await read(kind, `?search=${encodeURIComponent(created.slug)}`, token)).json().data.items as TPackage[];
      expect(listed.find((p) => p.id === created.id)?.gallery.map((p) => p.image_id)).toEqual([tall, wide, square]);
    }
  });

  it('is replaced whole when sent (reordered, shortened, emptied) and kept when not', async () => {
    const [wide, tall, square, other] = ids as [string, string, string, string];
    const created = await create(kind, { gallery: [{ image_id: wide }, { image_id: tall }, { image_id: square }] });

    const reordered = await update(kind, created.id, {
      gallery: [{ image_id: square, alt_en: 'Pool' }, { image_id: other }, { image_id: wide }],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = reordered.json().data[kind.subject] as TPackage;
    expect(after.gallery.map((p) => [p.image_id, p.alt_en])).toEqual([
      [square, 'Pool'],
      [other, null],
      [wide, null],
    ]);
    const positions = await t.database.db
      .select({ imageId: travelPackageImages.imageId, position: travelPackageImages.position })
      .from(travelPackageImages)
      .where(eq(travelPackageImages.packageId, created.id))
      .orderBy(travelPackageImages.position);
    expect(positions).toEqual([
      { imageId: square, position: 0 },
      { imageId: other, position: 1 },
      { imageId: wide, position: 2 },
    ]);

    // An update that does not name the gallery leaves it as it is.
    const nights = await update(kind, created.id, { nights: 9 });
    expect((nights.json().data[kind.subject] as TPackage).gallery.map((p) => p.image_id)).toEqual([square, other, wide]);

    // The activity entry of the last change carries the gallery as saved.
    const [entry] = await t.database.db
      .select({ changes: activityLogs.changes })
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectId, created.id), eq(activityLogs.action, `${kind.subject}.updated`)))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect((entry!.changes!.after as TPackage).gallery.map((p) => p.image_id)).toEqual([square, other, wide]);

    const emptied = await update(kind, created.id, { gallery: [] });
    expect((emptied.json().data[kind.subject] as TPackage).gallery).toEqual([]);
    expect(await galleryRows(created.id)).toBe(0);
  });

  it('refuses an unknown image, the same image twice and too many pictures on the field, saving nothing', async () => {
    const [wide, tall] = ids as [string, string];
    const unknown = '0190a0a0-0000-7000-8000-000000000000';
    const missing = await post(kind, { gallery: [{ image_id: wide }, { image_id: unknown }] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'gallery.1.image_id': ['This image does not exist (it may have been deleted). Upload it again.'],
    });
    const twice = await post(kind, { gallery: [{ image_id: wide }, { image_id: tall }, { image_id: wide }] }, { 'x-locale': 'ar' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'gallery.2.image_id': ['هذه الصورة موجودة في المعرض بالفعل.'] });
    const many = await post(kind, { gallery: Array.from({ length: 21 }, () => ({ image_id: wide })) });
    expect(many.statusCode).toBe(422);
    expect(Object.keys(many.json().errors)).toContain('gallery');
    const badAlt = await post(kind, { gallery: [{ image_id: wide, alt_en: 'a\u202Eb' }] });
    expect(Object.keys(badAlt.json().errors)).toEqual(['gallery.0.alt_en']);

    const created = await create(kind, { gallery: [{ image_id: tall }] });
    const refused = await update(kind, created.id, { gallery: [{ image_id: unknown }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'gallery.0.image_id': [expect.any(String)] });
    const kept = (await read(kind, `/${created.id}`, admin)).json().data[kind.subject] as TPackage;
    expect(kept.gallery.map((p) => p.image_id)).toEqual([tall]);
  });

  it('keeps drafts hidden as before: only staff see a draft and its gallery', async () => {
    const [wide] = ids as [string];
    const draft = await create(kind, { status: 'draft', gallery: [{ image_id: wide }] });
    for (const token of [undefined, agent]) {
      expect((await read(kind, `/${draft.id}`, token)).statusCode).toBe(404);
      expect((await read(kind, `/slug/${draft.slug}`, token)).statusCode).toBe(404);
      const listed = (await read(kind, '?per_page=100', token)).json().data.items as TPackage[];
      expect(listed.map((p) => p.id)).not.toContain(draft.id);
    }
    const staff = (await read(kind, `/${draft.id}`, admin)).json().data[kind.subject] as TPackage;
    expect(staff.gallery.map((p) => p.image_id)).toEqual([wide]);
  });
});

describe('an image a gallery shows', () => {
  it('cannot be deleted while shown (409, nothing changed); once out of every gallery it can', async () => {
    const shown = await upload(300, 200);
    const holiday = await create(KINDS[0], { gallery: [{ image_id: shown }] });
    const umrah = await create(KINDS[1], { status: 'draft', gallery: [{ image_id: shown }] });

    const refused = await deleteImage(shown);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message.description).toBe(
      "This image is still shown (on a banner, a page header, a catalogue or an agency's documents) and cannot be deleted. Remove it there first.",
    );
    expect((await read(KINDS[0], `/${holiday.id}`)).json().data.holiday.gallery[0].image_id).toBe(shown);

    // Taken out of one gallery, a draft's still holds it.
    await update(KINDS[0], holiday.id, { gallery: [] });
    expect((await deleteImage(shown)).statusCode).toBe(409);

    // Deleting the package takes its gallery with it, and the image is free.
    expect((await t.request({ method: 'DELETE', url: `/api/umrah-packages?id=${umrah.id}`, token: admin })).statusCode).toBe(200);
    expect(await galleryRows(umrah.id)).toBe(0);
    expect((await deleteImage(shown)).statusCode).toBe(200);
  });
});
