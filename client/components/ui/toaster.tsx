import { Suspense } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useToasts } from './use-toast';

// Radix Toast is about 11 KB gzipped: it stays out of the landing page's JavaScript budget and
// loads with the first toast, or earlier when a form knows one is coming (`preloadToastStack`).
const toastStack = preloadableLazy(() => import('./toast-stack'));
const ToastStack = toastStack.Component;

/** Starts fetching the toast stack, so a toast due soon shows on time instead of waiting for its code. */
export function preloadToastStack(): void {
  void toastStack.load();
}

/** The toast stack, mounted while there are toasts (a dismissed one stays listed until it is removed). */
export function Toaster() {
  if (useToasts().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
