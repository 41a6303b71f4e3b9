import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activityLogs, pageHeaderImages } from '@safar/db';
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
let reservation: string;
let imageId: string;

type THeader = { id: string; kind: string; image_id: string; position: number; alt_en: string | null; image: { url: string } };

const list = async (path: string, token?: string) => {
  const res = await t.request({ method: 'GET', url: `/api${path}`, ...(token ? { token } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as THeader[];
};
const create = (path: string, payload: Record<string, unknown>, token = admin) =>
  t.request({ method: 'POST', url: `/api${path}`, token, payload });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'safar-header-images-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  admin = await tokenFor(t, 'admin@example.com');
  agent = await tokenFor(t, 'agent@example.com');
  reservation = await tokenFor(t, 'reservation@example.com');
  const res = await t.request({
    method: 'POST',
    url: '/api/images',
    token: admin,
    ...multipartFileBody('hero.jpg', await testImage(1400, 500, 'jpeg')),
  });
  imageId = res.json().data.image.id as string;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(['visa', 'holiday', 'umrah'] as const)('/%s-header-images', (kind) => {
  const path = `/${kind}-header-images`;

  it('adds images in order (a new one goes last), lists them to anyone, logs each write', async () => {
    const first = await create(path, { image_id: imageId, alt_en: 'Desert at dusk', alt_ar: 'صحراء عند الغروب' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message.description).toBe('Header image saved.');
    const second = await create(path, { image_id: imageId });
    const a = first.json().data.header_image as THeader;
    const b = second.json().data.header_image as THeader;
    expect(a).toMatchObject({ kind, image_id: imageId, position: 0, alt_en: 'Desert at dusk' });
    expect(b.position).toBe(1);
    expect(a.image.url).toBe(`/api/images/${imageId}-960.webp`);

    expect((await list(path)).map((h) => h.id)).toEqual([a.id, b.id]);
    expect((await list(path, agent)).map((h) => h.id)).toEqual([a.id, b.id]);

    const moved = await t.request({ method: 'PUT', url: `/api${path}?id=${b.id}`, token: admin, payload: { position: 0 } });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.request({ method: 'PUT', url: `/api${path}?id=${a.id}`, token: admin, payload: { position: 1 } });
    expect((await list(path)).map((h) => h.id)).toEqual([b.id, a.id]);
    // An update of the position alone keeps the alt texts.
    expect((await list(path)).find((h) => h.id === a.id)?.alt_en).toBe('Desert at dusk');

    const removed = await t.request({ method: 'DELETE', url: `/api${path}?id=${a.id}`, token: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message.description).toBe('Header image deleted.');
    expect((await list(path)).map((h) => h.id)).toEqual([b.id]);
    const actions = (
      await t.database.db
        .select({ action: activityLogs.action })
        .from(activityLogs)
        .where(and(eq(activityLogs.subjectType, 'header_image'), eq(activityLogs.subjectId, a.id)))
    ).map((l) => l.action);
    expect(actions.sort()).toEqual(['header_image.created', 'header_image.deleted', 'header_image.updated']);
  });

  it('is written by staff who keep catalogues only: 403 for an agent or reservation staff, 401 signed out', async () => {
    expect((await create(path, { image_id: imageId }, agent)).statusCode).toBe(403);
    expect((await create(path, { image_id: imageId }, reservation)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api${path}`, payload: { image_id: imageId } })).statusCode).toBe(401);
    const [row] = await list(path);
    expect((await t.request({ method: 'DELETE', url: `/api${path}?id=${row!.id}`, token: agent })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api${path}?id=${row!.id}` })).statusCode).toBe(401);
  });
});

describe('header images of one page and another', () => {
  it('keeps each page to its own: another page’s id is 404 and nothing changes', async () => {
    const visa = (await create('/visa-header-images', { image_id: imageId })).json().data.header_image as THeader;
    expect((await t.request({ method: 'DELETE', url: `/api/holiday-header-images?id=${visa.id}`, token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/umrah-header-images/${visa.id}` })).statusCode).toBe(404);
    expect(await t.database.db.select().from(pageHeaderImages).where(eq(pageHeaderImages.id, visa.id))).toHaveLength(1);
  });

  it('refuses a missing image and bad input with 422, saving nothing', async () => {
    const before = (await list('/visa-header-images')).length;
    const missing = await create('/visa-header-images', { image_id: '0190a0a0-0000-7000-8000-000000000000' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.image_id).toEqual(['This image does not exist (it may have been deleted). Upload it again.']);
    const bad = await create('/visa-header-images', { image_id: imageId, position: -1, alt_en: 'a\u202Eb' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['alt_en', 'position']);
    expect((await list('/visa-header-images')).length).toBe(before);
  });
});
