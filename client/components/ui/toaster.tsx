import { lazy, Suspense, useEffect } from 'react';
import { useToasts } from './use-toast';

// Radix Toast is about 11 KB gzipped: it stays out of the entry chunk (its budget), and is
// fetched once the page is idle, so the first toast does not wait for it.
const loadToastStack = () => import('./toast-stack');
const ToastStack = lazy(loadToastStack);

/** The toast stack, mounted while there are toasts (a dismissed one stays listed until it is removed). */
export function Toaster() {
  useEffect(() => {
    const preload = () => void loadToastStack();
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(preload, 300);
    return () => clearTimeout(timer);
  }, []);
  if (useToasts().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
