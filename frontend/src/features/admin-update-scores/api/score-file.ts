/**
 * Files in and out of the screen, in the browser: CSV with papaparse, xlsx with read-excel-file
 * and write-excel-file, each loaded only when used (never hand-written parsing). The server
 * validates everything it applies; the table is only read here.
 */
import { compactScoreTable } from '@dalil/domain/rules';
import { downloadBlob, downloadCsv } from '@/lib/download';

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

/**
 * Saves a table as `{name}.csv` (UTF-8 with a BOM, so spreadsheet programs read Arabic) or `{name}.xlsx`.
 * A CSV cell a spreadsheet would run as a formula is written as text (csvSafeTable, issue 20);
 * xlsx cells are written as text cells, never as formulas.
 */
export async function downloadTable(table: string[][], format: ScoreFileFormat, name: string) {
  if (format === 'csv') {
    await downloadCsv(table, name);
    return;
  }
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  downloadBlob(await writeExcelFile(table).toBlob(), `${name}.xlsx`);
}
