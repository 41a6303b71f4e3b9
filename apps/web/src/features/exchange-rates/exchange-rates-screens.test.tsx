import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, listOf, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { localToday } from './exchange-rate-form-values';
import { ExchangeRateFormScreen } from './exchange-rate-form-screen';
import { ExchangeRatesListScreen } from './exchange-rates-list-screen';

beforeAll(() => setupI18n(['exchange_rates', 'resource']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RATE = {
  id: '0190a0a0-0000-7000-8000-000000000001',
  currency: 'USD',
  quote_currency: 'PKR',
  rate: '280.123456',
  rate_millionths: 280_123_456,
  effective_on: '2026-03-01',
  note: 'Interbank',
  set_by: { id: '0190a0a0-0000-7000-8000-0000000000aa', name: 'Omar Accounts' },
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
};
const accounts = buildUser({ role: 'accounts' });
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('exchange rates list', () => {
  it('shows currency, rate, date and who set it; filters by currency through the address bar', async () => {
    const calls = stubApi(() => listOf([RATE]));
    renderScreen(<ExchangeRatesListScreen />, {
      path: '/admin/exchange-rates',
      route: '/admin/exchange-rates?currency=USD',
      user: accounts,
    });
    expect(await screen.findByRole('link', { name: 'USD' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Exchange rates' })).toBeTruthy();
    expect(screen.getByText('1 USD = 280.123456 PKR')).toBeTruthy();
    expect(screen.getByText('Omar Accounts')).toBeTruthy();
    expect(screen.getByText('Interbank')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the USD 2026-03-01 rate' }).getAttribute('href')).toBe(
      `/admin/new-exchange-rate?id=${RATE.id}`,
    );
    expect(calls[0]!.url.pathname).toBe('/api/exchange-rates');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ currency: 'USD', page: '1', per_page: '20' });
  });
});

describe('exchange rate form', () => {
  it('adds a rate with POST /exchange-rates, dated today unless changed', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi(() => ok({ exchange_rate: RATE }, 'Exchange rate saved.'));
    renderScreen(<ExchangeRateFormScreen />, { path: '/admin/new-exchange-rate', route: '/admin/new-exchange-rate', user: accounts });
    expect(await screen.findByRole('heading', { name: 'New exchange rate' }, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText(/^Effective from/) as HTMLInputElement).value).toBe(localToday());
    expect((screen.getByLabelText(/^Effective from/) as HTMLInputElement).type).toBe('date');
    fill(/^Currency/, 'SAR');
    fill(/^Rate/, '74.28');
    fill(/^Effective from/, '2026-03-02');
    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Exchange rate saved.'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { currency: 'SAR', rate: '74.28', effective_on: '2026-03-02', note: null },
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/exchange-rates'));
  });

  it('refuses a bad rate before sending, and shows the API refusal of the agency currency on its field', async () => {
    const calls = stubApi(() =>
      failure(422, 'validation_failed', 'The given data was invalid.', {
        currency: ["This is the agency's own currency: it needs no exchange rate."],
      }),
    );
    renderScreen(<ExchangeRateFormScreen />, { path: '/admin/new-exchange-rate', route: '/admin/new-exchange-rate', user: accounts });
    await screen.findByRole('heading', { name: 'New exchange rate' }, { timeout: 5000 });
    fill(/^Rate/, '280.1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Enter a rate greater than zero with at most 6 decimal places, e.g. 280.123456.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fill(/^Rate/, '1');
    fill(/^Currency/, 'PKR');
    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText("This is the agency's own currency: it needs no exchange rate.")).toBeTruthy();
    expect(screen.getByLabelText(/^Currency/).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a note with a text-direction override before sending, with the API message for the same rule', async () => {
    const calls = stubApi(() => ok({ exchange_rate: RATE }, 'Exchange rate saved.'));
    renderScreen(<ExchangeRateFormScreen />, { path: '/admin/new-exchange-rate', route: '/admin/new-exchange-rate', user: accounts });
    await screen.findByRole('heading', { name: 'New exchange rate' }, { timeout: 5000 });
    fill(/^Rate/, '280');
    fill(/^Note/, 'Interbank\u202Egnixif');
    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Must not contain line breaks, control characters or text-direction overrides.')).toBeTruthy();
    expect(screen.getByLabelText(/^Note/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('edits with ?id= (GET /exchange-rates/{id}, PUT /exchange-rates?id=)', async () => {
    const calls = stubApi((call) => ok({ exchange_rate: call.method === 'GET' ? RATE : { ...RATE, rate: '281' } }, 'Exchange rate saved.'));
    renderScreen(<ExchangeRateFormScreen />, {
      path: '/admin/new-exchange-rate',
      route: `/admin/new-exchange-rate?id=${RATE.id}`,
      user: accounts,
    });
    expect(await screen.findByDisplayValue('280.123456', undefined, { timeout: 5000 })).toBeTruthy();
    fill(/^Rate/, '281');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname + put.url.search).toBe(`/api/exchange-rates?id=${RATE.id}`);
    expect(put.body).toMatchObject({ currency: 'USD', rate: '281', effective_on: '2026-03-01', note: 'Interbank' });
  });
});
