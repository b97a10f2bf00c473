import { describe, expect, it } from 'vitest';
import { fileProblem } from './file-problem';

const MB = 1024 * 1024;

describe('fileProblem', () => {
  it.each([
    ['music', { size: 3 * MB, type: 'audio/mpeg' }, null],
    ['music', { size: 50 * MB, type: 'audio/x-m4a' }, null],
    ['music', { size: 50 * MB + 1, type: 'audio/wav' }, 'File size must be less than 50MB'],
    ['music', { size: 51 * MB, type: 'text/html' }, 'File size must be less than 50MB'],
    ['music', { size: 1000, type: 'image/png' }, 'Please select a valid music file'],
    ['music', { size: 1000, type: '' }, 'Please select a valid music file'],
    ['music', { size: 0, type: 'audio/mpeg' }, 'Please select a valid music file'],
    ['image', { size: 10 * MB, type: 'image/webp' }, null],
    ['image', { size: 11 * MB, type: 'image/png' }, 'File size must be less than 10MB'],
    ['image', { size: 1000, type: 'image/gif' }, 'Please select a valid image file'],
    ['image', { size: 1000, type: 'text/html' }, 'Please select a valid image file'],
  ] as const)('%s %j: %s', (kind, file, problem) => {
    expect(fileProblem(kind, file)).toBe(problem);
  });
});
