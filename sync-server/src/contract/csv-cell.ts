/**
 * CSV cells a spreadsheet cannot run (OWASP's CSV injection advice), shared by every export and
 * the records import. A spreadsheet may run a formula at the start of a cell, and, when it splits
 * a cell on `;`, `,` or a tab, at the start of each piece: such a cell is written with a leading
 * apostrophe, which spreadsheets show as text. So that an export and import round trip gives back
 * exactly what was typed, a cell that starts with an apostrophe the import would remove is given
 * one more. Every cell is also quoted when written (the writers pass `quotes: true`).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /[;,\t][ ]*[=+\-@]/;

function runnable(value: string): boolean {
  return FORMULA_START.test(value) || FORMULA_AFTER_SEPARATOR.test(value) || (value.startsWith("'") && runnable(value.slice(1)));
}

/** The cell as it is written to a CSV file. */
export function escapeCsvCell(value: string): string {
  return runnable(value) ? `'${value}` : value;
}

/** The cell as it was typed, from a CSV file this product wrote (or a person edited). */
export function unescapeCsvCell(value: string): string {
  return value.startsWith("'") && runnable(value.slice(1)) ? value.slice(1) : value;
}
