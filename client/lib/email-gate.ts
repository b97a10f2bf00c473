import { useHydrated } from './use-hydrated';

/** The browser flag the spec names: the string 'true' once the landing-page email form was submitted. */
const FLAG = 'hasEnteredEmail';

export function hasEnteredEmail(): boolean {
  try {
    return window.localStorage.getItem(FLAG) === 'true';
  } catch {
    return false;
  }
}

export function rememberEnteredEmail(): void {
  try {
    window.localStorage.setItem(FLAG, 'true');
  } catch {
    // Storage may be disabled; the gate then simply shows again.
  }
}

/** Whether the visitor entered an email, read after hydration: the server cannot see the browser's storage. */
export function useHasEnteredEmail(): boolean {
  return useHydrated() && hasEnteredEmail();
}
