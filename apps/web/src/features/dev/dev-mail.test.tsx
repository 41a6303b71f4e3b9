import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOf, renderScreen, stubApi } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { DevMail } from './dev-mail';
import type { TDevMail } from './dev-mail-item';

beforeAll(() => setupI18n(['dev']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUOTE: TDevMail = {
  id: '0190a0a0-0000-7000-8000-0000000000e1',
  to: 'client@example.test',
  subject: 'Flight quote Q-7K3M9QX2: KHI–DXB',
  text: 'Hello Ayesha Khan,',
  html: '<p>Hello Ayesha Khan,</p>',
  attachments: [
    { id: '0190a0a0-0000-7000-8000-0000000000f1', filename: 'quote-Q-7K3M9QX2.pdf', content_type: 'application/pdf', size: 14_950 },
  ],
  created_at: '2026-04-03T08:00:00.000Z',
};
const CODE: TDevMail = {
  ...QUOTE,
  id: '0190a0a0-0000-7000-8000-0000000000e2',
  subject: 'Your Safar sign-in code: 123456',
  attachments: [],
};

const at = { path: '/dev/mail', route: '/dev/mail', user: null };

describe('development inbox', () => {
  it("lists a mail's attachments with a download link to the inbox API, and none under a mail without", async () => {
    stubApi(() => listOf([QUOTE, CODE]));
    renderScreen(<DevMail />, at);
    const quote = (await screen.findByRole('heading', { name: QUOTE.subject })).closest('article')!;
    const files = within(quote).getByRole('region', { name: 'Attachments' });
    const link = within(files).getByRole('link', { name: 'Download quote-Q-7K3M9QX2.pdf (14.6 kB)' });
    expect(link.getAttribute('href')).toBe('/api/dev/mail/attachments/0190a0a0-0000-7000-8000-0000000000f1');
    expect(link.getAttribute('download')).toBe('quote-Q-7K3M9QX2.pdf');
    expect(link.textContent).toBe('quote-Q-7K3M9QX2.pdf');
    const code = screen.getByRole('heading', { name: CODE.subject }).closest('article')!;
    expect(within(code).queryByRole('region', { name: 'Attachments' })).toBeNull();
  });

  it('names them in Arabic too', async () => {
    await i18next.changeLanguage('ar');
    try {
      await i18next.loadNamespaces(['dev']);
      stubApi(() => listOf([QUOTE]));
      renderScreen(<DevMail />, at);
      const files = await screen.findByRole('region', { name: 'المرفقات' });
      const link = within(files).getByRole('link');
      expect(link.getAttribute('aria-label')).toMatch(/^تنزيل quote-Q-7K3M9QX2\.pdf \(14\.6 /);
      expect(link.getAttribute('href')).toBe('/api/dev/mail/attachments/0190a0a0-0000-7000-8000-0000000000f1');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
