import { BOOKING_STATUSES } from '@safar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { buildStatuses } from './booking-settings.fixtures';
import { readableTextOn } from './status-colours';
import { useBookingStatusStyles } from './use-booking-status-styles';

beforeAll(async () => {
  await setupI18n(['bookings']);
  await i18next.loadLanguages('ar');
  await i18next.loadNamespaces('bookings');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});
afterAll(() => i18next.changeLanguage('en'));

function renderStyles() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>{children}</Suspense>
    </QueryClientProvider>
  );
  return renderHook(() => useBookingStatusStyles(), { wrapper });
}

describe('useBookingStatusStyles', () => {
  it('gives admin’s label in the reader’s language and colour per status, with a readable text colour', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const calls = stubApi(
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(ok({ statuses: buildStatuses({ ticketed: { label_en: 'Issued', label_ar: 'صدرت', colour: '#15803D' } }) }));
        }),
    );
    const { result } = renderStyles();
    // Until the settings arrive: the translations, and no colour.
    await waitFor(() => expect(result.current).toBeTruthy());
    expect(result.current.ticketed).toEqual({ label: 'Ticketed', colour: null, textColour: null });
    expect(calls[0]!.url.pathname).toBe('/api/get-booking-status-settings');

    answer(undefined);
    await waitFor(() => expect(result.current.ticketed.colour).toBe('#15803D'));
    expect(result.current.ticketed).toEqual({ label: 'Issued', colour: '#15803D', textColour: '#FFFFFF' });
    expect(result.current.expired.label).toBe('Expired');
    expect(Object.keys(result.current).sort()).toEqual([...BOOKING_STATUSES].sort());

    await act(() => i18next.changeLanguage('ar'));
    expect(result.current.ticketed.label).toBe('صدرت');
    expect(result.current.expired.label).toBe('منتهي الصلاحية');
  });

  it('keeps the translations when the settings cannot be read', async () => {
    stubApi(() => failure(500, 'internal_error', 'Failed.'));
    const { result } = renderStyles();
    await waitFor(() => expect(result.current).toBeTruthy());
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.held).toEqual({ label: 'On hold', colour: null, textColour: null });
  });
});

describe('readableTextOn', () => {
  it('puts white on dark colours and near-black on pale ones', () => {
    expect(['#6B7280', '#1D4ED8', '#B91C1C', '#000000'].map(readableTextOn)).toEqual(['#FFFFFF', '#FFFFFF', '#FFFFFF', '#FFFFFF']);
    expect(['#FDE68A', '#FFFFFF', '#A7F3D0'].map(readableTextOn)).toEqual(['#111827', '#111827', '#111827']);
  });
});
