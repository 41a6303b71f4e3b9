import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, stubApi, type TApiCall } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { AGENT_USER, buildTraveller } from './travellers.fixtures';
import { TravellersListScreen } from './travellers-list-screen';

beforeAll(() => setupI18n(['travellers']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ADULT = buildTraveller();
const CHILD = buildTraveller({
  id: '01900000-0000-7000-8000-0000000000c2',
  number: 'TRV-100002',
  type: 'child',
  title: 'mstr',
  given_name: 'HAMZA',
  born_on: '2018-01-01',
});
const route = (search = '') => ({ path: '/agent/travellers', route: `/agent/travellers${search}`, user: AGENT_USER });
const lists = (calls: TApiCall[]) => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/get-travellers');
const queryOf = (call: TApiCall | undefined) => Object.fromEntries(call?.url.searchParams ?? []);

describe('the travellers list (/agent/travellers)', () => {
  it('lists the travellers with their type, number and passport, and links to a new one and to edit each', async () => {
    const calls = stubApi(() => listOf([ADULT, CHILD]));
    renderScreen(<TravellersListScreen />, route());
    const table = await screen.findByRole('table', { name: 'Saved travellers' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Mr ALI RAZA KHAN');
    expect(rows[1]!.textContent).toContain('TRV-100001');
    expect(rows[1]!.textContent).toContain('AB1234567 (PK)');
    expect(rows[2]!.textContent).toContain('Child');
    expect(screen.getByRole('link', { name: 'New traveller' }).getAttribute('href')).toBe('/agent/new-traveller');
    expect(screen.getByRole('link', { name: 'Edit HAMZA KHAN' }).getAttribute('href')).toBe(`/agent/new-traveller?id=${CHILD.id}`);
    expect(queryOf(lists(calls)[0])).toEqual({ page: '1', per_page: '20' });
  });

  it('searches and filters by type through the address, starting again at the first page', async () => {
    const calls = stubApi(() => listOf([ADULT], 45));
    renderScreen(<TravellersListScreen />, route('?page=2'));
    await screen.findByRole('table', { name: 'Saved travellers' });
    expect(queryOf(lists(calls).at(-1))).toMatchObject({ page: '2' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search travellers' }), { target: { value: 'khan' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(queryOf(lists(calls).at(-1))).toEqual({ page: '1', per_page: '20', q: 'khan' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Passenger type' }), { target: { value: 'infant' } });
    await waitFor(() => expect(queryOf(lists(calls).at(-1))).toEqual({ page: '1', per_page: '20', q: 'khan', type: 'infant' }));
    expect(screen.getByTestId('location').textContent).toBe('/agent/travellers?q=khan&type=infant');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queryOf(lists(calls).at(-1))).toMatchObject({ page: '2', type: 'infant' }));
  });

  it('says when nothing is saved yet', async () => {
    stubApi(() => listOf([]));
    renderScreen(<TravellersListScreen />, route());
    expect(await screen.findByText('No travellers saved yet.')).toBeTruthy();
  });

  it('deletes after a confirmation naming the traveller, and shows the server message', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi((c) =>
      c.method === 'DELETE' ? ok({ traveller: { id: ADULT.id, number: ADULT.number } }, 'Traveller deleted.') : listOf([ADULT]),
    );
    renderScreen(<TravellersListScreen />, route());
    fireEvent.click(await screen.findByRole('button', { name: 'Delete ALI RAZA KHAN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this traveller?' });
    expect(dialog.textContent).toContain('ALI RAZA KHAN (TRV-100001)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete ALI RAZA KHAN' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this traveller?' })).getByRole('button', { name: 'Delete traveller' }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Traveller deleted.'));
    const [del] = calls.filter((c) => c.method === 'DELETE');
    expect(del!.url.pathname).toBe('/api/delete-travellers');
    expect(queryOf(del)).toEqual({ id: ADULT.id });
    // The list is read again after the delete.
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(1));
  });

  it("shows a failed delete's server message", async () => {
    const error = vi.spyOn(toast, 'error');
    stubApi((c) => (c.method === 'DELETE' ? failure(404, 'not_found', 'Nothing Found') : listOf([ADULT])));
    renderScreen(<TravellersListScreen />, route());
    fireEvent.click(await screen.findByRole('button', { name: 'Delete ALI RAZA KHAN' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this traveller?' })).getByRole('button', { name: 'Delete traveller' }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Nothing Found'));
  });
});
