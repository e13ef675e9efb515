#!/usr/bin/env node
/**
 * Bulk score import for importers (issue 13): the same rules and the same CMS service as the
 * SuperAdmin's /admin/update-scores screen, against the database of cms/.env.
 *
 *   npm run import:scores -- scores.csv [--dry-run] [--source-url URL --academic-year 2025/2026 [--source-kind KIND]]
 *   npm run import:scores -- scores.xlsx [--dry-run]
 *
 * The file has the template's columns (university_code, faculty_code, program, index, track,
 * year, score; optional source_url, academic_year, source_kind per row; faculty_name is ignored).
 * Every changed score needs a source and an academic year (issue 22): the row's own columns, else
 * the batch's from --source-url/--academic-year/--source-kind; a changed score without one makes
 * the apply write nothing (exit 1; --dry-run lists those rows as refused). --dry-run prints the preview and writes nothing;
 * otherwise the changes are applied in one transaction and logged once in the operations log.
 * Exit 0: applied (or previewed) with no refused row; 2: done, but some rows were refused (listed);
 * 1: nothing written (unreadable file, missing columns, a database failure).
 */
import os from 'node:os';
import path from 'node:path';
import { printPlan, readScoreFile } from './score-file.mjs';
import { compactScoreTable, scoreRowsFromTable, sourceProblems } from '@dalil/domain/rules';
import { ensureCmsEnv } from '../lib/env.mjs';
import { bootStrapi } from '../lib/strapi.mjs';

const VALUE_FLAGS = { '--source-url': 'url', '--academic-year': 'academic_year', '--source-kind': 'kind' };

/** The file, --dry-run, and the batch source (`--source-url URL`, `--academic-year 2025/2026`, `--source-kind`). */
function parseArgs(argv) {
  const args = [];
  const source = {};
  let dryRun = false;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    if (VALUE_FLAGS[flag]) source[VALUE_FLAGS[flag]] = inline ?? argv[(i += 1)];
    else if (argv[i] === '--dry-run') dryRun = true;
    else if (!argv[i].startsWith('--')) args.push(argv[i]);
  }
  return { args, dryRun, source: Object.keys(source).length ? source : null };
}

async function main(argv) {
  const { args, dryRun, source } = parseArgs(argv);
  if (args.length !== 1) {
    console.error(
      'usage: npm run import:scores -- <file.csv|file.xlsx> [--dry-run] [--source-url URL --academic-year 2025/2026 [--source-kind KIND]]',
    );
    return 1;
  }
  if (source) {
    const problems = sourceProblems(source, '');
    if (problems.length) {
      console.error(problems.map((p) => `${p.path.join('.')}: ${p.message}`).join('\n'));
      return 1;
    }
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  const table = compactScoreTable(await readScoreFile(file));
  // The file-level checks before the CMS starts: a file without its columns costs no boot.
  const { problem } = scoreRowsFromTable(table);
  if (problem) {
    console.error(`${args[0]}: ${problem}`);
    return 1;
  }
  ensureCmsEnv();
  const strapi = await bootStrapi();
  try {
    const imports = strapi.service('api::score-import.score-import');
    if (dryRun) {
      const { plan } = await imports.preview(table, source);
      console.log(`Dry run of ${args[0]} (nothing written):`);
      printPlan(plan);
      return plan.refused.length ? 2 : 0;
    }
    const started = performance.now();
    const { plan, offerings } = await imports.apply(
      table,
      undefined,
      {
        adminName: 'سطر الأوامر (import:scores)',
        adminType: 'importer',
        adminId: os.userInfo().username,
      },
      source,
    );
    printPlan(plan, { limit: 50 });
    console.log(
      `\napplied in one transaction: ${plan.changed.length} scores in ${offerings} offerings, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return plan.refused.length ? 2 : 0;
  } finally {
    await strapi.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`import:scores failed, nothing written: ${error?.message ?? error}`);
    process.exit(1);
  },
);
