import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { setupI18n } from '@/test/setup-i18n';
import { LanguageSwitch } from './language-switch';

beforeAll(() => setupI18n());
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

it('switches the language, keeps the choice, and asks again for what the API answered in the other one', async () => {
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(<LanguageSwitch />);
  fireEvent.click(screen.getByRole('button', { name: /العربية/ }));
  await vi.waitFor(() => expect(invalidate).toHaveBeenCalledOnce());
  expect(i18next.language).toBe('ar');
  expect(localStorage.getItem('locale')).toBe('ar');
  expect(document.documentElement.dir).toBe('rtl');
});
