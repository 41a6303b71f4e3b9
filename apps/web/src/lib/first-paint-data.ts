import { hydrate } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * The reads of the server's first paint of this page (the server writes them beside the painted
 * page), put into the query cache so that the app's first render shows the same page instead of
 * reading it again. Taken only when the server painted in the reader's language: a reader whose
 * stored choice differs from what the server guessed gets the page read again, in their language.
 */
export function takeFirstPaintData(locale: string): void {
  const element = document.getElementById('first-paint-data');
  if (!element?.textContent || element.dataset.locale !== locale) return;
  try {
    hydrate(queryClient, JSON.parse(element.textContent));
  } catch {
    // Unreadable: the screens read what they need themselves.
  }
}
