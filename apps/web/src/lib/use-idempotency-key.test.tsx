import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSendQuote } from '@/features/flights/flights-queries';
import { stubMoneyApi } from '@/features/money/money-test-api';
import { failure, ok, type TApiAnswer } from '@/features/testing/people-harness';
import { ApiError } from './api';
import { createResourceHooks } from './resource-hooks';
import { useIdempotencyKey } from './use-idempotency-key';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>{children}</QueryClientProvider>
);

/** The answers in order, one per call; the calls with their headers. */
function answering(...answers: TApiAnswer[]) {
  return stubMoneyApi(() => answers.shift() ?? ok(null));
}
const keysOf = (calls: { headers: Record<string, string> }[]) => calls.map((c) => c.headers['idempotency-key']);

describe('useIdempotencyKey', () => {
  it('keeps the key while the request is the same, and ends it on success or a refusal only', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const key = result.current.keyFor({ name: 'A' });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.keyFor({ name: 'A' })).toBe(key);
    // A lost answer, a 5xx or "still in progress": the retry must reuse the key.
    for (const kept of [
      new ApiError(0, 'network_error', ''),
      new ApiError(503, 'internal_error', ''),
      new ApiError(409, 'idempotency_in_progress', ''),
    ]) {
      result.current.settle(kept);
      expect(result.current.keyFor({ name: 'A' })).toBe(key);
    }
    // Another request is another action.
    expect(result.current.keyFor({ name: 'B' })).not.toBe(key);
    const second = result.current.keyFor({ name: 'B' });
    // A refusal is stored against the key: the next attempt is a new request.
    result.current.settle(new ApiError(409, 'conflict', ''));
    const third = result.current.keyFor({ name: 'B' });
    expect(third).not.toBe(second);
    result.current.settle(null);
    expect(result.current.keyFor({ name: 'B' })).not.toBe(third);
  });
});

describe('creating mutations send an Idempotency-Key', () => {
  const banks = createResourceHooks<{ id: string }, { bank_name: string }>({ key: 'banks', listPath: '/banks' });

  it("a catalogue's create: the same key on a retry after a failure, a new one for the next creation after success", async () => {
    const calls = answering(failure(503, 'internal_error', 'Service unavailable.'), ok({ bank: { id: 'b1' } }), ok({ bank: { id: 'b2' } }));
    const { result } = renderHook(() => banks.useSave(), { wrapper });
    const body = { bank_name: 'Meezan Bank' };
    await act(async () => {
      await result.current.mutateAsync(body).catch(() => undefined);
    });
    await act(async () => {
      await result.current.mutateAsync(body); // the retry
    });
    await act(async () => {
      await result.current.mutateAsync(body); // a deliberate second bank
    });
    const [first, retry, next] = keysOf(calls);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/banks', 'POST /api/banks', 'POST /api/banks']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(first);
  });

  it("the quote's mail: a retry after a lost answer mails with the same key", async () => {
    const calls = answering(failure(502, 'internal_error', ''), ok(null, 'Email sent successfully.'));
    const { result } = renderHook(() => useSendQuote(), { wrapper });
    const body = { flight_id: 'f-1', client_name: 'Ayesha Khan', client_email: 'ayesha@example.test', language: 'en' as const };
    await act(async () => {
      await result.current.mutateAsync(body).catch(() => undefined);
    });
    await act(async () => {
      await result.current.mutateAsync(body);
    });
    const [first, retry] = keysOf(calls);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });
});
