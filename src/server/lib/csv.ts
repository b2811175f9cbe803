/**
 * A spreadsheet cell: quoted when needed; a leading = + - @ (or tab, CR) is defused with a quote
 * mark (CSV injection). Shared by the statistics' and the subscribers' CSV.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
