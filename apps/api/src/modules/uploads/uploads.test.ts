import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES } from '@safar/contracts';
import { activityLogs, uploads } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { buildUser, tokenFor } from '@/test/factories';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { createFileStorage } from '@/core/storage';
import { multipartFileBody } from './multipart-body';
import { purgeUnusedUploads, UNUSED_UPLOAD_HOURS } from './purge-unused-uploads';
import { registerUploadInUseCheck } from './uploads.policy';

let t: TestApp;
let dataDir: string;
let admin: string;
let accounts: string;
let agent: string;
let otherAgent: string;
let salesman: string;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-test-bytes')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jfif-test')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 test')]);
const PDF = Buffer.from('%PDF-1.4\n% receipt\n');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

const upload = (token: string, filename: string, data: Buffer, type?: string) =>
  t.request({ method: 'POST', url: '/api/uploads', token, ...multipartFileBody(filename, data, type) });

async function uploaded(token: string, filename = 'receipt.png', data = PNG) {
  const res = await upload(token, filename, data);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.upload as { file_name: string; name: string; url: string; mime: string; size: number };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'safar-uploads-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  admin = await tokenFor(t, 'admin@example.com');
  accounts = await tokenFor(t, 'accounts@example.com');
  agent = await tokenFor(t, 'agent@example.com');
  salesman = await tokenFor(t, 'salesman@example.com');
  const agency = await buildAgency(t.database.db, 'Other Agency');
  const other = await buildUser(t.database.db, { role: 'agent', isApproved: true, isFormFilled: true, agencyId: agency.id });
  otherAgent = await tokenFor(t, other.email);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /uploads', () => {
  it.each([
    ['receipt.png', PNG, 'image/png', 'png'],
    ['photo.JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['scan.webp', WEBP, 'image/webp', 'webp'],
    ['statement.pdf', PDF, 'application/pdf', 'pdf'],
  ])('accepts %s by its content, under a server-generated name', async (name, data, mime, ext) => {
    const res = await upload(agent, name, data, 'text/html');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('File Uploaded.');
    const file = res.json().data.upload;
    expect(file).toMatchObject({ name, mime, size: data.length });
    expect(file.file_name).toMatch(new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\\.${ext}$`));
    expect(await readdir(join(dataDir, 'uploads'))).toContain(file.file_name);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.fileName, file.file_name));
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'upload.created'), eq(activityLogs.subjectId, file.file_name)));
    expect(logs).toHaveLength(1);
  });

  it.each([
    ['an HTML page renamed .png', 'invoice.png', HTML],
    ['a PNG named .exe', 'setup.exe', PNG],
    ['a PDF named .png', 'receipt.png', PDF],
    ['a file without extension', 'receipt', PNG],
  ])('refuses %s with 415 and stores nothing', async (_label, name, data) => {
    const before = await readdir(join(dataDir, 'uploads')).catch(() => []);
    const res = await upload(agent, name, data, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message.description).toBe('Only JPEG, PNG or WebP images and PDF files are accepted.');
    expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await upload(agent, 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message.description).toBe('The file is larger than 5 MB.');
  });

  it('refuses an empty file, a body without a file and a JSON body', async () => {
    expect((await upload(agent, 'empty.png', Buffer.alloc(0))).statusCode).toBe(422);
    const boundary = 'xyz';
    const noFile = await t.request({
      method: 'POST',
      url: '/api/uploads',
      token: agent,
      payload: `--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(noFile.statusCode).toBe(422);
    expect((await t.request({ method: 'POST', url: '/api/uploads', token: agent, payload: { file: 'x' } })).statusCode).toBe(415);
  });

  it('is closed to staff outside finance and to signed-out callers', async () => {
    expect((await upload(salesman, 'a.png', PNG)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/uploads', ...multipartFileBody('a.png', PNG) })).statusCode).toBe(401);
  });
});

describe('GET /uploads and downloads', () => {
  it('lists only the agency’s own files for an agent, all files for finance staff', async () => {
    const mine = await uploaded(agent, 'mine.png');
    const theirs = await uploaded(otherAgent, 'theirs.png');
    const names = async (token: string) =>
      ((await t.request({ method: 'GET', url: '/api/uploads?per_page=100', token })).json().data.items as { file_name: string }[]).map(
        (f) => f.file_name,
      );
    expect(await names(agent)).toContain(mine.file_name);
    expect(await names(agent)).not.toContain(theirs.file_name);
    expect(await names(accounts)).toEqual(expect.arrayContaining([mine.file_name, theirs.file_name]));
  });

  it('downloads with a bearer token as an inert attachment', async () => {
    const file = await uploaded(agent, 'kvittering ö.pdf', PDF);
    const res = await t.request({ method: 'GET', url: `/api/uploads/${file.file_name}`, token: agent });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="kvittering _.pdf"; filename*=UTF-8''kvittering%20%C3%B6.pdf`);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await t.request({ method: 'GET', url: `/api/uploads/${file.file_name}`, token: admin })).statusCode).toBe(200);
  });

  it('hides another agency’s file (404) and refuses the wrong roles and signed-out callers', async () => {
    const file = await uploaded(agent);
    expect((await t.request({ method: 'GET', url: `/api/uploads/${file.file_name}`, token: otherAgent })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/uploads/${file.file_name}`, token: otherAgent })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/uploads/${file.file_name}`, token: salesman })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/uploads/${file.file_name}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/uploads/../../etc/passwd', token: admin })).statusCode).not.toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/uploads/not-a-name.png', token: admin })).statusCode).toBe(422);
  });

  it('serves a signed URL without a token until it expires, and refuses a tampered one', async () => {
    const file = await uploaded(agent);
    const ok = await t.request({ method: 'GET', url: file.url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    const other = await uploaded(agent);
    const swapped = file.url.replace(file.file_name, other.file_name);
    expect((await t.request({ method: 'GET', url: swapped })).statusCode).toBe(403);
    // A signature with its first character changed (to another one, whatever it was).
    const tampered = file.url.replace(/signature=(.)/, (_all, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.request({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now + 6 * 60 * 1000);
    try {
      const expired = await t.request({ method: 'GET', url: file.url });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message.description).toBe('This file link is invalid or has expired.');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('DELETE /uploads/{file_name}', () => {
  it('deletes the agency’s own file: gone from lists, downloads and disk, logged', async () => {
    const file = await uploaded(agent);
    const res = await t.request({ method: 'DELETE', url: `/api/uploads/${file.file_name}`, token: agent });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('File deleted.');
    expect(await readdir(join(dataDir, 'uploads'))).not.toContain(file.file_name);
    expect((await t.request({ method: 'GET', url: `/api/uploads/${file.file_name}`, token: agent })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/uploads/${file.file_name}`, token: agent })).statusCode).toBe(404);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'upload.deleted'), eq(activityLogs.subjectId, file.file_name)));
    expect(logs).toHaveLength(1);
  });

  it('refuses (409) a file that a record refers to, through the in-use hook', async () => {
    const file = await uploaded(agent);
    const unregister = registerUploadInUseCheck(async (_tx, row) => row.fileName === file.file_name);
    try {
      const res = await t.request({ method: 'DELETE', url: `/api/uploads/${file.file_name}`, token: admin });
      expect(res.statusCode).toBe(409);
      expect(res.json().message.description).toBe('This file is referred to and cannot be deleted.');
      expect(await readdir(join(dataDir, 'uploads'))).toContain(file.file_name);
    } finally {
      unregister();
    }
    expect((await t.request({ method: 'DELETE', url: `/api/uploads/${file.file_name}`, token: admin })).statusCode).toBe(200);
  });
});

