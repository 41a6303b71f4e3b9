import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listOf, stubApi } from '@/features/testing/people-harness';
import { apiGet, startGet } from './api';

/*
 * A route starts its screen's first reads beside the screen's code (startGet); the screen's own
 * query of the same address takes that answer instead of asking again, once, while it is fresh.
 */
beforeEach(() => localStorage.setItem('locale', 'en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('reads started ahead', () => {
  it('are taken by the first GET of the same address (empty values aside), and only by the first', async () => {
    const calls = stubApi(() => listOf([{ id: 1 }]));
    const ahead = startGet('/things', { per_page: 4, search: '', status: 'published' });
    expect(calls).toHaveLength(1);
    const taken = await apiGet('/things', { per_page: 4, status: 'published', page: undefined });
    expect(taken).toBe(await ahead);
    expect(calls).toHaveLength(1);
    await apiGet('/things', { per_page: 4, status: 'published' });
    expect(calls).toHaveLength(2);
  });

  it('are asked once however many start them, and not taken by another address', async () => {
    const calls = stubApi(() => listOf([]));
    void startGet('/others', { per_page: 4 });
    void startGet('/others', { per_page: 4 });
    await apiGet('/others', { per_page: 5 });
    expect(calls.map((c) => c.url.search)).toEqual(['?per_page=4', '?per_page=5']);
  });

  it('are asked again once stale (30 s)', async () => {
    vi.useFakeTimers();
    const calls = stubApi(() => listOf([]));
    await startGet('/late');
    vi.advanceTimersByTime(30_001);
    await apiGet('/late');
    expect(calls).toHaveLength(2);
  });

  it('keep a failure for the screen to show', async () => {
    stubApi(() => ({
      status: 500,
      body: { success: false, data: null, message: { status: 'error', code: 'internal_error', description: 'Down.' } },
    }));
    void startGet('/broken');
    await expect(apiGet('/broken')).rejects.toMatchObject({ status: 500 });
  });
});
