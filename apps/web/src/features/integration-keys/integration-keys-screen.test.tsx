import { INTEGRATION_KEY_NAMES } from '@safar/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { IntegrationKeysScreen } from './integration-keys-screen';

beforeAll(() => setupI18n(['integration_keys']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const status = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  env_name: name.toUpperCase(),
  set: false,
  last_four: null,
  source: null,
  readable: true,
  updated_at: null,
  updated_by: null,
  ...overrides,
});
const keysWith = (overrides: Record<string, Record<string, unknown>> = {}) => ({
  keys: INTEGRATION_KEY_NAMES.map((name) => status(name, overrides[name])),
});
const admin = buildUser({ role: 'admin' });
const render = () => renderScreen(<IntegrationKeysScreen />, { path: '/admin/setting', route: '/admin/setting', user: admin });

describe('integration keys screen', () => {
  it('shows each key set or not, by its last four only; a key from the environment is read-only with a note', async () => {
    stubApi(() =>
      ok(
        keysWith({
          duffel_access_token: {
            set: true,
            last_four: 'x9Qz',
            source: 'database',
            updated_at: '2026-05-01T10:00:00.000Z',
            updated_by: { id: admin.id, name: 'Amina Admin' },
          },
          zoho_client_secret: { set: true, last_four: 'MNOP', source: 'environment' },
          safepay_api_key: { set: true, last_four: 'dead', source: 'database', readable: false },
        }),
      ),
    );
    render();
    expect(await screen.findByRole('heading', { name: 'Integration keys' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Set, ending in x9Qz')).toBeTruthy();
    expect(screen.getByText(/Saved .* by Amina Admin/)).toBeTruthy();
    expect(screen.getByText('Set in the server environment (ZOHO_CLIENT_SECRET), which takes precedence. Change it there.')).toBeTruthy();
    // No input for a key the environment sets; a password input for the others.
    expect(screen.queryByLabelText(/^Zoho client secret/)).toBeNull();
    const duffel = screen.getByLabelText(/^Duffel access token/) as HTMLInputElement;
    expect(duffel.type).toBe('password');
    expect(duffel.value).toBe('');
    expect(screen.getByText('Cannot be read')).toBeTruthy();
    expect(screen.getByText(/cannot be decrypted with the current APP_KEY/)).toBeTruthy();
    expect(screen.getAllByText('Not set').length).toBeGreaterThan(0);
  });

  it('saves only what changed (a new value, a key to remove) with POST /save-keys, then shows the new last four', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? ok(keysWith({ duffel_access_token: { set: true, last_four: 'Ab12', source: 'database' } }), 'Integration keys saved.')
        : ok(keysWith({ safepay_secret_key: { set: true, last_four: 'zzzz', source: 'database' } })),
    );
    render();
    fireEvent.change(await screen.findByLabelText(/^Duffel access token/, undefined, { timeout: 5000 }), {
      target: { value: 'duffel_test_0123456789Ab12' },
    });
    fireEvent.click(screen.getByLabelText('Remove the saved Safepay secret key'));
    fireEvent.click(screen.getByRole('button', { name: 'Save keys' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Integration keys saved.'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/save-keys');
    expect(post.body).toEqual({ keys: { duffel_access_token: 'duffel_test_0123456789Ab12', safepay_secret_key: null } });
    expect(await screen.findByText('Set, ending in Ab12')).toBeTruthy();
    expect((screen.getByLabelText(/^Duffel access token/) as HTMLInputElement).value).toBe('');
  });

  it('checks values before sending (spaces, too short) and shows the API refusal on its key', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? failure(422, 'validation_failed', 'The given data was invalid.', { 'keys.safepay_api_key': ['Must be at least 8 characters.'] })
        : ok(keysWith()),
    );
    render();
    const field = await screen.findByLabelText(/^Safepay API key/, undefined, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'has space inside' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save keys' }));
    expect(await screen.findByText('Use only visible characters, without spaces or line breaks.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'sec_abcdefgh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save keys' }));
    expect(await screen.findByText('Must be at least 8 characters.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says there is nothing to save rather than call the API with nothing', async () => {
    const calls = stubApi(() => ok(keysWith()));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Save keys' }, { timeout: 5000 }));
    expect(await screen.findByText('Enter a new value, or tick a key to remove, before saving.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
