import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@/test/setup-i18n';
import { buildUser } from '@/test/users';
import { Login } from './login';

interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** A fetch double answering each POST from a queue of envelopes, recording what was sent. */
function mockApi(answers: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      calls.push({ path: new URL(String(url)).pathname, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected call to ${String(url)}`);
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const ok = (data: unknown, description: string, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { success: true, data, message: { status: 'success', description, details: null }, ...extra },
});

const CHALLENGE = ok(
  { challenge_id: '01900000-0000-7000-8000-00000000c0de', expires_at: '2026-01-01T00:10:00Z' },
  'We sent a 6-digit code to your email.',
);

function renderLogin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Login /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return router;
}

async function submitCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Email address/), 'admin@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'demo-password{Enter}');
}

beforeAll(() => setupI18n(['auth']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Login (two steps)', () => {
  it('asks for a code, then signs in and goes to homeOf(user)', async () => {
    const admin = buildUser({ role: 'admin', name: 'Admin' });
    const calls = mockApi([
      CHALLENGE,
      ok({ user: admin }, 'Signed in successfully.', {
        authorisation: { token: 'tok-123', type: 'bearer', expires_at: '2026-02-01T00:00:00Z' },
      }),
    ]);
    const user = userEvent.setup();
    const router = renderLogin();

    expect((await screen.findByLabelText(/Email address/)).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('current-password');
    await submitCredentials(user);

    const code = await screen.findByLabelText(/6-digit code/);
    expect(calls[0]).toEqual({ path: '/api/login/request-otp', body: { email: 'admin@example.com', password: 'demo-password' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enter your code');
    expect(screen.getByRole('status').textContent).toBe('We sent a 6-digit code to your email.');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(calls[1]).toEqual({
      path: '/api/login/verify-otp',
      body: { email: 'admin@example.com', code: '123456', challenge_id: '01900000-0000-7000-8000-00000000c0de' },
    });
    expect(localStorage.getItem('access_token')).toBe('tok-123');
  });

  it("shows the server's first message under the field it concerns", async () => {
    mockApi([
      {
        status: 422,
        body: {
          success: false,
          data: null,
          message: {
            status: 'error',
            code: 'invalid_credentials',
            description: 'These credentials do not match our records.',
            details: null,
          },
          errors: { email: ['These credentials do not match our records.', 'second message'] },
        },
      },
    ]);
    const user = userEvent.setup();
    renderLogin();
    await submitCredentials(user);

    const email = await screen.findByLabelText(/Email address/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('These credentials do not match our records.');
    expect(screen.queryByText('second message')).toBeNull();
    expect(screen.queryByLabelText(/6-digit code/)).toBeNull();
  });

  it('says "Failed to authenticate" when the answer carries no token', async () => {
    mockApi([CHALLENGE, ok({ user: buildUser() }, 'Signed in successfully.')]);
    const user = userEvent.setup();
    const router = renderLogin();
    await submitCredentials(user);
    await user.type(await screen.findByLabelText(/6-digit code/), '123456{Enter}');

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to authenticate, please try again later.');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a wrong code on the code field, resends, and goes back keeping the email', async () => {
    const calls = mockApi([
      CHALLENGE,
      {
        status: 422,
        body: {
          success: false,
          data: null,
          message: { status: 'error', code: 'invalid_code', description: 'The code is not valid.', details: null },
          errors: { code: ['The code is not valid. Check the latest email and try again.'] },
        },
      },
      ok(
        { challenge_id: '01900000-0000-7000-8000-00000000beef', expires_at: '2026-01-01T00:20:00Z' },
        'We sent a 6-digit code to your email.',
      ),
    ]);
    const user = userEvent.setup();
    renderLogin();
    await submitCredentials(user);
    const code = await screen.findByLabelText(/6-digit code/);
    await user.type(code, '000000{Enter}');
    expect(await screen.findByText('The code is not valid. Check the latest email and try again.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toEqual({ path: '/api/login/request-otp', body: { email: 'admin@example.com', password: 'demo-password' } });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText(/Email address/)) as HTMLInputElement).value).toBe('admin@example.com');
  });
});
