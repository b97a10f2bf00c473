import { lazy, Suspense } from 'react';
import { useToasts } from './use-toast';

// Radix Toast is about 11 KB gzipped: it loads with the first toast, keeping the entry chunk within its budget.
const ToastStack = lazy(() => import('./toast-stack'));

/** The toast stack, mounted while there are toasts (a dismissed one stays listed until it is removed). */
export function Toaster() {
  if (useToasts().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
