import Papa from 'papaparse';

/**
 * CSV for spreadsheets: Papa Parse's writer (RFC 4180 quoting of commas, quotes and line breaks), a
 * byte-order mark so Excel reads UTF-8, and CRLF line ends. A cell a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return; member-chosen text such as a reference can be
 * anything) gets a leading quote so it stays text. Plain numbers ("-12.50") are left as numbers.
 */
export const formulaStart = /^[=+\-@\t\r](?!\d+(\.\d+)?$)/;

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${Papa.unparse({ fields: [...header], data: rows.map((r) => [...r]) }, { escapeFormulae: formulaStart, newline: '\r\n', quotes: false })}\r\n`;
}

/** Hands `csv` to the browser as a download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
