/**
 * Log out ends with a full page load of / (the spec): that load is known to be signed out, so it
 * need not ask the user lookup, whose 401 the browser would log as an error on a page it renders
 * itself (a development server, or a page the server did not render). The mark lives in this
 * tab's sessionStorage and is taken by the next start of the app, whatever it is.
 */
const MARK = 'stagebacker:signed-out';

export function markSignedOut(): void {
  try {
    window.sessionStorage.setItem(MARK, '1');
  } catch {
    // Storage may be disabled: the next page then asks the lookup, as it always did.
  }
}

/** Whether this page load follows a Log out; the mark is removed, so only this load trusts it. */
export function takeSignedOutMark(): boolean {
  try {
    const marked = window.sessionStorage.getItem(MARK) !== null;
    window.sessionStorage.removeItem(MARK);
    return marked;
  } catch {
    return false;
  }
}
