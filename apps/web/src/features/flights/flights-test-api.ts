import { vi } from 'vitest';
import type { TApiAnswer, TApiCall } from '@/features/testing/people-harness';
import { airportAnswer } from './search/airport-test-kit';

/**
 * Test-only: replaces fetch with answers shaped like the API's envelope; unlike the people
 * harness, an answer may be a promise (a search still running). Every call is recorded.
 */
export function stubFlightApi(handler: (call: TApiCall) => TApiAnswer | Promise<TApiAnswer>) {
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
      // The search form's airport pickers look airports up; tests answer them from a fixed list.
      const answer = airportAnswer(call) ?? (await handler(call));
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** A promise the test settles when it wants (a search that is still running until then). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
