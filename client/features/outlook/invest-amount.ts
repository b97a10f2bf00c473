/**
 * The invest form's amount, for "What could this earn?" to follow: a store outside React's props,
 * so the section's server-rendered HTML, waiting for its code, is never re-rendered by a change
 * of the form before it has hydrated (which would throw that HTML away).
 */
import { useSyncExternalStore } from 'react';
import type { Cents } from '@common/money';

let current: Cents | null = null;
const listeners = new Set<() => void>();

/** The form's amount in cents as it changes; null when it holds none. */
export function setInvestAmount(amount: Cents | null): void {
  if (amount === current) return;
  current = amount;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useInvestAmount(): Cents | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
