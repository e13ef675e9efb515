#!/usr/bin/env node
/**
 * `npm run typecheck` (and a step of `npm test`, next to lint): the TypeScript compiler over every
 * project, nothing emitted —
 *  - packages/domain: its sources and its table tests (`*.test.ts`);
 *  - cms: the sources, strict (cms/tsconfig.json), against Strapi's generated content-type types
 *    (cms/types/generated/, checked in): generated types older than the schemas are an error
 *    (`npm run types -w cms` regenerates them; scripts/lib/cms-types.mjs);
 *  - cms/tests: the integration tests and their helpers (cms/tests/tsconfig.json);
 *  - frontend: the site, its unit and browser tests.
 * The four run side by side; each keeps its incremental state in node_modules/.cache/typecheck/,
 * so a second run over unchanged files takes seconds. Exit 1 when any project has an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib/env.mjs';
import { BIN } from './lib/processes.mjs';
import { staleTypes } from './lib/cms-types.mjs';

export const PROJECTS = [
  ['domain', 'packages/domain/tsconfig.json'],
  ['cms', 'cms/tsconfig.json'],
  ['cms-tests', 'cms/tests/tsconfig.json'],
  ['frontend', 'frontend/tsconfig.json'],
];

/** Checks every project; resolves to the names of those with errors (their output is printed). */
export async function typecheck({ log = console.log } = {}) {
  const cache = path.join(ROOT, 'node_modules', '.cache', 'typecheck');
  fs.mkdirSync(cache, { recursive: true });
  const results = await Promise.all(
    PROJECTS.map(
      ([name, project]) =>
        new Promise((resolve) => {
          const args = [
            '-p',
            project,
            '--noEmit',
            '--incremental',
            '--tsBuildInfoFile',
            path.join(cache, `${name}.tsbuildinfo`),
          ];
          const child = spawn(BIN('tsc'), args, { cwd: ROOT });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => resolve({ name, code, output }));
        }),
    ),
  );
  const stale = staleTypes();
  if (stale) results.push({ name: 'cms-types', code: 1, output: stale });
  const failed = results.filter((r) => r.code !== 0);
  for (const r of failed) log(`typecheck ${r.name}:\n${r.output.trim()}`);
  return failed.map((r) => r.name);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const begun = Date.now();
  const failed = await typecheck();
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  console.log(
    failed.length ? `typecheck: errors in ${failed.join(', ')} (${seconds}s)` : `typecheck: no errors (${seconds}s)`,
  );
  process.exit(failed.length ? 1 : 0);
}
