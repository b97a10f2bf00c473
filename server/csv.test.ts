import { describe, expect, it } from 'vitest';
import { csvField, csvText } from './csv';

describe('csvField', () => {
  it.each([
    ['plain text', 'Night Bus', 'Night Bus'],
    ['a comma', 'Bus, the Night', '"Bus, the Night"'],
    ['a semicolon, the separator of comma-decimal locales', 'a;b', '"a;b"'],
    ['a quote', 'the "Night" Bus', '"the ""Night"" Bus"'],
    ['a line break', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return inside', 'one\r\ntwo', '"one\r\ntwo"'],
    ['a tab inside', 'one\ttwo', '"one\ttwo"'],
  ])('%s: %j', (_name, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    // A semicolon-locale spreadsheet splits on ";": the formula must not start a field of its own.
    ['x;=1+1', '"x;=1+1"'],
    ['=HYPERLINK("http://evil.test")', `"'=HYPERLINK(""http://evil.test"")"`],
  ])('never leaves a formula to run: %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves numbers, negative amounts included, as numbers', () => {
    expect(csvField(9)).toBe('9');
    expect(csvField(-3)).toBe('-3');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('250.00')).toBe('250.00');
    expect(csvField('-12.50e3')).toBe("'-12.50e3");
  });
});

describe('csvText', () => {
  it('writes the header and the rows with CRLF line ends, each field through csvField', () => {
    expect(
      csvText(
        ['name', 'amount'],
        [
          ['Ada; =1+1', '100.00'],
          ['@x', 9],
        ],
      ),
    ).toBe('name,amount\r\n"Ada; =1+1",100.00\r\n\'@x,9\r\n');
  });
});
