import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { App } from '@/app/app';
import '@/styles/global.css';

// The client asks for the compatibility cookie at start-up (it authenticates nothing).
void fetch('/api/sanctum/csrf-cookie', { credentials: 'include' }).catch(() => undefined);
await initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
