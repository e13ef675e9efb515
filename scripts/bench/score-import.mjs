/**
 * Bulk score import (issue 13), measured over HTTP as the SuperAdmin's screen calls it: a
 * generated 2,000-row file (every n-th stored score of the export, so the rows fall on many
 * offerings), parsed with papaparse, previewed and applied. Medians of RUNS runs; each run sets
 * new values, so every apply writes. Figures only (targets: preview < 2 s, apply < 10 s).
 */
import Papa from 'papaparse';
import { csvSafeTable, compactScoreTable } from '@dalil/domain/rules';

const ROWS = 2000;
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 5);

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function call(base, token, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json?.message ?? ''}`);
  return json;
}

/** The CSV a run uploads: ROWS stored scores with new values (run-dependent, so each run changes them). */
function fileOf(exported, run) {
  const [header, ...rows] = exported;
  const step = Math.max(1, Math.floor(rows.length / ROWS));
  const picked = rows.filter((_r, i) => i % step === 0).slice(0, ROWS);
  const score = header.indexOf('score');
  // Cells a spreadsheet would run as formulas are written as text, as in every CSV the project writes.
  return Papa.unparse(
    csvSafeTable([header, ...picked.map((r, i) => r.map((c, k) => (k === score ? String(40 + ((i + run) % 60)) : c)))]),
  );
}

export async function benchScoreImport(base) {
  const { token } = await call(base, null, 'POST', '/api/users/signin', {
    email: 'superadmin@dalil.local',
    password: 'Dalil-Super-2026',
  });
  const { table: exported } = await call(base, token, 'GET', '/api/score-import/export');
  const times = { parse: [], preview: [], apply: [] };
  let last;
  for (let run = 1; run <= RUNS; run += 1) {
    const csv = fileOf(exported, run);
    let t = performance.now();
    const table = compactScoreTable(Papa.parse(csv, { skipEmptyLines: false }).data);
    times.parse.push(performance.now() - t);
    t = performance.now();
    const plan = await call(base, token, 'POST', '/api/score-import/preview', { table });
    times.preview.push(performance.now() - t);
    t = performance.now();
    last = await call(base, token, 'POST', '/api/score-import/apply', { table, planId: plan.planId });
    times.apply.push(performance.now() - t);
  }
  const ms = (list) =>
    `${median(list).toFixed(0)} ms (min ${Math.min(...list).toFixed(0)}, max ${Math.max(...list).toFixed(0)})`;
  console.log(
    `\nbulk score import, a ${last.counts.rows}-row CSV, median of ${RUNS} runs (targets: preview < 2 s, apply < 10 s):`,
  );
  console.log(`  parse (papaparse, as the screen):  ${ms(times.parse)}`);
  console.log(`  preview (POST /api/score-import/preview): ${ms(times.preview)}`);
  console.log(
    `  apply (POST /api/score-import/apply, one transaction): ${ms(times.apply)}; last run ${last.counts.changed} scores changed in ${last.offerings} offerings`,
  );
}
