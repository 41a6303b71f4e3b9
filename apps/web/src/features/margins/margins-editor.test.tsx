import { PRODUCTS, type TMarginList, type TMarginView } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi, type TApiCall } from '@/features/testing/people-harness';
import { AGENT } from '@/features/money/money.fixtures';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { AgentSettingsScreen } from './agent-settings-screen';
import { CustomerMarginScreen } from './customer-margin-screen';

beforeAll(() => setupI18n(['margins', 'validation']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const none = (product: TMarginView['product']): TMarginView => ({
  product,
  type: 'none',
  amount_minor: null,
  currency: null,
  basis_points: null,
  percent: null,
  updated_at: null,
});
function buildList(
  scope: 'agent' | 'customer',
  overrides: Partial<Record<TMarginView['product'], Partial<TMarginView>>> = {},
): TMarginList {
  return {
    scope,
    agency_id: scope === 'agent' ? AGENT.agency!.id : null,
    currency: 'PKR',
    margins: PRODUCTS.map((p) => ({ ...none(p), ...overrides[p] })),
  };
}
const row = (name: string) => screen.getByRole('group', { name });
const saves = (calls: TApiCall[]) => calls.filter((c) => c.method === 'POST');

describe('margins editor', () => {
  it('agent settings: shows the saved rules and saves one entry per product (fixed in minor units, percent as typed, none)', async () => {
    const success = vi.spyOn(toast, 'success');
    const loaded = buildList('agent', {
      flight: { type: 'fixed', amount_minor: 150000, currency: 'PKR', updated_at: '2026-02-01T10:00:00.000Z' },
      hotel: { type: 'percent', basis_points: 250, percent: '2.5', updated_at: '2026-02-01T10:00:00.000Z' },
    });
    const calls = stubApi((c) => (c.method === 'GET' ? ok(loaded) : ok(loaded, 'Agent margins saved successfully.')));
    renderScreen(<AgentSettingsScreen />, { path: '/agent/settings', route: '/agent/settings', user: AGENT });
    expect(await screen.findByRole('heading', { name: 'My margins' })).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe('/api/agent-margin');
    const flights = await screen.findByRole('group', { name: 'Flights' });
    expect((within(flights).getByLabelText('Margin type') as HTMLSelectElement).value).toBe('fixed');
    expect((within(flights).getByLabelText(/^Amount per passenger/) as HTMLInputElement).value).toBe('1500.00');
    expect((within(row('Hotels')).getByLabelText(/^Percentage/) as HTMLInputElement).value).toBe('2.5');
    expect(within(row('Visas')).queryByLabelText(/^Percentage/)).toBeNull();

    fireEvent.change(within(row('Visas')).getByLabelText('Margin type'), { target: { value: 'percent' } });
    fireEvent.change(within(row('Visas')).getByLabelText(/^Percentage/), { target: { value: '١٢٫٥' } });
    fireEvent.change(within(row('Umrah packages')).getByLabelText('Margin type'), { target: { value: 'fixed' } });
    fireEvent.change(within(row('Umrah packages')).getByLabelText(/^Amount per passenger/), { target: { value: '12.500' } });
    fireEvent.change(within(row('Umrah packages')).getByLabelText(/^Currency/), { target: { value: 'KWD' } });
    fireEvent.change(within(row('Hotels')).getByLabelText('Margin type'), { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save margins' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Agent margins saved successfully.'));
    const [save] = saves(calls);
    expect(save!.url.pathname).toBe('/api/save-agent-margin');
    const body = save!.body as { margins: Record<string, unknown>[] };
    expect(body.margins).toHaveLength(PRODUCTS.length);
    expect(body.margins.map((m) => m.product)).toEqual([...PRODUCTS]);
    expect(body.margins.slice(0, 5)).toEqual([
      { product: 'flight', type: 'fixed', amount_minor: 150000, currency: 'PKR' },
      { product: 'hotel', type: 'none' },
      { product: 'visa', type: 'percent', percent: '12.5' },
      { product: 'holiday', type: 'none' },
      { product: 'umrah', type: 'fixed', amount_minor: 12500, currency: 'KWD' },
    ]);
  });

  it('checks each row with the API’s rules before calling it', async () => {
    const calls = stubApi(() => ok(buildList('customer')));
    renderScreen(<CustomerMarginScreen />, {
      path: '/admin/customer-margin',
      route: '/admin/customer-margin',
      user: buildUser({ role: 'admin' }),
    });
    await screen.findByRole('group', { name: 'Flights' });
    fireEvent.change(within(row('Flights')).getByLabelText('Margin type'), { target: { value: 'percent' } });
    fireEvent.change(within(row('Flights')).getByLabelText(/^Percentage/), { target: { value: '12.345' } });
    fireEvent.change(within(row('Hotels')).getByLabelText('Margin type'), { target: { value: 'percent' } });
    fireEvent.change(within(row('Hotels')).getByLabelText(/^Percentage/), { target: { value: '1500' } });
    fireEvent.change(within(row('Tours')).getByLabelText('Margin type'), { target: { value: 'fixed' } });
    fireEvent.change(within(row('Tours')).getByLabelText(/^Amount per passenger/), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save margins' }));

    expect(
      await within(row('Flights')).findByText('Use at most 2 decimal places for a margin percentage (whole basis points).'),
    ).toBeTruthy();
    expect(within(row('Hotels')).getByText('Enter a percentage from 0 to 1000 with at most 4 decimal places.')).toBeTruthy();
    expect(within(row('Tours')).getByText('The amount must not be negative.')).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);

    // Correcting a row clears its message.
    fireEvent.change(within(row('Tours')).getByLabelText(/^Amount per passenger/), { target: { value: '5' } });
    expect(within(row('Tours')).queryByText('The amount must not be negative.')).toBeNull();
  });

  it('customer margin: saves with "Margin values saved successfully" and shows a server message on its row', async () => {
    vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    let answer = failure(422, 'validation_failed', 'The given data was invalid.', {
      'margins.1.amount_minor': ['The amount is too large.'],
    });
    const calls = stubApi((c) => {
      if (c.method === 'GET') return ok(buildList('customer'));
      const current = answer;
      answer = ok(
        buildList('customer', { hotel: { type: 'fixed', amount_minor: 100, currency: 'PKR' } }),
        'Margin values saved successfully',
      );
      return current;
    });
    renderScreen(<CustomerMarginScreen />, {
      path: '/admin/customer-margin',
      route: '/admin/customer-margin',
      user: buildUser({ role: 'admin' }),
    });
    expect(await screen.findByRole('heading', { name: 'Customer margin' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Hotels' });
    fireEvent.change(within(row('Hotels')).getByLabelText('Margin type'), { target: { value: 'fixed' } });
    fireEvent.change(within(row('Hotels')).getByLabelText(/^Amount per passenger/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save margins' }));
    expect(await within(row('Hotels')).findByText('The amount is too large.')).toBeTruthy();
    expect(saves(calls)[0]!.url.pathname).toBe('/api/save-customer-margin-values');
    expect(calls[0]!.url.pathname).toBe('/api/get-customer-margin-values');

    fireEvent.click(screen.getByRole('button', { name: 'Save margins' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Margin values saved successfully'));
    expect(saves(calls)[1]!.body).toMatchObject({
      margins: expect.arrayContaining([{ product: 'hotel', type: 'fixed', amount_minor: 100, currency: 'PKR' }]),
    });
  });
});
