import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setLocale } from '@/lib/i18n';
import { setupI18n } from '@/test/setup-i18n';
import { NewsletterSignup } from './newsletter-signup';

beforeAll(() => setupI18n(['newsletter', 'enquiries']));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLocale('en');
});

const open = () => renderScreen(<NewsletterSignup />, { path: '/group-tickets-main', route: '/group-tickets-main', user: null });
const subscribe = (email: string) => {
  fireEvent.change(screen.getByLabelText(/^Email address|^البريد/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: /Subscribe|اشترك/ }));
};

describe('the group travel sign-up', () => {
  it('goes idle → subscribing → success with the exact message', async () => {
    let answer!: (value: ReturnType<typeof ok>) => void;
    const calls = stubApi(() => new Promise((resolve) => (answer = resolve)));
    open();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    subscribe('reader@example.com');
    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeTruthy();
    await act(async () => answer(ok(null, "Success! You'll be notified about group travel updates.")));
    expect(await screen.findByText("Success! You'll be notified about group travel updates.")).toBeTruthy();
    expect(screen.getByText('We have emailed you a link: open it to confirm your address.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'reader@example.com', website: '' } });
    expect(calls[0]!.url.pathname).toBe('/api/newsletter/subscribe');
  });

  it('says it in Arabic', async () => {
    stubApi(() => ok(null));
    await setLocale('ar');
    open();
    subscribe('reader@example.com');
    expect(await screen.findByText('تم بنجاح! سنبلغك بأخبار رحلات المجموعات.')).toBeTruthy();
  });

  it('shows a failure and lets the reader try again; a bad address never reaches the API', async () => {
    const calls = stubApi(() => failure(500, 'internal_error', ''));
    open();
    subscribe('not an address');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    subscribe('reader@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not sign you up. Please try again.');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
