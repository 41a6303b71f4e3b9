import { capturedMails, mailAttachments, outgoingMails } from '@safar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { buildTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  const base = Date.now() - 60_000;
  await t.database.db.insert(capturedMails).values(
    ['first', 'second', 'third'].map((subject, i) => ({
      to: i === 2 ? 'other@example.test' : 'reader@example.test',
      subject,
      text: `${subject} text`,
      html: `<p>${subject}</p>`,
      createdAt: new Date(base + i * 1000),
    })),
  );
});
afterAll(() => t.close());

describe('GET /dev/mail', () => {
  it('lists captured mails newest first, in the list envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/mail' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.items.map((m: { subject: string }) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(data.items[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      to: 'other@example.test',
      subject: 'third',
      text: 'third text',
      html: '<p>third</p>',
      attachments: [],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(data.pagination).toEqual({ page: 1, per_page: 20, total: 3 });
  });

  it('pages and filters by recipient', async () => {
    const page2 = (await t.request({ method: 'GET', url: '/api/dev/mail?page=2&per_page=2' })).json().data;
    expect(page2.items.map((m: { subject: string }) => m.subject)).toEqual(['first']);
    expect(page2.pagination).toEqual({ page: 2, per_page: 2, total: 3 });
    const reader = (await t.request({ method: 'GET', url: '/api/dev/mail?search=reader' })).json().data;
    expect(reader.items.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
    expect((await t.request({ method: 'GET', url: '/api/dev/mail?search=%25' })).json().data.items).toEqual([]);
    const bad = await t.request({ method: 'GET', url: '/api/dev/mail?per_page=1000' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.per_page).toBeDefined();
  });

  it('shows a newly sent mail at the top', async () => {
    await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email: 'nobody@example.test' } });
    await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'New One', email: 'new-one@example.test', password: 'password-123', password_confirmation: 'password-123' },
    });
    await mailsTried(t.app); // mails are captured when the mail job sends them
    const top = (await t.request({ method: 'GET', url: '/api/dev/mail?per_page=1' })).json().data.items[0];
    expect(top).toMatchObject({ to: 'new-one@example.test', subject: 'Verify your email address for Safar' });
  });
});

describe('attachments in the development inbox', () => {
  const PDF = Buffer.from('%PDF-1.4\n% quote\n');

  async function mailWithFiles() {
    const [mail] = await t.database.db
      .insert(capturedMails)
      .values({ to: 'files@example.test', subject: 'quote', text: 'see attached', html: '<p>see attached</p>' })
      .returning();
    const rows = await t.database.db
      .insert(mailAttachments)
      .values([
        {
          capturedMailId: mail!.id,
          position: 0,
          filename: 'quote-Q-1.pdf',
          contentType: 'application/pdf',
          size: PDF.length,
          content: PDF,
        },
        {
          capturedMailId: mail!.id,
          position: 1,
          filename: 'عرض سعر.html',
          contentType: 'text/html',
          size: 7,
          content: Buffer.from('<b>x</b>'),
        },
      ])
      .returning();
    return rows;
  }

  it("lists each mail's attachments by name, type and size, in their order", async () => {
    const [pdf, page] = await mailWithFiles();
    const [item] = (await t.request({ method: 'GET', url: '/api/dev/mail?search=files@' })).json().data.items;
    expect(item.attachments).toEqual([
      { id: pdf!.id, filename: 'quote-Q-1.pdf', content_type: 'application/pdf', size: PDF.length },
      { id: page!.id, filename: 'عرض سعر.html', content_type: 'text/html', size: 7 },
    ]);
  });

  it('serves an attachment as a download: a PDF as itself, anything else as bytes, never as a page', async () => {
    const [pdf, page] = await mailWithFiles();
    const res = await t.request({ method: 'GET', url: `/api/dev/mail/attachments/${pdf!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="quote-Q-1.pdf"; filename*=UTF-8''quote-Q-1.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PDF)).toBe(true);

    const other = await t.request({ method: 'GET', url: `/api/dev/mail/attachments/${page!.id}` });
    expect(other.headers['content-type']).toBe('application/octet-stream');
    expect(other.headers['content-disposition']).toBe(
      `attachment; filename="___ ___.html"; filename*=UTF-8''${encodeURIComponent('عرض سعر.html')}`,
    );
  });

  it("is a 404 for an unknown id, an outbox mail's attachment, a bad id, and a caller elsewhere", async () => {
    const [pdf] = await mailWithFiles();
    const [queued] = await t.database.db
      .insert(outgoingMails)
      .values({ to: 'x@example.test', subject: 's', text: 't', html: 'h', kind: 'test' })
      .returning();
    const [outgoing] = await t.database.db
      .insert(mailAttachments)
      .values({
        outgoingMailId: queued!.id,
        position: 0,
        filename: 'a.pdf',
        contentType: 'application/pdf',
        size: 1,
        content: Buffer.from('x'),
      })
      .returning();
    for (const id of ['0190a0a0-0000-7000-8000-000000000000', outgoing!.id])
      expect((await t.request({ method: 'GET', url: `/api/dev/mail/attachments/${id}` })).statusCode, id).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/dev/mail/attachments/nope' })).statusCode).toBe(422);
    const far = await t.request({ method: 'GET', url: `/api/dev/mail/attachments/${pdf!.id}`, remoteAddress: '203.0.113.5' });
    expect(far.statusCode).toBe(404);
    expect(far.rawPayload.includes(PDF)).toBe(false);
  });
});

describe('GET /dev/mail from another machine', () => {
  const notFound = { success: false, data: null, message: { code: 'not_found' } };

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a caller on this machine (%s)', async (remoteAddress) => {
    const res = await t.request({ method: 'GET', url: '/api/dev/mail', remoteAddress });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.length).toBeGreaterThan(0);
  });

  it.each(['10.0.0.7', '192.168.1.20', '203.0.113.5', '::ffff:10.0.0.7', '2001:db8::1'])(
    'is a 404 in the envelope for %s, and shows no mail',
    async (remoteAddress) => {
      const res = await t.request({ method: 'GET', url: '/api/dev/mail', remoteAddress });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notFound);
      expect(res.body).not.toContain('reader@example.test');
    },
  );

  it('is not fooled by X-Forwarded-For, even when proxies are trusted', async () => {
    const proxied = await buildTestApp({ demo: false, env: { TRUST_PROXY: '1' } });
    try {
      const forged = await proxied.request({
        method: 'GET',
        url: '/api/dev/mail',
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
      expect(forged.json()).toMatchObject(notFound);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a request relayed by a proxy on this machine for a client elsewhere', async () => {
    for (const headers of [
      { 'x-forwarded-for': '192.168.1.20' },
      { 'x-forwarded-for': '127.0.0.1, 192.168.1.20' },
      { forwarded: 'for=192.168.1.20' },
    ]) {
      const res = await t.request({ method: 'GET', url: '/api/dev/mail', remoteAddress: '127.0.0.1', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });
});

describe('GET /dev/mail without mail capture (production)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ demo: false, configOverrides: { captureMail: false } });
  });
  afterAll(() => prod.close());

  it('is absent: 404 in the envelope', async () => {
    const res = await prod.request({ method: 'GET', url: '/api/dev/mail' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null, message: { code: 'not_found' } });
    expect(prod.app.routeAccess.some((r) => r.url.includes('/dev/mail'))).toBe(false);
  });
});
