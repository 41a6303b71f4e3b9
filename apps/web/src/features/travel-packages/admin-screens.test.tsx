import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { headerImageOf } from '@/components/images/image-test-fixtures';
import { listOf, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { HolidaysListScreen, UmrahPackagesListScreen } from './admin-screens';
import { umrahFixture } from './package-fixture';

beforeAll(() => setupI18n(['packages', 'users', 'images']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = buildUser({ role: 'admin' });

describe('the admin catalogues of packages', () => {
  it.each([
    ['holidays', <HolidaysListScreen key="h" />, '/admin/holidays', '/api/holiday-header-images', 'Holidays'],
    ['Umrah packages', <UmrahPackagesListScreen key="u" />, '/admin/umrah-packages', '/api/umrah-header-images', 'Umrah packages'],
  ])('%s: the list, then the header images of its public page', async (_name, ui, path, headers, title) => {
    const calls = stubApi((call) =>
      call.url.pathname === headers ? listOf([headerImageOf(1, { alt_en: `${title} header` })]) : listOf([umrahFixture()]),
    );
    renderScreen(ui, { path, route: path, user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const manager = within((await screen.findByRole('heading', { level: 2, name: 'Page header images' })).closest('section')!);
    expect(await manager.findByRole('img', { name: `${title} header` })).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === headers)).toBe(true);
  });
});
