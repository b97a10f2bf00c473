import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearScale, stepAreaPath, stepPath } from './chart-paths';

describe('stepPath', () => {
  it('goes across, then up or down, at each change', () => {
    const path = stepPath([
      { x: 0, y: 10 },
      { x: 5, y: 20 },
      { x: 10, y: 5 },
    ]);
    expect(path).toBe('M 0 10 H 5 V 20 H 10 V 5');
  });

  it('draws one long flat segment across points that do not change the value', () => {
    const path = stepPath([
      { x: 0, y: 10 },
      { x: 4, y: 10 },
      { x: 8, y: 10 },
      { x: 9, y: 30 },
    ]);
    expect(path).toBe('M 0 10 H 9 V 30');
  });

  it('holds the last value on to the end of the chart', () => {
    expect(
      stepPath(
        [
          { x: 0, y: 10 },
          { x: 5, y: 20 },
        ],
        12,
      ),
    ).toBe('M 0 10 H 5 V 20 H 12');
    expect(stepPath([{ x: 0, y: 10 }], 12)).toBe('M 0 10 H 12');
    expect(
      stepPath(
        [
          { x: 0, y: 10 },
          { x: 6, y: 10 },
        ],
        undefined,
      ),
    ).toBe('M 0 10 H 6');
  });

  it('draws nothing for no points', () => {
    expect(stepPath([])).toBe('');
    expect(stepAreaPath([], 100)).toBe('');
  });

  it('is only ever horizontal or vertical, and ends at the last point', () => {
    const xy = fc.record({ x: fc.integer({ min: 0, max: 500 }), y: fc.integer({ min: 0, max: 300 }) });
    fc.assert(
      fc.property(fc.array(xy, { minLength: 1, maxLength: 30 }), (raw) => {
        const points = [...raw].sort((a, b) => a.x - b.x);
        const commands = stepPath(points).split(' ');
        expect(commands[0]).toBe('M');
        const letters = commands.filter((part) => /[A-Z]/.test(part));
        expect(letters.slice(1).every((letter) => letter === 'H' || letter === 'V')).toBe(true);
        // Walk the path: where it ends is the last point (x of the last point, y of the last point).
        let x = Number(commands[1]);
        let y = Number(commands[2]);
        for (let index = 3; index < commands.length; index += 2) {
          if (commands[index] === 'H') x = Number(commands[index + 1]);
          else y = Number(commands[index + 1]);
        }
        const last = points.at(-1);
        expect(y).toBe(last?.y);
        expect(x).toBe(Math.max(points[0]?.x ?? 0, last?.x ?? 0));
      }),
    );
  });
});

describe('stepAreaPath', () => {
  it('closes the step line down to the baseline and back to the start', () => {
    expect(
      stepAreaPath(
        [
          { x: 2, y: 10 },
          { x: 5, y: 20 },
        ],
        100,
        8,
      ),
    ).toBe('M 2 10 H 5 V 20 H 8 V 100 H 2 Z');
  });
});

describe('linearScale', () => {
  it('maps the domain onto the range, upside down when asked', () => {
    const y = linearScale(0, 200, 100, 0);
    expect(y(0)).toBe(100);
    expect(y(50)).toBe(75);
    expect(y(200)).toBe(0);
  });

  it('maps an empty domain to the start of the range', () => {
    expect(linearScale(5, 5, 40, 300)(5)).toBe(40);
  });
});
