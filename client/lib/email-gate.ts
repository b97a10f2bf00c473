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
