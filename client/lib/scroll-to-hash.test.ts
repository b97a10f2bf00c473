import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_DELAY_MS, hashTarget, scrollToAnchorSoon } from './scroll-to-hash';

describe('hashTarget', () => {
  it('names the element of a hash, with or without its #, decoded', () => {
    expect(hashTarget('#my-investments')).toBe('my-investments');
    expect(hashTarget('faq')).toBe('faq');
    expect(hashTarget('#fees%20and%20payouts')).toBe('fees and payouts');
  });

  it('is empty for no hash or one that does not decode', () => {
    expect(hashTarget('')).toBe('');
    expect(hashTarget('#')).toBe('');
    expect(hashTarget('#%E0%A4%A')).toBe('');
  });
});

// No DOM in these tests: a stand-in document holds the one element they look for.
describe('scrollToAnchorSoon', () => {
  const scrollIntoView = vi.fn();
  const getElementById = vi.fn((id: string) => (id === 'faq' ? { scrollIntoView } : null));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { getElementById });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('scrolls smoothly to the element once the delay has passed, not before', () => {
    scrollToAnchorSoon('faq');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(getElementById).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(getElementById).toHaveBeenCalledWith('faq');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' });
  });

  it('waits 100 ms, as the spec says', () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(100);
  });

  it('does nothing once cancelled, for no id, or when the element is missing', () => {
    const cancel = scrollToAnchorSoon('faq');
    cancel();
    scrollToAnchorSoon('');
    scrollToAnchorSoon('nowhere');
    vi.runAllTimers();
    expect(getElementById).toHaveBeenCalledTimes(1);
    expect(getElementById).toHaveBeenCalledWith('nowhere');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
