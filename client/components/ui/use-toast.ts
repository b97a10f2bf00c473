import { useSyncExternalStore, type ReactNode } from 'react';

/** The spec's notification constants. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
}

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

let toasts: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; only the newest one stays, as the spec allows one at a time. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  publish([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes a toast; it is removed from memory after the spec's long delay. */
export function dismissToast(id: number): void {
  publish(toasts.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
