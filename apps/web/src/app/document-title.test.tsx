import { act, cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupI18n } from '@/test/setup-i18n';
import { DocumentTitle } from './document-title';

beforeAll(() => setupI18n());
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

/** The app at `path` with the title the server wrote for it. */
function landOn(path: string) {
  document.title = 'UAE tourist visa | Safar';
  const router = createMemoryRouter([{ path: '*', element: <DocumentTitle /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the document title', () => {
  it('stays the server’s on the page the reader landed on', () => {
    landOn('/visa-details/uae-tourist-visa');
    expect(document.title).toBe('UAE tourist visa | Safar');
  });

  it('becomes the app’s name on another page, and stays so back on the first', async () => {
    const router = landOn('/visa-details/uae-tourist-visa');
    await act(() => router.navigate('/visa'));
    expect(document.title).toBe('Safar');
    document.title = 'changed';
    await act(() => router.navigate('/visa-details/uae-tourist-visa'));
    expect(document.title).toBe('Safar');
  });

  it('becomes the app’s name in the language the reader switches to', async () => {
    landOn('/visa-details/uae-tourist-visa');
    await act(() => i18next.changeLanguage('ar'));
    expect(document.title).toBe('سفر');
  });
});
