/**
 * The one rule for text written into a CSV the product produces (exports, the import's error
 * rows, the reports): a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is
 * read by Excel, LibreOffice and Google Sheets as a formula (`=HYPERLINK(…)`, `+cmd|…`,
 * `@SUM(…)`), so it is written with a leading apostrophe, which the spreadsheet shows as text.
 * OWASP, "CSV Injection": https://owasp.org/www-community/attacks/CSV_Injection
 * Numbers are data, not text, and are written as they are (a negative balance stays a number).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_FORMULA_PREFIXES = ['=', '+', '-', '@', '\t', '\r'] as const;

export function csvSafeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
