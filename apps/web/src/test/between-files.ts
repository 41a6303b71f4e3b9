import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// The web's test files share their worker (isolate: false in vitest.config.ts): setting up jsdom
// and loading React and the app's modules again for every file was two thirds of the suite's
// time. What a file leaves behind is undone after it, so the next one starts as on a new page:
// rendered trees, storage, the address, the document's language, stubs, spies and fake timers.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document === 'undefined') return; // a file that runs in Node (@vitest-environment node)
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '';
});
