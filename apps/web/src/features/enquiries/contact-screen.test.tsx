import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, ok, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { ContactScreen } from './contact-screen';

beforeAll(() => setupI18n(['enquiries']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const open = () => renderScreen(<ContactScreen />, { path: '/contact-us', route: '/contact-us', user: null });

describe('the contact form', () => {
  it('posts full name, email address and message to /contact with the honeypot empty, then confirms in place', async () => {
    const calls = stubApi(() => ok(null, 'Thank you. Your message has been sent; we have emailed you a copy.'));
    open();
    fill(/^Full name/, 'Hina Visitor');
    fill(/^Email address/, ' Hina@Example.com ');
    fill(/^Message/, 'Group tour to Baku?');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you. Your message has been sent; we have emailed you a copy.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Message sent' })).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/contact');
    expect(calls[0]!.body).toEqual({
      full_name: 'Hina Visitor',
      email: 'hina@example.com',
      phone: null,
      message: 'Group tour to Baku?',
      website: '',
    });
  });

  it('keeps the honeypot out of sight and out of reach: hidden from screen readers and the tab order', () => {
    stubApi(() => ok(null));
    open();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
  });

  it("checks the fields with the API's schema before sending, and shows the server's field message", async () => {
    const calls = stubApi(() =>
      failure(422, 'validation_failed', 'The given data was invalid.', { email: ['Enter a valid email address.'] }),
    );
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(calls).toHaveLength(0);
    fill(/^Full name/, 'Hina');
    fill(/^Email address/, 'hina@example.com');
    fill(/^Message/, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
  });

  it('says why when the server refuses without naming a field (too many messages)', async () => {
    stubApi(() => failure(429, 'rate_limited', 'Too many requests. Please slow down and try again shortly.'));
    open();
    fill(/^Full name/, 'Hina');
    fill(/^Email address/, 'hina@example.com');
    fill(/^Message/, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many requests.'));
  });
});
