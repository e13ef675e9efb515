/**
 * Reading a score file and printing a plan, for `npm run import:scores` and the benchmark.
 */
import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';

/** The file as a table of cells: papaparse for CSV, read-excel-file for XLSX (never by hand). */
export async function readScoreFile(file) {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.csv') {
    const text = fs.readFileSync(file, 'utf8');
    const { data, errors } = Papa.parse(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
    const fatal = errors.find((e) => e.type !== 'Delimiter');
    if (fatal) throw new Error(`${file}: CSV row ${fatal.row + 1}: ${fatal.message}`);
    return data;
  }
  if (ext === '.xlsx') return readSheet(path.resolve(file));
  throw new Error(`${file}: expected a .csv or .xlsx file`);
}

const where = (c) =>
  [c.universityCode, c.facultyCode, c.program, c.index ?? '', c.track, c.year ?? ''].filter((p) => p !== '').join(' ');

export function printPlan(plan, { log = console.log, limit = Infinity } = {}) {
  log(
    `rows: ${plan.rows}  changed: ${plan.changed.length}  unchanged: ${plan.unchanged}  refused: ${plan.refused.length}`,
  );
  if (plan.changed.length) log('\nchanged (old → new):');
  for (const c of plan.changed.slice(0, limit))
    log(
      `  line ${c.line}: ${where(c)} (${c.facultyName}): ${c.old ?? '(empty)'} → ${c.new}${c.source ? ` [${c.source.url} · ${c.source.academic_year}]` : ''}`,
    );
  if (plan.changed.length > limit) log(`  … and ${plan.changed.length - limit} more`);
  if (plan.refused.length) log('\nrefused:');
  for (const r of plan.refused) log(`  line ${r.line}: ${r.reasons.join('; ')}`);
}
