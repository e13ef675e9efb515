/**
 * CSV written for spreadsheet programs (issue 20): a cell that starts with `=`, `+`, `-`, `@`
 * (or a tab or carriage return before one) is read by Excel, LibreOffice and Google Sheets as a
 * formula, which can fetch a URL with the sheet's data or run a command. Such a cell is written
 * with a leading `'` (OWASP's "CSV injection" advice; papaparse's `escapeFormulae` does the
 * same), so it shows as text. A number (`-5`, `+5`) and the score placeholder `-` stay as they
 * are: a spreadsheet reads them as values, and the score import reads them back.
 *
 * Names (universities, faculties, sections, dorms and transport) may not start with one of
 * these characters at all: no real name does, and such a name is only ever an attack.
 */

/** `=`, `+`, `-`, `@`, and their full-width forms (some spreadsheet programs read those too). */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d+)?)?$/;

export const FORMULA_NAME_MESSAGE = 'الاسم لا يمكن أن يبدأ بأحد الرموز = أو + أو - أو @';

/** The cell as a CSV should hold it: a leading `'` before anything a spreadsheet would run. */
export function csvSafeCell(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** Every cell of `table` through csvSafeCell. */
export function csvSafeTable(table: readonly (readonly string[])[]): string[][] {
  return table.map((row) => row.map(csvSafeCell));
}

/** A name that starts (after spaces) with a formula character: refused by the name validators. */
export function startsLikeFormula(name: string): boolean {
  return FORMULA_START.test(name.trimStart());
}
