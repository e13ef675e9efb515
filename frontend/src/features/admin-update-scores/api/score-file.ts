/**
 * Files in and out of the screen, in the browser: CSV with papaparse, xlsx with read-excel-file
 * and write-excel-file, each loaded only when used (never hand-written parsing). The server
 * validates everything it applies; the table is only read here.
 */
import { compactScoreTable, csvSafeTable } from '@dalil/domain';

export type ScoreFileFormat = 'csv' | 'xlsx';
export const SCORE_FILE_FORMATS: readonly ScoreFileFormat[] = ['csv', 'xlsx'];

export class UnsupportedFileError extends Error {}

export function formatOf(file: File): ScoreFileFormat | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/** The file as a table of cells with only the columns an import reads (what the CMS is sent). */
export async function readScoreFile(file: File): Promise<string[][]> {
  const format = formatOf(file);
  if (!format) throw new UnsupportedFileError();
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    const text = (await file.text()).replace(/^\uFEFF/, '');
    const { data } = Papa.parse<unknown[]>(text, { skipEmptyLines: false });
    return compactScoreTable(data);
  }
  const { readSheet } = await import('read-excel-file/browser');
  return compactScoreTable(await readSheet(file));
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Saves a table as `{name}.csv` (UTF-8 with a BOM, so spreadsheet programs read Arabic) or `{name}.xlsx`.
 * A CSV cell a spreadsheet would run as a formula is written as text (csvSafeTable, issue 20);
 * xlsx cells are written as text cells, never as formulas.
 */
export async function downloadTable(table: string[][], format: ScoreFileFormat, name: string) {
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    download(
      new Blob([`\uFEFF${Papa.unparse(csvSafeTable(table))}`], { type: 'text/csv;charset=utf-8' }),
      `${name}.csv`,
    );
    return;
  }
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  download(await writeExcelFile(table).toBlob(), `${name}.xlsx`);
}
