import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToastLibrary, subscribeToastLibrary, toastLibraryRequested } from '@/lib/toast';

const ToastContainer = lazy(() => loadToastLibrary().then((m) => ({ default: m.ToastContainer })));

/**
 * The toast container, mounted with the first toast (see lib/toast.ts):
 * top-right, 5000 ms, light theme; it lives outside the router, so toasts survive URL changes.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToastLibrary, toastLibraryRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={5000} theme="light" />
    </Suspense>
  );
}
