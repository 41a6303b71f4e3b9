import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, startingLocale } from '@/lib/i18n';
import { App } from '@/app/app';
import { preloadFirstScreen } from '@/app/router';
import { takeFirstPaintData } from '@/lib/first-paint-data';
import '@/styles/global.css';

// The client asks for the compatibility cookie at start-up (it authenticates nothing).
void fetch('/api/sanctum/csrf-cookie', { credentials: 'include' }).catch(() => undefined);
// The first screen's code and translations load while i18next starts, and the first render
// waits for both: the page paints once, whole, in the reader's language and direction. A public
// page came painted by the server: the app renders over it from the same data.
const locale = startingLocale();
takeFirstPaintData(locale);
const firstScreen = preloadFirstScreen(window.location.pathname);
await initI18n(locale);
await firstScreen;
const root = document.getElementById('root')!;

/**
 * The server's paint of the page takes no input (an inline script made it inert) until the app's
 * first render has replaced it: in the same task as that commit, never before, or what a visitor
 * typed into the painted form between the two would be lost with it.
 */
function TakeOver() {
  useLayoutEffect(() => {
    root.inert = false;
  }, []);
  return null;
}

createRoot(root).render(
  <StrictMode>
    <TakeOver />
    <App />
  </StrictMode>,
);
