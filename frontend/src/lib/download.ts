/**
 * Files the browser saves: a Blob under a name, and CSV for spreadsheet programs (UTF-8 with a
 * BOM so they read Arabic; a cell a spreadsheet would run as a formula is written as text by
 * csvSafeTable of @dalil/domain, issue 20). papaparse is loaded only when a file is written.
 */
import { csvSafeTable } from '@dalil/domain/rules';

export function downloadBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The CSV text of a table: BOM, formula-safe cells, quoting by papaparse. */
export async function csvText(table: readonly (readonly string[])[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return `\uFEFF${Papa.unparse(csvSafeTable(table))}`;
}

/** Saves `table` as `{name}.csv`. */
export async function downloadCsv(table: readonly (readonly string[])[], name: string) {
  downloadBlob(new Blob([await csvText(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
}
