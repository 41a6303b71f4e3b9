import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { insurancePlanFixture } from './insurance-plan-fixture';
import { InsurancePlanFormScreen } from './insurance-plan-form-screen';

beforeAll(() => setupI18n(['insurance', 'travel_insurance']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });
const fill = (scope: { getByLabelText: (label: RegExp) => HTMLElement }, label: RegExp, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });
const row = (number: number) => within(screen.getByRole('listitem', { name: `Row ${number}` }));
const fillRow = (number: number, [minAge, maxAge, minDays, maxDays, price, agent]: string[]) => {
  const r = row(number);
  fill(r, /^Age from/, minAge!);
  fill(r, /^Age to/, maxAge!);
  fill(r, /^Days from/, minDays!);
  fill(r, /^Days to/, maxDays!);
  fill(r, /^Price/, price!);
  fill(r, /^Agent price/, agent!);
};
const renderNew = () =>
  renderScreen(<InsurancePlanFormScreen />, { path: '/admin/new/insurance-plan', route: '/admin/new/insurance-plan', user: admin });

function fillPlan() {
  fill(screen, /^Name \(English\)/, 'Gulf Traveller');
  fill(screen, /^Name \(Arabic\)/, 'مسافر الخليج');
  fill(screen, /^Insurer/, 'Takaful Test');
  fireEvent.click(screen.getByLabelText('Gulf (GCC) countries'));
  fireEvent.click(screen.getByLabelText('Middle East'));
}

describe('insurance plan form', () => {
  it('creates a plan with POST /insurance-plans: regions in order, the price table in minor units, a benefit', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi(() => ok({ insurance_plan: insurancePlanFixture() }, 'Insurance plan saved successfully.'));
    renderNew();
    fillPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Add a benefit' }));
    const benefit = within(screen.getByRole('listitem', { name: 'Benefit 1' }));
    fill(benefit, /^Benefit \(English\)/, 'Medical expenses');
    fill(benefit, /^Benefit \(Arabic\)/, 'النفقات الطبية');
    fill(benefit, /^Amount covered/, '5,000,000');
    fillRow(1, ['0', '17', '1', '30', '1,500', '1,200']);
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    // A new row continues the previous row's trip lengths.
    expect((row(2).getByLabelText(/^Days to/) as HTMLInputElement).value).toBe('30');
    fillRow(2, ['18', '64', '1', '30', '3000', '2500.50']);
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Insurance plan saved successfully.'));
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/insurance-plans');
    expect(calls[0]!.body).toMatchObject({
      name_en: 'Gulf Traveller',
      regions: ['middle_east', 'gcc'],
      max_trip_days: 90,
      currency: 'PKR',
      status: 'draft',
      slug: null,
      benefits: [{ label_en: 'Medical expenses', label_ar: 'النفقات الطبية', covered_minor: 500_000_000 }],
      price_bands: [
        { min_age: 0, max_age: 17, min_days: 1, max_days: 30, price_minor: 150_000, agent_price_minor: 120_000 },
        { min_age: 18, max_age: 64, min_days: 1, max_days: 30, price_minor: 300_000, agent_price_minor: 250_050 },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/insurance-plans'));
  });

  it('shows on its row a row that overlaps an earlier one, and a range or price out of bounds, before calling the API', async () => {
    const calls = stubApi(() => failure(500, 'internal_error', ''));
    renderNew();
    fillPlan();
    fillRow(1, ['0', '64', '1', '30', '1000', '900']);
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    fillRow(2, ['60', '70', '10', '20', '2000', '1800']);
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    const overlap = 'This row prices travellers an earlier row already prices: make the ages or the trip lengths of the two rows not meet.';
    expect(await row(2).findByText(overlap)).toBeTruthy();
    // Announced in the summary with the row's number, since the row has no input of its own to focus.
    expect(within(screen.getByRole('alert')).getByText(`Row 2: ${overlap}`)).toBeTruthy();
    expect(row(1).queryByText(overlap)).toBeNull();

    fillRow(2, ['65', '120', '10', '20', '2000', '2100']);
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await row(2).findByText('Enter an age from 0 to 99.')).toBeTruthy();
    expect(
      row(2)
        .getByLabelText(/^Age to/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    fill(row(2), /^Age to/, '80');
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await row(2).findByText('The agent price cannot be more than the public price.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('edits with ?id= (GET then PUT ?id=), removes a row, and shows the server’s message on the row it names', async () => {
    const plan = insurancePlanFixture();
    const calls = stubApi((call) =>
      call.method === 'GET'
        ? ok({ insurance_plan: plan })
        : failure(422, 'validation_failed', 'The given data was invalid.', { 'price_bands.1.price_minor': ['The amount is too large.'] }),
    );
    renderScreen(<InsurancePlanFormScreen />, {
      path: '/admin/update/insurance-plan',
      route: `/admin/update/insurance-plan?id=${plan.id}`,
      user: admin,
    });
    expect(await screen.findByRole('heading', { name: 'Edit Schengen Basic' }, { timeout: 5000 })).toBeTruthy();
    expect((row(2).getByLabelText(/^Price/) as HTMLInputElement).value).toBe('3000.00');
    expect((screen.getByLabelText('Schengen area') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 3' }));
    expect(screen.queryByRole('listitem', { name: 'Row 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await row(2).findByText('The amount is too large.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.searchParams.get('id')).toBe(plan.id);
    expect((put.body as { price_bands: unknown[] }).price_bands).toHaveLength(2);
    expect(screen.getByTestId('location').textContent).toBe(`/admin/update/insurance-plan?id=${plan.id}`);
  });
});
