import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIn } from '@safar/contracts';
import { activityLogs, images, promoBanners } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '@/modules/images/image-fixtures';
import { multipartFileBody } from '@/modules/uploads/multipart-body';
import { tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let dataDir: string;
let admin: string;
let agent: string;
let imageId: string;

type TBanner = { id: string; title_en: string; position: number; active: boolean; live: boolean; link: string | null };

/** A day `offset` days from today in the agency's time zone. */
const day = (offset: number) => {
  const today = new Date(`${todayIn(t.app.config.agencyTimezone)}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + offset);
  return today.toISOString().slice(0, 10);
};

const banner = (over: Record<string, unknown> = {}) => ({
  image_id: imageId,
  title_en: 'Umrah in Ramadan',
  title_ar: 'عمرة في رمضان',
  subtitle_en: 'Packages from Karachi and Lahore',
  link: '/umrah-packages',
  ...over,
});
const save = (payload: Record<string, unknown>, token = admin) =>
  t.request({ method: 'POST', url: '/api/save-promo-image', token, payload });
async function saved(payload: Record<string, unknown>): Promise<TBanner> {
  const res = await save(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.promo_image as TBanner;
}
const titles = async (query = '', token?: string) => {
  const res = await t.request({ method: 'GET', url: `/api/get-promo-images?per_page=100${query}`, ...(token ? { token } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as TBanner[]).map((b) => b.title_en);
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'safar-banners-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  admin = await tokenFor(t, 'admin@example.com');
  agent = await tokenFor(t, 'agent@example.com');
  const res = await t.request({
    method: 'POST',
    url: '/api/images',
    token: admin,
    ...multipartFileBody('banner.png', await testImage(1600, 600, 'png')),
  });
  imageId = res.json().data.image.id as string;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('promo banners', () => {
  it('saves, updates and deletes on their paths, each write logged', async () => {
    const created = await save(banner({ title_en: 'Summer holidays', starts_on: '', ends_on: '' }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message.description).toBe('Banner saved successfully.');
    const b = created.json().data.promo_image as TBanner & { image: { srcset: string }; starts_on: string | null };
    expect(b).toMatchObject({ title_en: 'Summer holidays', active: true, live: true, link: '/umrah-packages', starts_on: null });
    expect(b.image.srcset).toContain(`/api/images/${imageId}-320.webp 320w`);

    const updated = await t.request({
      method: 'POST',
      url: `/api/update-promo-image?id=${b.id}`,
      token: admin,
      payload: { title_ar: 'عطلات الصيف', link: 'https://example.com/summer' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.promo_image).toMatchObject({ title_en: 'Summer holidays', link: 'https://example.com/summer' });
    const one = await t.request({ method: 'GET', url: `/api/get-promo-images/${b.id}` });
    expect(one.json().data.promo_image.title_ar).toBe('عطلات الصيف');

    const removed = await t.request({ method: 'DELETE', url: `/api/delete-promo-image?id=${b.id}`, token: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message.description).toBe('Banner deleted.');
    expect(await t.database.db.select().from(promoBanners).where(eq(promoBanners.id, b.id))).toEqual([]);
    // The image stays until the clean-up finds nothing showing it.
    expect(await t.database.db.select({ id: images.id }).from(images).where(eq(images.id, imageId))).toHaveLength(1);
    const actions = (
      await t.database.db
        .select({ action: activityLogs.action })
        .from(activityLogs)
        .where(and(eq(activityLogs.subjectType, 'promo_image'), eq(activityLogs.subjectId, b.id)))
    ).map((l) => l.action);
    expect(actions.sort()).toEqual(['promo_image.created', 'promo_image.deleted', 'promo_image.updated']);
  });

  it('shows visitors only live banners in order; all=1 shows staff every banner', async () => {
    await saved(banner({ title_en: 'Live second', position: 20 }));
    await saved(banner({ title_en: 'Live first', position: 10, starts_on: day(-3), ends_on: day(0) }));
    await saved(banner({ title_en: 'Inactive', position: 1, active: false }));
    await saved(banner({ title_en: 'Scheduled', position: 2, starts_on: day(1) }));
    await saved(banner({ title_en: 'Ended', position: 3, ends_on: day(-1) }));

    expect(await titles()).toEqual(['Live first', 'Live second']);
    expect(await titles('', agent)).toEqual(['Live first', 'Live second']);
    expect(await titles('', admin)).toEqual(['Live first', 'Live second']);
    expect(await titles('&all=1', admin)).toEqual(['Inactive', 'Scheduled', 'Ended', 'Live first', 'Live second']);
    expect(await titles('&all=1&active=0', admin)).toEqual(['Inactive']);

    const all = await t.request({ method: 'GET', url: '/api/get-promo-images?all=1', token: admin });
    const byTitle = Object.fromEntries((all.json().data.items as TBanner[]).map((b) => [b.title_en, b.live]));
    expect(byTitle).toMatchObject({ Inactive: false, Scheduled: false, Ended: false, 'Live first': true });

    // Only staff who keep catalogues see beyond the live ones.
    expect(await titles('&all=1', agent)).toEqual(['Live first', 'Live second']);
    expect(await titles('&all=1')).toEqual(['Live first', 'Live second']);
    // A banner a visitor cannot see is not found by id either.
    const inactive = (all.json().data.items as TBanner[]).find((b) => b.title_en === 'Inactive')!;
    expect((await t.request({ method: 'GET', url: `/api/get-promo-images/${inactive.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/get-promo-images/${inactive.id}`, token: admin })).statusCode).toBe(200);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://example.com'],
    ['//evil.example'],
    ['/path with space'],
    ['https://user:pass@example.com'],
  ])('refuses the link %s (422 on link), saving nothing', async (link) => {
    const res = await save(banner({ title_en: `Bad link ${link}`, link }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ link: ['Enter a path of this site (starting with /) or an address starting with https://.'] });
    expect(
      await t.database.db
        .select()
        .from(promoBanners)
        .where(eq(promoBanners.titleEn, `Bad link ${link}`)),
    ).toEqual([]);
  });

  it('refuses days out of order, on create and against the saved day on update', async () => {
    const res = await save(banner({ starts_on: day(5), ends_on: day(1) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ends_on).toEqual(['The last day cannot come before the first day.']);
    const b = await saved(banner({ title_en: 'Dated', starts_on: day(5) }));
    const update = await t.request({
      method: 'POST',
      url: `/api/update-promo-image?id=${b.id}`,
      token: admin,
      payload: { ends_on: day(1) },
    });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors.ends_on).toEqual(['The last day cannot come before the first day.']);
  });

  it('is written by staff who keep catalogues only', async () => {
    expect((await save(banner(), agent)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/save-promo-image', payload: banner() })).statusCode).toBe(401);
    const b = await saved(banner({ title_en: 'Agent cannot touch' }));
    expect(
      (await t.request({ method: 'POST', url: `/api/update-promo-image?id=${b.id}`, token: agent, payload: { active: false } })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/delete-promo-image?id=${b.id}`, token: agent })).statusCode).toBe(403);
  });

  it('keeps an image a banner shows: deleting it is 409 and nothing is deleted', async () => {
    await saved(banner({ title_en: 'Holds the image' }));
    const res = await t.request({ method: 'DELETE', url: `/api/images?id=${imageId}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(await t.database.db.select({ id: images.id }).from(images).where(eq(images.id, imageId))).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: `/api/images/${imageId}-320.webp` })).statusCode).toBe(200);
  });
});
