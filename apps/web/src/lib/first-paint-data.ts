import { hydrate } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { getToken } from './storage';

/**
 * The reads of the server's first paint of this page (the server writes them beside the painted
 * page), put into the query cache so that the app's first render shows the same page instead of
 * reading it again. The server reads as a visitor, in the language it guessed: a signed-in reader
 * (whose answers may differ: staff see drafts, agents their prices) or one whose stored choice of
 * language differs gets the page read again, as them.
 */
export function takeFirstPaintData(locale: string): void {
  const element = document.getElementById('first-paint-data');
  if (!element?.textContent || element.dataset.locale !== locale || getToken()) return;
  try {
    hydrate(queryClient, JSON.parse(element.textContent));
    element.dataset.taken = 'true';
  } catch {
    // Unreadable: the screens read what they need themselves.
  }
}

/** Whether this page's first render has the server's reads (then what it would read ahead is already here). */
export const tookFirstPaintData = () => document.getElementById('first-paint-data')?.dataset.taken === 'true';
