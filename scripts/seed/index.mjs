#!/usr/bin/env node
/**
 * Loads a data set through Strapi's document service.
 *
 *   npm run seed                 the real, sourced set (scripts/seed/data/real/ + the editorial files); the default
 *   npm run seed -- --demo       the generated demo set (scripts/seed/data/*.json): load tests, screenshots and the
 *                                test stacks; the site settings' `demo_data` makes every page say so
 *   npm run seed -- --if-empty   only when the database has no university yet (npm start uses this)
 *   npm run seed -- --json       print the summary as JSON on the last line (tests use this)
 *
 * Exits non-zero on any failure; each university is written in one transaction.
 */
import fs from 'node:fs';
import { UNIVERSITY_RESOURCE } from '@dalil/domain/resources';
import { ensureCmsEnv } from '../lib/env.mjs';
import { bootStrapi } from '../lib/strapi.mjs';
import path from 'node:path';
import { DATA_DIR, loadData, validateData } from './data.mjs';
import { buildRealData, floorRows, REAL_DATA_AS_OF, unsourced, withFeePolicies } from './real.mjs';
import { Seeder } from './seed.mjs';

const args = new Set(process.argv.slice(2));
const started = Date.now();
const log = (line) => console.log(line);

/** The real research files; REAL_DATA_DIR lets a test load a changed copy. */
const REAL_DIR = process.env.REAL_DATA_DIR || path.join(DATA_DIR, 'real');

/** The set to load: the generated one with `--demo`, else the sourced one. */
function dataSet(demo) {
  const generated = loadData();
  const floors = floorRows(JSON.parse(fs.readFileSync(path.join(REAL_DIR, 'floors.json'), 'utf8')));
  if (demo)
    return {
      ...generated,
      // The universities' published fee policies are sourced facts, as the floors are (issue 24).
      universities: withFeePolicies(generated.universities, REAL_DIR),
      floors,
      siteSettings: { ...generated.siteSettings, demo_data: true, data_as_of: null },
    };
  return buildRealData(REAL_DIR, generated);
}

async function main() {
  const demo = args.has('--demo');
  const data = dataSet(demo);
  const problems = [...validateData(data), ...(demo ? [] : unsourced(data))];
  if (problems.length) {
    console.error(`The data set has ${problems.length} problem(s):\n- ${problems.slice(0, 30).join('\n- ')}`);
    return 1;
  }
  ensureCmsEnv();
  log('Seed: starting the CMS in-process…');
  const strapi = await bootStrapi();
  const seeder = new Seeder(strapi, data, { log });
  try {
    const before = await strapi.db.query(UNIVERSITY_RESOURCE.uid).count();
    if (args.has('--if-empty') && before > 0) {
      log(`Seed: the database already has ${before} universities; nothing to do.`);
      if (args.has('--json')) console.log(JSON.stringify({ skipped: true, counts: await seeder.counts() }));
      return 0;
    }
    log(
      `Seed (${demo ? 'demo set: generated figures' : `real set as of ${REAL_DATA_AS_OF}`}): ${data.universities.length} universities with ${data.offerings.length} faculty offerings…`,
    );
    if (!demo) {
      const removed = await seeder.removeDemo(loadData());
      if (removed) log(`Seed: the demo set was loaded; ${removed} of its records the real set does not have removed.`);
    }
    await seeder.universities();
    log('Seed: faculties, news, scholarships, articles, reviews, ads, messages, join requests…');
    await seeder.content();
    log('Seed: site settings and the three PDF documents…');
    const pages = await seeder.settings();
    await seeder.scoreGroupings();
    log(`Seed: ${data.floors.length} cells of the councils' floors table…`);
    await seeder.floors();
    log('Seed: accounts…');
    await seeder.accounts();
    await seeder.panelAdmin({
      email: 'editor@dalil.local',
      password: 'Dalil-Editor-2026',
      firstname: 'محرر',
      lastname: 'المحتوى',
    });
    const counts = await seeder.counts();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`Seed: done in ${seconds}s, ${seeder.written} writes.`);
    log(
      Object.entries(counts)
        .map(([k, v]) => `  ${k}: ${v}`)
        .join('\n'),
    );
    log(`  PDF pages: portfolio ${pages.portfolio}, guide ${pages.guide}, transport ${pages.transport}`);
    if (args.has('--json'))
      console.log(
        JSON.stringify({ skipped: false, demo, seconds: Number(seconds), writes: seeder.written, counts, pages }),
      );
    return 0;
  } finally {
    seeder.cleanup();
    await strapi.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`Seed failed: ${error?.stack ?? error}`);
    if (error?.details) console.error(JSON.stringify(error.details, null, 2));
    process.exit(1);
  },
);
