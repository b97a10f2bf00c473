/** A plain decimal number such as -12.50: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A CSV field, the one way every export writes one: text starting with =, +, -, @, a tab or a
 * carriage return gets a leading apostrophe so no spreadsheet runs it as a formula, and a field
 * holding a separator (a comma, or the semicolon of locales whose decimal mark is a comma), a
 * quote, a line break or a tab is quoted (a tab-separated import would split it otherwise).
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",;\r\n\t]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV text with CRLF line ends, header first: every CSV export goes through it. */
export function csvText(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${[header.map(csvField).join(','), ...rows.map((row) => row.map(csvField).join(','))].join('\r\n')}\r\n`;
}
