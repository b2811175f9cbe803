/** Prints a Markdown table (the README's format) to standard output; numbers right-aligned. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const text = (cell: string | number) => (typeof cell === 'number' ? cell.toLocaleString('en-US') : cell);
  const cells = [headers, ...rows.map((row) => row.map(text))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => String(row[column] ?? '').length)));
  const pad = (cell: string | number, column: number, raw?: string | number) =>
    typeof raw === 'number' ? String(cell).padStart(widths[column] ?? 0) : String(cell).padEnd(widths[column] ?? 0);
  console.log(`| ${headers.map((cell, column) => pad(cell, column)).join(' | ')} |`);
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(`| ${row.map((cell, column) => pad(text(cell), column, cell)).join(' | ')} |`);
}