describe('the unused-uploads job', () => {
  it('removes files older than 24 h that nothing refers to, keeps the rest, logs each, and is safe to repeat', async () => {
    const abandoned = await uploaded(agent);
    const attached = await uploaded(agent);
    const fresh = await uploaded(agent);
    const age = (fileName: string, hours: number) =>
      t.database.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
        .where(eq(uploads.fileName, fileName));
    await age(abandoned.file_name, UNUSED_UPLOAD_HOURS + 1);
    await age(attached.file_name, UNUSED_UPLOAD_HOURS + 1);
    await age(fresh.file_name, UNUSED_UPLOAD_HOURS - 1);
    const unregister = registerUploadInUseCheck(async (_tx, row) => row.fileName === attached.file_name);
    try {
      const storage = createFileStorage(t.app.config);
      expect(await purgeUnusedUploads(t.app, storage, 'job-1')).toBe(1);
      expect(await purgeUnusedUploads(t.app, storage, 'job-2')).toBe(0);
    } finally {
      unregister();
    }
    const files = await readdir(join(dataDir, 'uploads'));
    expect(files).not.toContain(abandoned.file_name);
    expect(files).toEqual(expect.arrayContaining([attached.file_name, fresh.file_name]));
    expect((await t.request({ method: 'GET', url: `/api/uploads/${abandoned.file_name}`, token: agent })).statusCode).toBe(404);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'upload.purged_unused'), eq(activityLogs.subjectId, abandoned.file_name)));
    expect(logs).toEqual([expect.objectContaining({ actorId: null, ip: null, requestId: 'job-1' })]);
  });
});
