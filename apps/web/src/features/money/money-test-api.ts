import { vi } from 'vitest';
import type { TApiAnswer } from '@/features/testing/people-harness';

/** A recorded call of the money screens, with its headers (for Idempotency-Key). */
export interface TMoneyCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

/** Replaces fetch like people-harness's stubApi, also keeping each request's headers. */
export function stubMoneyApi(handler: (call: TMoneyCall) => TApiAnswer) {
  const calls: TMoneyCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(String(input)),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      };
      calls.push(call);
      const answer = handler(call);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
