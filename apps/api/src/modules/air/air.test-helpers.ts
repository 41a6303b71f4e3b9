import { refreshAirReference } from '@safar/db';
import { buildTestApp, type TestApp } from '@/test/test-app';

/**
 * The countries whose airports and airlines the air tests load: the test app's own four, and
 * Ireland and the United States for "dub" (Dublin before Dubai) and "new y" (New York).
 */
export const AIR_TEST_COUNTRIES = ['PK', 'SA', 'AE', 'GB', 'IE', 'US'] as const;

/** A test app with the demo accounts and the air reference data of AIR_TEST_COUNTRIES. */
export async function buildAirTestApp(): Promise<TestApp> {
  const t = await buildTestApp();
  await refreshAirReference(t.database.db, { onlyCountries: AIR_TEST_COUNTRIES });
  return t;
}

/** A small valid PNG (1×1 pixel): uploads are checked by their bytes. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The items of a list answer. */
export const itemsOf = <T>(res: { json(): unknown }) => (res.json() as { data: { items: T[] } }).data.items;
