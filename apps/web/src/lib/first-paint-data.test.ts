import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { takeFirstPaintData, tookFirstPaintData } from './first-paint-data';
import { queryClient } from './query-client';

/** The server's reads of a package's page, as it writes them beside the painted page. */
function paintedPage(locale: string) {
  const server = new QueryClient();
  server.setQueryData(['umrah-packages', 'slug', 'umrah-economy'], { title: 'Umrah Economy' });
  const element = document.createElement('script');
  element.id = 'first-paint-data';
  element.type = 'application/json';
  element.dataset.locale = locale;
  element.textContent = JSON.stringify(dehydrate(server));
  document.body.append(element);
}

afterEach(() => {
  document.getElementById('first-paint-data')?.remove();
  localStorage.clear();
  queryClient.clear();
});

const cached = () => queryClient.getQueryData(['umrah-packages', 'slug', 'umrah-economy']);

describe('the reads of the server’s first paint', () => {
  it('fill the query cache for a visitor in the language the server painted', () => {
    paintedPage('ar');
    expect(tookFirstPaintData()).toBe(false);
    takeFirstPaintData('ar');
    expect(cached()).toEqual({ title: 'Umrah Economy' });
    expect(tookFirstPaintData()).toBe(true);
  });

  it('are left for a reader in another language, or signed in (the server read as a visitor)', () => {
    paintedPage('en');
    takeFirstPaintData('ar');
    expect(cached()).toBeUndefined();
    localStorage.setItem('access_token', 'a-token-of-a-signed-in-agent');
    takeFirstPaintData('en');
    expect(cached()).toBeUndefined();
  });

  it('are nothing on a page the server did not paint, or unreadable', () => {
    takeFirstPaintData('en');
    paintedPage('en');
    document.getElementById('first-paint-data')!.textContent = '{not json';
    takeFirstPaintData('en');
    expect(cached()).toBeUndefined();
  });
});
