import { expect, it } from 'vitest';
import { lastUpdateText } from './last-update';

it('names the days since the last update, or that there is none', () => {
  expect(lastUpdateText(null)).toBe('No updates yet');
  expect(lastUpdateText(0)).toBe('Last update today');
  expect(lastUpdateText(1)).toBe('Last update yesterday');
  expect(lastUpdateText(29)).toBe('Last update 29 days ago');
});
