import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { BankFormScreen } from './bank-form-screen';

beforeAll(() => setupI18n(['banks']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BANK = {
  id: '0190a0a0-0000-7000-8000-000000000001',
  bank_name: 'Meezan Bank',
  account_title: 'Safar Travels',
  account_number: '0101-0123456789',
  iban: 'PK36SCBL0000001123456702',
  branch: 'Blue Area',
  currency: 'PKR',
  active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const admin = buildUser({ role: 'admin' });

describe('bank form', () => {
  it('creates a bank with POST /banks and says "Bank saved successfully"', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi(() => ok({ bank: BANK }, 'Bank saved successfully'));
    renderScreen(<BankFormScreen />, { path: '/admin/new-bank', route: '/admin/new-bank', user: admin });
    fill(/^Bank name/, 'Meezan Bank');
    fill(/^Account title/, 'Safar Travels');
    fill(/^Account number/, '0101-0123456789');
    fill(/^IBAN/, 'pk36 scbl 0000 0011 2345 6702');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Bank saved successfully'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { bank_name: 'Meezan Bank', iban: 'PK36SCBL0000001123456702', currency: 'PKR', active: true, branch: null },
    });
    expect(calls[0]!.url.pathname).toBe('/api/banks');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/banks'));
  });

  it('shows the IBAN checksum message and required fields without calling the API', async () => {
    const calls = stubApi(() => failure(500, 'internal_error', ''));
    renderScreen(<BankFormScreen />, { path: '/admin/new-bank', route: '/admin/new-bank', user: admin });
    fill(/^IBAN/, 'PK37SCBL0000001123456702');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank' }));
    expect(await screen.findByText('Enter a valid IBAN (its check digits do not match).')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(calls).toHaveLength(0);
  });

  it('shows a duplicate account (422 from the API) on the account number field', async () => {
    stubApi(() =>
      failure(422, 'validation_failed', 'The given data was invalid.', {
        account_number: ['This bank already lists this account number in this currency.'],
      }),
    );
    renderScreen(<BankFormScreen />, { path: '/admin/new-bank', route: '/admin/new-bank', user: admin });
    fill(/^Bank name/, 'Meezan Bank');
    fill(/^Account title/, 'Safar Travels');
    fill(/^Account number/, '0101-0123456789');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank' }));
    const message = await screen.findByText('This bank already lists this account number in this currency.');
    const input = screen.getByLabelText(/^Account number/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByTestId('location').textContent).toBe('/admin/new-bank');
  });

  it('edits with ?id= (GET /banks/{id}, PUT /banks?id=) and shows a server field error', async () => {
    const calls = stubApi((call) =>
      call.method === 'GET'
        ? ok({ bank: BANK })
        : failure(422, 'validation_failed', 'The given data was invalid.', {
            account_number: ['Use only letters, digits, spaces and hyphens.'],
          }),
    );
    renderScreen(<BankFormScreen />, { path: '/admin/new-bank', route: `/admin/new-bank?id=${BANK.id}`, user: admin });
    expect(await screen.findByDisplayValue('Meezan Bank')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Edit bank' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Active/));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use only letters, digits, spaces and hyphens.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname + put.url.search).toBe(`/api/banks?id=${BANK.id}`);
    expect(put.body).toMatchObject({ bank_name: 'Meezan Bank', active: false });
  });
});
