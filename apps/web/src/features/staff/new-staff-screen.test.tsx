import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { NewStaffScreen } from './new-staff-screen';

beforeAll(() => setupI18n(['admin', 'users']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('new staff form', () => {
  it('says "Staff creation failed." and shows the field message when POST /add-staff is refused', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = stubApi(() =>
      failure(422, 'validation_failed', 'The given data was invalid.', { email: ['This email address is already in use.'] }),
    );
    renderScreen(<NewStaffScreen />, { path: '/admin/new-staff', route: '/admin/new-staff', user: buildUser({ role: 'admin' }) });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'reservation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create staff member' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Staff creation failed.'));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Sam', email: 'sam@example.com', role: 'reservation' } });
    expect(calls[0]!.url.pathname).toBe('/api/add-staff');
    expect(await screen.findByText('This email address is already in use.')).toBeTruthy();
  });

  it('requires a role', async () => {
    const calls = stubApi(() => failure(500, 'internal_error', ''));
    renderScreen(<NewStaffScreen />, { path: '/admin/new-staff', route: '/admin/new-staff', user: buildUser({ role: 'admin' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Create staff member' }));
    expect(await screen.findByText('Choose one of the listed options.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
