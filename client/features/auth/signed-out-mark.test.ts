// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markSignedOut, takeSignedOutMark } from './signed-out-mark';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the signed-out mark', () => {
  it('is taken by the one page load after Log out, not by the next', () => {
    expect(takeSignedOutMark()).toBe(false);
    markSignedOut();
    expect(takeSignedOutMark()).toBe(true);
    expect(takeSignedOutMark()).toBe(false);
  });

  it('is no mark when the storage is disabled', () => {
    // A browser with storage disabled throws on reading window.sessionStorage itself.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => markSignedOut()).not.toThrow();
    expect(takeSignedOutMark()).toBe(false);
  });
});
