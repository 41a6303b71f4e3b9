import type { TAircraft } from '@safar/contracts';
import { aircraft } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '@/test/factories';
import type { TestApp } from '@/test/test-app';
import { buildAirTestApp, itemsOf } from './air.test-helpers';

let t: TestApp;
let admin: string;
let agent: string;

beforeAll(async () => {
  t = await buildAirTestApp();
  admin = await tokenFor(t, 'admin@example.com');
  agent = await tokenFor(t, 'agent@example.com');
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  iata_code: 'ZZ1',
  icao_code: 'ZZ1X',
  name: 'Test Jet',
  manufacturer: 'Testwerke',
  ...overrides,
});

describe('/aircrafts', () => {
  it('lists the shipped aircraft types to anyone, searchable by code, name or maker', async () => {
    const neo = itemsOf<TAircraft>(await t.request({ method: 'GET', url: '/api/aircrafts?search=32N' }));
    expect(neo[0]).toMatchObject({ iata_code: '32N', icao_code: 'A20N', name: 'Airbus A320neo', manufacturer: 'Airbus', edited_at: null });
    const dreamliners = itemsOf<TAircraft>(await t.request({ method: 'GET', url: '/api/aircrafts?search=dreamliner&sort=iata_code' }));
    expect(dreamliners.map((a) => a.iata_code)).toEqual(['787', '788', '789', '78J']);
    const embraer = itemsOf<TAircraft>(await t.request({ method: 'GET', url: '/api/aircrafts?search=embraer&per_page=100' }));
    expect(embraer.map((a) => a.iata_code)).toEqual(expect.arrayContaining(['E90', 'E75', '295']));
  });

  it('creates, updates (marking edited), refuses duplicates and deletes, admin only', async () => {
    const created = await t.request({ method: 'POST', url: '/api/aircrafts', token: admin, payload: body({ iata_code: 'zz1' }) });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message.description).toBe('Aircraft saved successfully.');
    const item = created.json().data.aircraft as TAircraft;
    expect(item).toMatchObject({ iata_code: 'ZZ1', icao_code: 'ZZ1X' });
    expect(item.edited_at).not.toBeNull();

    const loaded = itemsOf<TAircraft>(await t.request({ method: 'GET', url: '/api/aircrafts?search=77W' }))[0]!;
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/aircrafts?id=${loaded.id}`,
      token: admin,
      payload: { name: 'Boeing 777-300ER Triple Seven' },
    });
    expect(renamed.json().data.aircraft.edited_at).not.toBeNull();

    const duplicate = await t.request({ method: 'POST', url: '/api/aircrafts', token: admin, payload: body({ iata_code: '77W' }) });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ iata_code: ['Another aircraft type already has this IATA code.'] });
    const bad = await t.request({
      method: 'POST',
      url: '/api/aircrafts',
      token: admin,
      payload: body({ iata_code: '7-8', icao_code: 'B78XX', manufacturer: '' }),
    });
    expect(bad.json().errors).toEqual({
      iata_code: ["Enter the aircraft type's 3-character IATA code."],
      icao_code: ['Enter an ICAO type designator of 2 to 4 characters, or leave it blank.'],
      manufacturer: ['This field is required.'],
    });

    expect((await t.request({ method: 'POST', url: '/api/aircrafts', token: agent, payload: body({ iata_code: 'ZZ2' }) })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/aircrafts?id=${item.id}` })).statusCode).toBe(401);
    const deleted = await t.request({ method: 'DELETE', url: `/api/aircrafts?id=${item.id}`, token: admin });
    expect(deleted.json().message.description).toBe('Aircraft deleted successfully.');
    expect(await t.database.db.select().from(aircraft).where(eq(aircraft.id, item.id))).toEqual([]);
  });
});
