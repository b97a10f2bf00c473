/**
 * An update's plain text as paragraphs of text and links, for rendering as React elements
 * (never as HTML): blank lines separate paragraphs, single line breaks stay in the text, and
 * http and https addresses become links. Markup is just text.
 */

export type UpdateSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that usually ends the sentence around an address rather than the address itself. */
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '"', ')', ']']);

const count = (text: string, character: string) => text.split(character).length - 1;

/** The address without the sentence's punctuation after it; a closing parenthesis stays when the address opened one (…/Song_(live)). */
function trimAddress(match: string): string {
  let address = match;
  for (let last = address.at(-1); last && TRAILING_PUNCTUATION.has(last); last = address.at(-1)) {
    if (last === ')' && count(address, '(') >= count(address, ')')) break;
    address = address.slice(0, -1);
  }
  return address;
}

/** The address as a link target, or null when it is not a well-formed http(s) URL. */
function linkTarget(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function appendText(segments: UpdateSegment[], text: string): void {
  if (!text) return;
  const last = segments.at(-1);
  if (last?.kind === 'text') last.text += text;
  else segments.push({ kind: 'text', text });
}

/** One paragraph's text and links, in order. */
export function paragraphSegments(paragraph: string): UpdateSegment[] {
  const segments: UpdateSegment[] = [];
  let position = 0;
  for (const match of paragraph.matchAll(WEB_ADDRESS)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = linkTarget(address);
    appendText(segments, paragraph.slice(position, start));
    if (href) segments.push({ kind: 'link', text: address, href });
    else appendText(segments, address);
    position = start + address.length;
  }
  appendText(segments, paragraph.slice(position));
  return segments;
}

/** The body's paragraphs (split at blank lines, trimmed, empty ones dropped), each as segments. */
export function updateParagraphs(body: string): UpdateSegment[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(paragraphSegments);
}
