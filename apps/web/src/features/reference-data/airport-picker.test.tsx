import type { TAirport } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { airport } from '@/features/air/air.fixtures';
import { listOf, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { AirportPicker } from './airport-picker';

beforeAll(() => setupI18n(['air', 'users']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const KHI = airport();
const KAR = airport({ id: '0190a0a0-0000-7000-8000-000000000103', iata_code: 'KDU', name: 'Skardu Airport', city: 'Skardu' });

/** The picker in a form of its own, showing what it reported. */
function Harness({ initial = '', onChange }: { initial?: string; onChange: (code: string, a: TAirport | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AirportPicker
      label="From"
      name="origin"
      value={value}
      onChange={(code, a) => {
        setValue(code);
        onChange(code, a);
      }}
    />
  );
}

describe('AirportPicker', () => {
  it('searches as the user pauses, shows "code — city, name (country)" and picks with the keyboard', async () => {
    const calls = stubApi(() => listOf([KHI, KAR]));
    const onChange = vi.fn();
    renderScreen(<Harness onChange={onChange} />, { path: '/', route: '/', user: null });
    const input = await screen.findByRole('combobox', { name: 'From' }, { timeout: 5000 });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'kh' } });
    fireEvent.change(input, { target: { value: 'khi' } });
    expect(await screen.findByRole('option', { name: 'KHI — Karachi, Jinnah International Airport (Pakistan)' })).toBeTruthy();
    // One request for the pause, not one per keystroke.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/airports');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ search: 'khi', per_page: '8', active: '1' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('KHI', KHI);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('KHI — Karachi, Jinnah International Airport (Pakistan)'));
  });

  it('shows the airport of a code given from outside, and clears the choice when emptied', async () => {
    const calls = stubApi(() => listOf([KHI]));
    const onChange = vi.fn();
    renderScreen(<Harness initial="KHI" onChange={onChange} />, { path: '/', route: '/', user: null });
    const input = (await screen.findByRole('combobox', { name: 'From' }, { timeout: 5000 })) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('KHI — Karachi, Jinnah International Airport (Pakistan)'));
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ search: 'KHI', per_page: '1', active: '1' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith('', null);
  });

  it('reads right to left in Arabic, keeping the option itself left to right', async () => {
    await i18next.changeLanguage('ar');
    await i18next.loadNamespaces(['air', 'users']);
    stubApi(() => listOf([KHI]));
    renderScreen(<Harness onChange={vi.fn()} />, { path: '/', route: '/', user: null });
    const input = await screen.findByRole('combobox', { name: 'From' }, { timeout: 5000 });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'kar' } });
    const option = await screen.findByRole('option');
    expect(option.textContent).toBe('\u2066KHI — Karachi، Jinnah International Airport (Pakistan)\u2069');
  });
});
