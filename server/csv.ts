/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet (a title may start with "="). */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV text with CRLF line ends, header first. */
export function csvText(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${[header.join(','), ...rows.map((row) => row.map(csvField).join(','))].join('\r\n')}\r\n`;
}
