import { useState } from 'react';
import { downloadCsv } from '@/lib/download';

/** One column of an export: its Arabic heading and the cell of a record. */
export type CsvColumn<T> = { label: string; value: (record: T) => string | number | boolean | null | undefined };

const cellOf = (v: string | number | boolean | null | undefined) =>
  v === true ? 'نعم' : v === false ? 'لا' : v == null ? '' : String(v);

/** The table an export writes: the headings, then one row a record. */
export function csvTable<T>(records: readonly T[], columns: readonly CsvColumn<T>[]): string[][] {
  return [columns.map((c) => c.label), ...records.map((r) => columns.map((c) => cellOf(c.value(r))))];
}

/**
 * «تصدير CSV (N)»: saves the records the list shows (every page, the search and filters
 * applied), built in the browser from what is loaded; formula-looking cells are written as text.
 */
export function CsvExportButton<T>({
  records,
  columns,
  fileName,
}: {
  records: readonly T[];
  columns: readonly CsvColumn<T>[];
  /** Without `.csv`; the date is added: `dalil-messages-2026-11-26`. */
  fileName: string;
}) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await downloadCsv(csvTable(records, columns), `${fileName}-${new Date().toISOString().slice(0, 10)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--small button--ghost"
      disabled={busy || !records.length}
      onClick={() => void save()}
    >
      تصدير <bdi>CSV</bdi> ({records.length})
    </button>
  );
}
