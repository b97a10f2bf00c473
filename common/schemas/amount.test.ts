import { describe, expect, it } from 'vitest';
import { dollarAmountSchema } from './amount';

/** What the form and the API say about a malformed amount. */
const FORMAT = 'Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.';

const messages = (input: unknown) => dollarAmountSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('dollarAmountSchema', () => {
  it('reads dollars from a form string or a JSON number into whole cents', () => {
    expect(dollarAmountSchema.parse('250')).toBe(250_00);
    expect(dollarAmountSchema.parse(' 250.5 ')).toBe(250_50);
    expect(dollarAmountSchema.parse(250.5)).toBe(250_50);
    expect(dollarAmountSchema.parse('0.07')).toBe(7);
  });

  it.each([['1e3'], ['-5'], ['+5'], ['12.345'], [''], ['abc'], [-5], [1.234], [Number.NaN]])(
    'refuses %j with the one format message',
    (input) => {
      expect(messages(input)).toEqual([FORMAT]);
    },
  );

  it.each([[null], [undefined], [true], [[250]], [{ amount: 250 }]])(
    'refuses %j, which is not a string or a number, with the same message',
    (input) => {
      expect(messages(input)).toEqual([FORMAT]);
    },
  );
});
