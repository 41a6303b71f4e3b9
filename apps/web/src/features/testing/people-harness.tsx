import type { TUser } from '@safar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { CURRENT_USER_KEY } from '@/features/auth/use-current-user';

/** Test-only helpers for the people screens: a fake API behind fetch, and a router + query client. */
export interface TApiCall {
  method: string;
  url: URL;
  body: unknown;
}
export interface TApiAnswer {
  status?: number;
  body: unknown;
}

export const ok = (data: unknown, description = 'Done.'): TApiAnswer => ({
  body: { success: true, data, message: { status: 'success', description, details: null } },
});
export const listOf = (items: unknown[], total = items.length): TApiAnswer => ok({ items, pagination: { page: 1, per_page: 20, total } });
export const failure = (status: number, code: string, description: string, errors?: Record<string, string[]>): TApiAnswer => ({
  status,
  body: { success: false, data: null, message: { status: 'error', code, description, details: null }, ...(errors ? { errors } : {}) },
});

/** Replaces fetch; every call is recorded and answered by `handler`. */
/** Replaces fetch with answers shaped like the API's envelope; an answer may be a promise (a call still running). */
export function stubApi(handler: (call: TApiCall) => TApiAnswer | Promise<TApiAnswer>) {
  const calls: TApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(String(input)),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const answer = await handler(call);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `route` (matching `path`) with a signed-in `user`; the current address is in data-testid="location". */
export function renderScreen(ui: ReactElement, { path, route, user }: { path: string; route: string; user: TUser | null }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
