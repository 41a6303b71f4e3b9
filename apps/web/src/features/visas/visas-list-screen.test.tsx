import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { headerImageOf } from '@/components/images/image-test-fixtures';
import { listOf, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { visaFixture } from './visa-fixture';
import { VisasListScreen } from './visas-list-screen';

beforeAll(() => setupI18n(['visas', 'images']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = buildUser({ role: 'admin' });

describe('visas list', () => {
  it('sends the filters and sort from the address bar, shows both prices and the status, and publishes a draft in one click', async () => {
    const draft = visaFixture({ status: 'draft' });
    const calls = stubApi((call) =>
      call.url.pathname === '/api/visa-header-images'
        ? listOf([])
        : call.method === 'PUT'
          ? ok({ visa: { ...draft, status: 'published' } }, 'Visa saved successfully.')
          : listOf([draft]),
    );
    renderScreen(<VisasListScreen />, {
      path: '/admin/visas',
      route: '/admin/visas?country=AE&status=draft&sort=price&order=desc',
      user: admin,
    });
    const row = within((await screen.findByRole('link', { name: 'UAE tourist visa, 30 days' }, { timeout: 4000 })).closest('tr')!);
    const list = calls.find((c) => c.url.pathname === '/api/visas')!;
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({ country: 'AE', status: 'draft', sort: 'price', order: 'desc' });
    expect(row.getByText('PKR 35,000.00')).toBeTruthy();
    expect(row.getByText('PKR 32,000.00')).toBeTruthy();
    expect(row.getByText('Draft')).toBeTruthy();
    expect(row.getByText('3–5 days')).toBeTruthy();
    expect(row.getByRole('link', { name: 'UAE tourist visa, 30 days' }).getAttribute('href')).toBe(`/admin/update-visa?id=${draft.id}`);
    fireEvent.click(row.getByRole('button', { name: 'Publish UAE tourist visa, 30 days' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.search).toBe(`?id=${draft.id}`);
    expect(put.body).toEqual({ status: 'published' });
  });

  it('keeps the header images of the public /visa page below the catalogue', async () => {
    stubApi((call) => (call.url.pathname === '/api/visa-header-images' ? listOf([headerImageOf(1)]) : listOf([visaFixture()])));
    renderScreen(<VisasListScreen />, { path: '/admin/visas', route: '/admin/visas', user: admin });
    const manager = within((await screen.findByRole('heading', { level: 2, name: 'Page header images' })).closest('section')!);
    expect(await manager.findByRole('img', { name: 'Visa hero 1' })).toBeTruthy();
    expect(manager.getByRole('button', { name: 'Add header image' })).toBeTruthy();
  });
});
