import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOneOf } from '@/lib/url-filters';
import { setupI18n } from '@/test/setup-i18n';
import { FilterBar } from './filter-bar';
import { barQuery, readBarFilters } from './filter-params';
import { useUrlFilters } from './use-url-filters';

beforeAll(() => setupI18n());
afterEach(cleanup);

const STATUSES = ['open', 'closed'] as const;
const readFilters = (params: URLSearchParams) => ({ status: readOneOf(params, 'status', STATUSES), ...readBarFilters(params) });

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** A list screen's use of the bar, as a bookings list would write it. */
function Screen() {
  const { filters, setFilters, resetFilters } = useUrlFilters(readFilters);
  return (
    <>
      <FilterBar
        values={filters}
        onChange={setFilters}
        onReset={resetFilters}
        select={{ key: 'status', options: STATUSES.map((s) => ({ value: s, label: s.toUpperCase() })) }}
        dates
        search={{ label: 'Search bookings', placeholder: 'PNR, reference or traveller' }}
      />
      <button type="button" onClick={() => setFilters({ page: 3 })}>
        Page 3
      </button>
      <Location />
    </>
  );
}

const renderAt = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/bookings${search}`]}>
      <Screen />
    </MemoryRouter>,
  );
const location = () => screen.getByTestId('location').textContent;

describe('FilterBar', () => {
  it('shows the address filters in a labelled bar with the default labels', () => {
    renderAt('?status=closed&from=2026-01-01&to=2026-01-31&search=PNR1');
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('closed');
    expect(screen.getByRole('option', { name: 'All statuses' })).toBeTruthy();
    expect((screen.getByLabelText('From date') as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText('To date') as HTMLInputElement).min).toBe('2026-01-01');
    expect((screen.getByLabelText('Search bookings') as HTMLInputElement).placeholder).toBe('PNR, reference or traveller');
    expect((screen.getByLabelText('Search bookings') as HTMLInputElement).value).toBe('PNR1');
  });

  it('writes a change to the address and goes back to page 1; an emptied filter leaves it', async () => {
    renderAt('?status=open&page=4');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(location()).toBe(''));
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(location()).toBe('?from=2026-02-01'));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(location()).toBe('?from=2026-02-01&page=3'));
    fireEvent.change(screen.getByLabelText('Search bookings'), { target: { value: ' ABC123 ' } });
    await waitFor(() => expect(location()).toBe('?from=2026-02-01&search=ABC123'));
  });

  it('says when the start date is after the end date', () => {
    renderAt('?from=2026-03-10&to=2026-03-01');
    const from = screen.getByLabelText('From date');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(from.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('The start date must be on or before the end date.');
    expect(barQuery(readBarFilters(new URLSearchParams('from=2026-03-10&to=2026-03-01')))).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });

  it('clears every filter, the typed search too, and keeps what is not a filter', async () => {
    render(
      <MemoryRouter initialEntries={['/bookings?agent=7&status=open&from=2026-01-01&search=PNR1&page=2']}>
        <Screen />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Search bookings'), { target: { value: 'half-typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('?agent=7'));
    expect((screen.getByLabelText('Search bookings') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });

  it('renders only the parts asked for, with the caller’s labels and extra fields', () => {
    const onChange = vi.fn();
    render(
      <FilterBar
        label="Report filters"
        values={{ kind: 'b' }}
        onChange={onChange}
        select={{ key: 'kind', label: 'Kind', allLabel: 'All kinds', options: [{ value: 'b', label: 'B' }] }}
        before={<span>Before</span>}
      >
        <span>After</span>
      </FilterBar>,
    );
    const bar = screen.getByRole('region', { name: 'Report filters' });
    expect(bar.textContent).toMatch(/^Before.*After$/);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByLabelText('From date')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith({ kind: '' });
  });

  it('speaks Arabic', async () => {
    await i18next.changeLanguage('ar');
    try {
      renderAt('?from=2026-03-10&to=2026-03-01');
      expect(screen.getByRole('button', { name: 'مسح عوامل التصفية' })).toBeTruthy();
      expect(screen.getByText('يجب ألا يكون تاريخ البداية بعد تاريخ النهاية.')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
