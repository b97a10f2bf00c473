import { describe, expect, it } from 'vitest';
import { paragraphSegments, updateParagraphs } from './update-text';

describe('updateParagraphs', () => {
  it('splits paragraphs at blank lines and keeps single line breaks inside one', () => {
    expect(updateParagraphs('First line\nsecond line\n\n\n  Next paragraph  \r\n \r\nLast')).toEqual([
      [{ kind: 'text', text: 'First line\nsecond line' }],
      [{ kind: 'text', text: 'Next paragraph' }],
      [{ kind: 'text', text: 'Last' }],
    ]);
  });

  it('gives nothing for a blank body', () => {
    expect(updateParagraphs(' \n\n \n')).toEqual([]);
  });

  it('keeps markup as text', () => {
    expect(updateParagraphs('<b>bold</b> <script>alert(1)</script>')).toEqual([
      [{ kind: 'text', text: '<b>bold</b> <script>alert(1)</script>' }],
    ]);
  });
});

describe('paragraphSegments', () => {
  it('turns http and https addresses into links, leaving the sentence punctuation outside', () => {
    expect(paragraphSegments('Listen at https://example.com/mix?take=2. Or (http://example.org/a)!')).toEqual([
      { kind: 'text', text: 'Listen at ' },
      { kind: 'link', text: 'https://example.com/mix?take=2', href: 'https://example.com/mix?take=2' },
      { kind: 'text', text: '. Or (' },
      { kind: 'link', text: 'http://example.org/a', href: 'http://example.org/a' },
      { kind: 'text', text: ')!' },
    ]);
  });

  it('keeps a closing parenthesis that belongs to the address', () => {
    expect(paragraphSegments('See https://example.com/wiki/Song_(live).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/wiki/Song_(live)', href: 'https://example.com/wiki/Song_(live)' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links an address at the start and at the end', () => {
    expect(paragraphSegments('HTTPS://Example.com/x')).toEqual([
      { kind: 'link', text: 'HTTPS://Example.com/x', href: 'https://example.com/x' },
    ]);
  });

  it('never links other schemes or markup around an address', () => {
    expect(paragraphSegments('javascript:alert(1) data:text/html,x ftp://example.com')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x ftp://example.com' },
    ]);
    expect(paragraphSegments('<a href="https://example.com">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
      { kind: 'text', text: '">x</a>' },
    ]);
  });

  it('leaves an address that is not a valid URL as text', () => {
    expect(paragraphSegments('see http://[bad')).toEqual([{ kind: 'text', text: 'see http://[bad' }]);
  });
});
