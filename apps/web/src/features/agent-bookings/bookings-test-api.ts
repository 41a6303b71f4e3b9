import { vi } from 'vitest';
import type { TApiAnswer } from '@/features/testing/people-harness';

/** Test-only: a recorded call of the booking screens, with its headers (for Idempotency-Key). */
export interface TBookingCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

/** A refusal shaped like the API's, with the message's details (a new price, duplicates, a new refund). */
export const refusal = (
  status: number,
  code: string,
  description: string,
  details: unknown = null,
  errors?: Record<string, string[]>,
): TApiAnswer => ({
  status,
  body: { success: false, data: null, message: { status: 'error', code, description, details }, ...(errors ? { errors } : {}) },
});

/** Replaces fetch: every call is recorded with its headers and answered by `handler` (an answer may be a promise). */
export function stubBookingApi(handler: (call: TBookingCall) => TApiAnswer | Promise<TApiAnswer>) {
  const calls: TBookingCall[] = [];
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
      const answer = await handler(call);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** The calls that change something (not reads). */
export const writes = (calls: readonly TBookingCall[]) => calls.filter((c) => c.method !== 'GET');
