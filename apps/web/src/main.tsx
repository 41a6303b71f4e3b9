import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { App } from '@/app/app';
import { preloadFirstScreen } from '@/app/router';
import '@/styles/global.css';

// The client asks for the compatibility cookie at start-up (it authenticates nothing).
void fetch('/api/sanctum/csrf-cookie', { credentials: 'include' }).catch(() => undefined);
// The first screen's code and translations load while i18next starts, and the first render
// waits for both: the page paints once, whole, in the reader's language and direction.
const firstScreen = preloadFirstScreen(window.location.pathname);
await initI18n();
await firstScreen;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
