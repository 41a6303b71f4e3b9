import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AdminNewUserScreen, SalesmanNewUserScreen } from './area-screens';

beforeAll(() => setupI18n(['users', 'salesman']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const created = buildUser({ id: 'new-1', name: 'Omar', role: 'customer' });

function fillAccount() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Omar' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Omar@Example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-1' } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'long-enough-1' } });
}

describe('new user form', () => {
  it('creates a customer with POST /users and opens its details', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi(() => ok({ user: created }, 'User saved successfully.'));
    renderScreen(<AdminNewUserScreen />, { path: '/admin/new-user', route: '/admin/new-user', user: buildUser({ role: 'admin' }) });
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/user-details?id=new-1'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Omar', email: 'omar@example.com', role: 'customer', password: 'long-enough-1' },
    });
    expect(calls[0]!.url.pathname).toBe('/api/users');
    expect(success).toHaveBeenCalledWith('User saved successfully.');
  });

  it('shows the server first message per field when the email is taken', async () => {
    vi.spyOn(toast, 'error');
    stubApi(() =>
      failure(422, 'validation_failed', 'The given data was invalid.', { email: ['This email address is already in use.', 'second'] }),
    );
    renderScreen(<AdminNewUserScreen />, { path: '/admin/new-user', route: '/admin/new-user', user: buildUser({ role: 'admin' }) });
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('This email address is already in use.')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the password confirmation before calling the API', async () => {
    const calls = stubApi(() => ok({ user: created }));
    renderScreen(<AdminNewUserScreen />, { path: '/admin/new-user', route: '/admin/new-user', user: buildUser({ role: 'admin' }) });
    fillAccount();
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'different-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('a salesman creates an agent with its agency through POST /save-admin-agent, never approving it', async () => {
    const calls = stubApi((call) => {
      if (call.url.pathname === '/api/countries')
        return listOf([{ code: 'PK', name: 'Pakistan', phone_code: '92', currency: 'PKR', flag: '' }]);
      if (call.url.pathname === '/api/cities') return listOf([{ id: 7, name: 'Lahore', country_code: 'PK', state_code: 'PB' }]);
      return ok({ user: { ...created, role: 'agent' } });
    });
    renderScreen(<SalesmanNewUserScreen />, {
      path: '/salesman/new-user',
      route: '/salesman/new-user',
      user: buildUser({ role: 'salesman' }),
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Agent' }));
    expect(screen.queryByRole('checkbox', { name: 'Approve the agent now' })).toBeNull();
    fillAccount();
    fireEvent.change(screen.getByLabelText(/^Agency name/), { target: { value: 'Omar Tours' } });
    fireEvent.change(screen.getByLabelText(/^Contact person/), { target: { value: 'Omar' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+92 42 1234567' } });
    fireEvent.change(screen.getByLabelText(/^Licence number/), { target: { value: 'L-1' } });
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Gulberg' } });
    const country = screen.getByRole('combobox', { name: /^Country/ });
    fireEvent.focus(country);
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Pakistan/ }));
    fireEvent.focus(screen.getByRole('combobox', { name: /^City/ }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Lahore' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/salesman/user-details?id=new-1'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/save-admin-agent');
    expect(post?.body).toMatchObject({ name: 'Omar', agency_name: 'Omar Tours', country_code: 'PK', city_id: 7, approve: false });
  });
});
