import { zListQuery } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, renderScreen, stubApi } from '@/features/testing/people-harness';
import { createResourceHooks } from '@/lib/resource-hooks';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import type { TResourceDefinition } from './resource-definition';
import { ResourceListScreen } from './resource-list-screen';

beforeAll(() => setupI18n(['banks', 'resource']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface TItem {
  id: string;
  name: string;
}
const NOT_A_FORM = { safeParse: () => ({ success: false as const, error: { issues: [] } }) };

/** A catalogue whose name column sorts (borrowing the banks texts). */
const items: TResourceDefinition<TItem, { name: string }, unknown, unknown> = {
  hooks: createResourceHooks<TItem>({ key: 'test-items', listPath: '/test-items', subject: 'item' }),
  namespaces: ['banks'],
  paths: { list: '/admin/items', form: '/admin/new-item' },
  perPage: 10,
  listQuery: zListQuery(['name', 'created_at']),
  name: (item) => item.name,
  texts: {
    title: 'banks:title',
    new: 'banks:new',
    newTitle: 'banks:new_title',
    editTitle: 'banks:edit_title',
    back: 'banks:back',
    search: 'banks:search',
    create: 'banks:create',
    save: 'banks:save',
    delete: 'banks:actions.delete',
    editNamed: 'banks:actions.edit_named',
    deleteNamed: 'banks:actions.delete_named',
    confirmDelete: {
      title: 'banks:confirm_delete.title',
      message: 'banks:confirm_delete.message',
      confirm: 'banks:confirm_delete.confirm',
    },
  },
  columns: [
    { key: 'name', header: 'banks:fields.bank_name', sort: 'name', cell: (item) => item.name },
    { key: 'branch', header: 'banks:fields.branch', cell: () => '' },
  ],
  form: { fields: [], empty: { name: '' }, toValues: (item) => ({ name: item.name }), create: NOT_A_FORM, update: NOT_A_FORM },
};
const render = (route: string) =>
  renderScreen(<ResourceListScreen resource={items} />, { path: '/admin/items', route, user: buildUser({ role: 'admin' }) });

describe('resource list sorting', () => {
  it('sorts by a sortable column from its header: ascending first, then descending, and asks the API so', async () => {
    const calls = stubApi(() => listOf([{ id: 'a', name: 'Alpha' }]));
    render('/admin/items?page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Sort by Bank name' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/items?sort=name&order=asc'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sorted by Bank name, A to Z. Sort Z to A' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/items?sort=name&order=desc'));
    expect(screen.getByRole('button', { name: 'Sorted by Bank name, Z to A. Sort A to Z' })).toBeTruthy();
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toMatchObject({ sort: 'name', order: 'desc' }));
    expect(screen.queryByRole('button', { name: /Branch/ })).toBeNull();
  });
});
