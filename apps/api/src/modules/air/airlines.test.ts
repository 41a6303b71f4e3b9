import type { TAirline } from '@safar/contracts';
import { activityLogs, airlines, uploads } from '@safar/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFileBody } from '@/modules/uploads/multipart-body';
import { tokenFor } from '@/test/factories';
import type { TestApp } from '@/test/test-app';
import { buildAirTestApp, itemsOf, LOGO_PNG } from './air.test-helpers';

let t: TestApp;
let admin: string;
let accounts: string;
let agent: string;

beforeAll(async () => {
  t = await buildAirTestApp();
  admin = await tokenFor(t, 'admin@example.com');
  accounts = await tokenFor(t, 'accounts@example.com');
  agent = await tokenFor(t, 'agent@example.com');
});
afterAll(() => t.close());

let seq = 0;
/** Codes of digits and a letter: the loaded airlines of the test countries do not use these. */
const freeCode = () => `${seq % 10}${String.fromCharCode(65 + (Math.floor(seq++ / 10) % 26))}`;
const buildAirline = (overrides: Record<string, unknown> = {}) => ({
  iata_code: freeCode(),
  icao_code: 'TST',
  name: 'Test Air',
  country_code: 'PK',
  ...overrides,
});
async function createAirline(overrides: Record<string, unknown> = {}) {
  const res = await t.request({ method: 'POST', url: '/api/airlines', token: admin, payload: buildAirline(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.airline as TAirline;
}
async function upload(token: string, name = 'logo.png', data = LOGO_PNG, type = 'image/png') {
  const body = multipartFileBody(name, data, type);
  const res = await t.request({ method: 'POST', url: '/api/uploads', token, payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.upload as { file_name: string };
}
const codes = (items: TAirline[]) => items.map((a) => a.iata_code);
const search = async (term: string) =>
  itemsOf<TAirline>(await t.request({ method: 'GET', url: `/api/airlines?search=${encodeURIComponent(term)}` }));

describe('GET /airlines (public)', () => {
  it('finds an airline by its code first, or by the start of its name or of a word in it', async () => {
    const [emirates] = await search('ek');
    expect(emirates).toMatchObject({ iata_code: 'EK', name: 'Emirates', country_code: 'AE', logo_url: null });
    expect(emirates).not.toHaveProperty('margin');
    expect(codes(await search('emir'))[0]).toBe('EK');
    expect(codes(await search('pakistan'))[0]).toBe('PK');
    expect(codes(await search('international'))).toContain('PK');
  });
});

describe('POST/PUT /airlines (admin)', () => {
  it('creates an airline with its saved message, marked edited, logged', async () => {
    const res = await t.request({ method: 'POST', url: '/api/airlines', token: admin, payload: buildAirline({ iata_code: '9z' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.description).toBe('Airline saved successfully.');
    const airline = res.json().data.airline as TAirline;
    expect(airline).toMatchObject({ iata_code: '9Z', country_name: 'Pakistan', active: true });
    expect(airline.edited_at).not.toBeNull();
    const logs = await t.database.db.select().from(activityLogs).where(eq(activityLogs.subjectId, airline.id));
    expect(logs.map((l) => l.action)).toEqual(['airline.created']);
  });

  it('refuses a bad or taken code with 422 on iata_code, saving nothing', async () => {
    const before = (await t.database.db.select().from(airlines)).length;
    const bad = await t.request({
      method: 'POST',
      url: '/api/airlines',
      token: admin,
      payload: buildAirline({ iata_code: 'E', icao_code: 'E1' }),
    });
    expect(bad.json().errors).toEqual({
      iata_code: ["Enter the airline's 2-character IATA code (letters or digits)."],
      icao_code: ['Enter a 3-letter ICAO code, or leave it blank.'],
    });
    const taken = await t.request({ method: 'POST', url: '/api/airlines', token: admin, payload: buildAirline({ iata_code: 'EK' }) });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ iata_code: ['Another airline already has this IATA code.'] });
    expect((await t.database.db.select().from(airlines)).length).toBe(before);
  });

  it('stores an uploaded image as the logo, which anyone can then load from logo_url', async () => {
    const file = await upload(admin);
    const airline = await createAirline({ logo: file.file_name });
    expect(airline.logo_url).toMatch(/^\/api\/airline-logos\/[0-9a-f-]{36}$/);
    const image = await t.request({ method: 'GET', url: airline.logo_url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('public');
    expect(image.rawPayload.equals(LOGO_PNG)).toBe(true);
    // The logo is in use: deleting the file is refused; replacing and removing the logo work.
    expect((await t.request({ method: 'DELETE', url: `/api/uploads/${file.file_name}`, token: admin })).statusCode).toBe(409);
    const next = await upload(admin, 'next.png');
    const replaced = await t.request({
      method: 'PUT',
      url: `/api/airlines?id=${airline.id}`,
      token: admin,
      payload: { logo: next.file_name },
    });
    expect(replaced.json().data.airline.logo_url).not.toBe(airline.logo_url);
    expect((await t.request({ method: 'GET', url: airline.logo_url! })).statusCode).toBe(404);
    const kept = await t.request({ method: 'PUT', url: `/api/airlines?id=${airline.id}`, token: admin, payload: { name: 'Renamed Air' } });
    expect(kept.json().data.airline.logo_url).toBe(replaced.json().data.airline.logo_url);
    const removed = await t.request({ method: 'PUT', url: `/api/airlines?id=${airline.id}`, token: admin, payload: { logo: null } });
    expect(removed.json().data.airline.logo_url).toBeNull();
  });

  it("refuses as a logo a PDF, an agency's upload or an unknown file (422 on logo)", async () => {
    const pdf = await upload(
      admin,
      'logo.pdf',
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
      'application/pdf',
    );
    const receipt = await upload(agent, 'receipt.png');
    for (const logo of [pdf.file_name, receipt.file_name, '0190a0a0-0000-7000-8000-000000000000.png']) {
      const res = await t.request({ method: 'POST', url: '/api/airlines', token: admin, payload: buildAirline({ logo }) });
      expect(res.statusCode, logo).toBe(422);
      expect(res.json().errors).toEqual({ logo: ['Upload the logo as a PNG, JPEG or WebP image.'] });
    }
  });

  it('serves nothing but current logos at /airline-logos', async () => {
    const receipt = await upload(agent, 'receipt.png');
    const [row] = await t.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileName, receipt.file_name));
    expect((await t.request({ method: 'GET', url: `/api/airline-logos/${row!.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/airline-logos/not-a-uuid' })).statusCode).toBe(422);
  });

  it('lets only admin write', async () => {
    expect((await t.request({ method: 'POST', url: '/api/airlines', payload: buildAirline() })).statusCode).toBe(401);
    for (const token of [accounts, agent])
      expect((await t.request({ method: 'POST', url: '/api/airlines', token, payload: buildAirline() })).statusCode).toBe(403);
  });
});

describe('DELETE /airlines', () => {
  it('deletes an airline nothing refers to', async () => {
    const airline = await createAirline();
    const res = await t.request({ method: 'DELETE', url: `/api/airlines?id=${airline.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.description).toBe('Airline deleted successfully.');
  });

  it('refuses (409 "Failed to delete airline.") an airline any other table refers to, changing nothing', async () => {
    // Stands for group tickets and bookings: any table with a foreign key to airlines.
    await t.database.db.execute(
      sql.raw(
        `create table air_test_group_tickets (id serial primary key, airline_id uuid not null references airlines (id) on delete restrict)`,
      ),
    );
    const airline = await createAirline();
    await t.database.db.execute(sql`insert into air_test_group_tickets (airline_id) values (${airline.id})`);
    const res = await t.request({ method: 'DELETE', url: `/api/airlines?id=${airline.id}`, token: admin });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatchObject({ code: 'conflict', description: 'Failed to delete airline.' });
    const ar = await t.request({ method: 'DELETE', url: `/api/airlines?id=${airline.id}`, token: admin, headers: { 'x-locale': 'ar' } });
    expect(ar.json().message.description).toBe('تعذّر حذف شركة الطيران.');
    expect(await t.database.db.select().from(airlines).where(eq(airlines.id, airline.id))).toHaveLength(1);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.subjectId, airline.id), eq(activityLogs.action, 'airline.deleted')));
    expect(logs).toEqual([]);
    // Once nothing refers to it, it goes.
    await t.database.db.execute(sql`delete from air_test_group_tickets`);
    expect((await t.request({ method: 'DELETE', url: `/api/airlines?id=${airline.id}`, token: admin })).statusCode).toBe(200);
  });
});
