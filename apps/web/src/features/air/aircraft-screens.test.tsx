import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { aircraft } from './air.fixtures';
import { AircraftFormScreen } from './aircraft-form-screen';
import { AircraftListScreen } from './aircraft-list-screen';

beforeAll(() => setupI18n(['air', 'resource']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = buildUser({ role: 'admin' });

describe('aircraft screens', () => {
  it('lists the types and deactivates one with PUT /aircrafts?id=', async () => {
    const success = vi.spyOn(toast, 'success');
    const neo = aircraft();
    const calls = stubApi((call) =>
      call.method === 'PUT' ? ok({ aircraft: { ...neo, active: false } }, 'Aircraft saved successfully.') : listOf([neo]),
    );
    renderScreen(<AircraftListScreen />, { path: '/admin/aircrafts', route: '/admin/aircrafts', user: admin });
    expect(await screen.findByRole('link', { name: 'Airbus A320neo' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('A20N')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Airbus A320neo' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Aircraft saved successfully.'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ active: false });
  });

  it('creates a type with POST /aircrafts', async () => {
    const calls = stubApi(() => ok({ aircraft: aircraft() }, 'Aircraft saved successfully.'));
    renderScreen(<AircraftFormScreen />, { path: '/admin/new/aircraft', route: '/admin/new/aircraft', user: admin });
    fireEvent.change(await screen.findByLabelText(/^IATA code/, {}, { timeout: 5000 }), { target: { value: '32n' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Airbus A320neo' } });
    fireEvent.change(screen.getByLabelText(/^Manufacturer/), { target: { value: 'Airbus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create aircraft type' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ iata_code: '32N', icao_code: null, name: 'Airbus A320neo', manufacturer: 'Airbus', active: true });
  });
});
