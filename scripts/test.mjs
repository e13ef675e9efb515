#!/usr/bin/env node
/**
 * `npm test`: every test, in this order —
 *  1. unit tests (vitest) of packages/domain and the site;
 *  2. CMS integration tests: a real Strapi on a temporary SQLite database, seeded twice by the
 *     real seed (the second run must change nothing), spoken to over HTTP;
 *  3. browser tests: Playwright driving Debian's Chromium against the built site served by
 *     `vite preview`, with the seeded CMS and the mail catcher behind it; the real set's specs
 *     (frontend/e2e/real-data, Playwright project `real-data`) against a second CMS and site seeded
 *     with the real set (its seed runs beside the demo seed).
 * Every server listens on 127.0.0.1 on a free port and is stopped at the end.
 * Before the unit tests, ESLint (`npm run lint`, see eslint.config.js; cached in node_modules/.cache/eslint)
 * and Prettier's check of the layout (`npm run format` fixes it): any finding is a failure; then the
 * TypeScript check of every project, tests included (`npm run typecheck`, scripts/typecheck.mjs):
 * a project with an error is a failure.
 * The last line is the total: "N passed, N failed".
 *
 *   node scripts/test.mjs --unit     lint, typecheck and unit tests only
 *   node scripts/test.mjs --no-e2e   unit and CMS integration tests
 *   node scripts/test.mjs --cms-only [-- vitest filters]   the CMS integration tests alone (seeded), e.g. `-- tests/reviews`
 *   With DATABASE_CLIENT=postgres and a server's settings (DATABASE_HOST, DATABASE_PORT, DATABASE_USERNAME,
 *   DATABASE_PASSWORD, or DATABASE_URL; a role that may create databases) the CMS integration tests run a
 *   second time on PostgreSQL, side by side with the SQLite run (report `cms-integration-postgres`); `--postgres-only` skips the SQLite run
 *   of them. `eval "$(node scripts/pg-cluster.mjs start)"` sets up such a server (as .ci/run does).
 *   node scripts/test.mjs --e2e-only [-- playwright args]   the browser tests alone (seeded stack),
 *                                    e.g. `-- e2e/guide.spec.ts` or `-- -g "directory"`
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { generateSecrets, ROOT } from './lib/env.mjs';
import { BIN, buildAll, freePort, Services, waitForHttp } from './lib/processes.mjs';
import { waitForSmtp } from './lib/smtp-refuse.mjs';
import { typecheck } from './typecheck.mjs';
import { createDatabase, dropDatabases, pgEnv, pgSettings } from './lib/pg.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-test-'));
const reports = path.join(tmp, 'reports');
fs.mkdirSync(reports);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const started = Date.now();

const vitestArgs = (out, filters) => [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  ...filters,
];
const countVitest = (name, out, status) =>
  count(
    name,
    out,
    (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) }),
    status,
  );

function vitest(name, cwd, env = {}, filters = []) {
  const out = path.join(reports, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(BIN('vitest'), vitestArgs(out, filters), {
    cwd: path.join(ROOT, cwd),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  countVitest(name, out, result.status);
}

/**
 * The same run in the background, its output kept in a file and printed whole when it ends (so two
 * suites running side by side do not mix their lines). Resolves when it has been counted.
 */
async function vitestInBackground(name, cwd, env = {}, filters = []) {
  const out = path.join(reports, `${name}.json`);
  const logFile = path.join(reports, `${name}.log`);
  const fd = fs.openSync(logFile, 'w');
  const begun = Date.now();
  console.log(`\n=== ${name}: started (its output follows when it ends) ===`);
  const child = spawn(BIN('vitest'), vitestArgs(out, filters), {
    cwd: path.join(ROOT, cwd),
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...env },
  });
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code));
  });
  fs.closeSync(fd);
  console.log(`\n=== ${name} (${((Date.now() - begun) / 1000).toFixed(0)}s) ===`);
  process.stdout.write(fs.readFileSync(logFile));
  countVitest(name, out, status);
}

/** ESLint and Prettier's check over the repository; a finding (error, warning, a file not formatted) counts as one failed step. */
function lint() {
  console.log('\n=== lint (eslint, prettier --check) ===');
  const begun = Date.now();
  const eslint = spawnSync(
    BIN('eslint'),
    ['.', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const prettier = spawnSync(BIN('prettier'), ['--check', '--log-level', 'warn', '--cache', '.'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  if (eslint.status === 0 && prettier.status === 0) {
    console.log(`lint: no findings (${seconds}s)`);
    return;
  }
  totals.failed += 1;
  if (eslint.status !== 0)
    failures.push(
      `lint: eslint reported findings or could not run (exit ${eslint.status ?? eslint.signal}); see "=== lint" above, or run npm run lint`,
    );
  if (prettier.status !== 0)
    failures.push(`lint: files not formatted by Prettier (listed under "=== lint" above); run npm run format`);
}

/** The TypeScript check of every project (scripts/typecheck.mjs); each project with errors counts as one failed step. */
async function typecheckStep() {
  console.log('\n=== typecheck (tsc --noEmit: domain, cms strict, cms/tests, frontend) ===');
  const begun = Date.now();
  const failed = await typecheck();
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  if (!failed.length) {
    console.log(`typecheck: no errors (${seconds}s)`);
    return;
  }
  totals.failed += failed.length;
  for (const name of failed)
    failures.push(`typecheck: ${name} has type errors (see "=== typecheck" above, or run npm run typecheck)`);
}

function count(name, file, read, status) {
  if (!fs.existsSync(file)) {
    totals.failed += 1;
    failures.push(`${name}: no report (exit ${status})`);
    return;
  }
  const c = read(JSON.parse(fs.readFileSync(file, 'utf8')));
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  if (c.failed || status !== 0) failures.push(`${name}: ${c.failed} failed (exit ${status})`);
  if (!c.failed && status !== 0) totals.failed += 1;
}

/** Environment of a CMS process on the test database. */
function cmsEnv(extra = {}) {
  return {
    ...generateSecrets(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(tmp, 'seeded.db'),
    PUBLIC_DIR: path.join(tmp, 'public'),
    ...extra,
  };
}

/** Seeds the database of `env` twice with the real seed; both summaries go to `dir`/seed-runs.json. */
function seedTwice(env, dir) {
  const seedRuns = [];
  for (let i = 0; i < 2; i += 1) {
    const result = spawnSync('node', ['scripts/seed/index.mjs', '--demo', '--json'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`seed run ${i + 1} failed:\n${result.stdout}\n${result.stderr}`);
    const last = result.stdout.trim().split('\n').pop();
    seedRuns.push(JSON.parse(last));
    console.log(`seed run ${i + 1}: ${seedRuns[i].seconds}s, ${seedRuns[i].writes} writes`);
  }
  fs.writeFileSync(path.join(dir, 'seed-runs.json'), JSON.stringify(seedRuns));
}

/**
 * The CMS integration suite again on PostgreSQL (DATABASE_CLIENT=postgres and the server's
 * settings in the environment; scripts/pg-cluster.mjs starts a throw-away server): a fresh
 * database per run, `<prefix>_template`, seeded twice like the SQLite one; the tests copy it
 * (`<prefix>_integration` and their own copies) and every `<prefix>_*` database is dropped at the end.
 */
async function postgresSuite(filters) {
  const settings = pgSettings();
  const begun = Date.now();
  const dir = path.join(tmp, 'postgres');
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const prefix = `dalil_t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  console.log(
    `\n=== seed (twice) on a fresh PostgreSQL database ${prefix}_template (${settings.host}:${settings.port}) ===`,
  );
  try {
    await createDatabase(settings, `${prefix}_template`);
    const secrets = cmsEnv({
      ...pgEnv(settings, `${prefix}_template`),
      DATABASE_FILENAME: '',
      PUBLIC_DIR: path.join(dir, 'public'),
      DALIL_DB_PREFIX: prefix,
    });
    seedTwice(secrets, dir);
    await vitestInBackground(
      'cms-integration-postgres',
      'cms',
      {
        DALIL_TEST_DIR: dir,
        DALIL_TEST_ENV: JSON.stringify(secrets),
        DALIL_SQLITE_TEMPLATE: path.join(tmp, 'template.db'),
      },
      filters,
    );
  } finally {
    const dropped = await dropDatabases(settings, prefix).catch((error) => {
      failures.push(`dropping the test databases ${prefix}_*: ${error.message}`);
      return 0;
    });
    console.log(`PostgreSQL suite: ${((Date.now() - begun) / 1000).toFixed(0)}s; ${dropped} test databases dropped`);
  }
}

/**
 * Seeds the real set (no --demo) into its own SQLite database and uploads folder, in a child process
 * that runs beside the demo set's seed; resolves to the CMS environment of that database.
 */
function seedRealSet() {
  const dir = path.join(tmp, 'real');
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const env = cmsEnv({ DATABASE_FILENAME: path.join(dir, 'real.db'), PUBLIC_DIR: path.join(dir, 'public') });
  const begun = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['scripts/seed/index.mjs', '--json'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`real-set seed failed (exit ${code}):\n${output.slice(-2000)}`));
      console.log(`real-set seed (beside the demo seed): ${((Date.now() - begun) / 1000).toFixed(1)}s`);
      resolve(env);
    });
  });
}

/** The second CMS and site, on the real set's database: for frontend/e2e/real-data. */
async function startRealStack(services, env, { smtpPort, raisedLimits }) {
  const begun = Date.now();
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const cms = services.start('cms-real', BIN('strapi'), ['start'], {
    cwd: path.join(ROOT, 'cms'),
    env: {
      ...env,
      PORT: String(cmsPort),
      SMTP_PORT: String(smtpPort),
      SITE_URL: baseUrl,
      CORS_ORIGINS: baseUrl,
      ...raisedLimits,
    },
  });
  const web = services.start(
    'web-real',
    BIN('vite'),
    ['preview', '--port', String(webPort), '--host', '127.0.0.1', '--strictPort'],
    { cwd: path.join(ROOT, 'frontend'), env: { CMS_URL: cmsUrl } },
  );
  await waitForHttp(`${cmsUrl}/_health`, { child: cms });
  await waitForHttp(`${baseUrl}/`, { child: web });
  console.log(`real-set stack up in ${((Date.now() - begun) / 1000).toFixed(1)}s`);
  return { baseUrl, cmsUrl };
}

async function main() {
  const unitOnly = process.argv.includes('--unit');
  const skipBrowser = process.argv.includes('--no-e2e');
  const browserOnly = process.argv.includes('--e2e-only');
  const cmsOnly = process.argv.includes('--cms-only');
  const postgresOnly = process.argv.includes('--postgres-only');
  const dashDash = process.argv.indexOf('--');
  const playwrightArgs = dashDash >= 0 ? process.argv.slice(dashDash + 1) : [];
  console.log('=== build ===');
  buildAll();

  if (!browserOnly && !cmsOnly) {
    lint();
    await typecheckStep();
    vitest('domain', 'packages/domain');
    vitest('frontend-unit', 'frontend');
  }
  if (unitOnly) return;

  // The real set's browser tests (frontend/e2e/real-data) run on a second CMS and site seeded with the
  // real set: its seed runs beside the demo set's (a child process of its own), only when they are wanted.
  const wantsRealSet =
    !skipBrowser &&
    !cmsOnly &&
    (!browserOnly || !playwrightArgs.length || playwrightArgs.some((a) => a.includes('real')));
  const realSeed = wantsRealSet ? seedRealSet() : null;
  // Awaited before the browser tests; a failure meanwhile must not end the process unhandled.
  realSeed?.catch(() => {});

  // One seeded database for the integration and browser tests: seeded twice, both summaries kept.
  console.log('\n=== seed (twice) on a temporary database ===');
  fs.mkdirSync(path.join(tmp, 'public', 'uploads'), { recursive: true });
  const secrets = cmsEnv();
  seedTwice(secrets, tmp);
  fs.copyFileSync(path.join(tmp, 'seeded.db'), path.join(tmp, 'template.db'));

  // The SQLite and PostgreSQL passes of the CMS integration tests run side by side: each is one
  // Strapi process and one test runner (files one after another), about one core each, and they share
  // nothing (own database, ports, folders, mail catcher). Run alone, each prints as it goes.
  const withPostgres = !browserOnly && process.env.DATABASE_CLIENT === 'postgres';
  const sqliteArgs = ['cms-integration', 'cms', { DALIL_TEST_DIR: tmp, DALIL_TEST_ENV: JSON.stringify(secrets) }];
  const sqlitePass =
    browserOnly || postgresOnly
      ? Promise.resolve()
      : withPostgres
        ? vitestInBackground(...sqliteArgs, cmsOnly ? playwrightArgs : [])
        : Promise.resolve(vitest(...sqliteArgs, cmsOnly ? playwrightArgs : []));
  // The in-process memory bounds (security-memory) do not depend on the database: after a SQLite
  // pass they are not measured a second time on PostgreSQL (each run takes about two minutes).
  const postgresFilters = cmsOnly && playwrightArgs.length ? playwrightArgs : [];
  if (!postgresOnly && !postgresFilters.length) postgresFilters.push('--exclude', '**/security-memory.test.ts');
  if (withPostgres) await postgresSuite(postgresFilters);
  await sqlitePass;

  if (skipBrowser || cmsOnly) return;

  // Browser tests against the whole stack.
  console.log('\n=== browser (Playwright + Chromium) ===');
  const e2eDb = path.join(tmp, 'e2e.db');
  fs.copyFileSync(path.join(tmp, 'template.db'), e2eDb);
  const [cmsPort, webPort, smtpPort, catcherSmtpPort, mailPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const services = new Services({ quiet: true });
  try {
    const mail = services.start('mail', BIN('maildev'), [
      '--smtp',
      String(catcherSmtpPort),
      '--web',
      String(mailPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
    ]);
    // The CMS mails through a server that refuses as real ones do (scripts/lib/smtp-refuse.mjs).
    const refusing = services.start('smtp-refuse', process.execPath, [
      'scripts/lib/smtp-refuse.mjs',
      '--port',
      String(smtpPort),
      '--catcher-port',
      String(catcherSmtpPort),
    ]);
    // Every browser test comes from 127.0.0.1: the per-address limits are raised here (the
    // integration tests prove them); the per-e-mail and per-session limits stay as in production.
    const raisedLimits = {
      AUTH_RATE_SIGNIN_PER_IP: '1000',
      AUTH_RATE_SIGNUP_PER_IP: '1000',
      AUTH_RATE_CODE_SEND_PER_IP: '1000',
      AUTH_RATE_CODE_CHECK_PER_IP: '1000',
      PUBLIC_RATE_CONTACT_PER_IP: '1000',
      PUBLIC_RATE_JOIN_US_PER_IP: '1000',
      PUBLIC_RATE_AD_EVENT_PER_IP: '1000',
      PUBLIC_RATE_AD_COUNTER_PER_IP: '1000',
      PUBLIC_RATE_VISITORS_PER_IP: '1000',
      // Strapi's panel sign-in (5 per e-mail and address in 5 minutes): the panel, preview and
      // security-header specs sign the one seeded editor in more often than that.
      ADMIN_RATE_LIMIT_MAX: '1000',
    };
    const cms = services.start('cms', BIN('strapi'), ['start'], {
      cwd: path.join(ROOT, 'cms'),
      env: {
        ...secrets,
        DATABASE_FILENAME: e2eDb,
        PORT: String(cmsPort),
        SMTP_PORT: String(smtpPort),
        SITE_URL: `http://127.0.0.1:${webPort}`,
        CORS_ORIGINS: `http://127.0.0.1:${webPort}`,
        ...raisedLimits,
      },
    });
    const web = services.start(
      'web',
      BIN('vite'),
      ['preview', '--port', String(webPort), '--host', '127.0.0.1', '--strictPort'],
      {
        cwd: path.join(ROOT, 'frontend'),
        // Server rendering only for the specs that ask for it (X-Dalil-SSR: 1; see frontend/vite.config.ts).
        env: { CMS_URL: `http://127.0.0.1:${cmsPort}`, SSR_OPT_IN: '1' },
      },
    );
    await waitForHttp(`http://127.0.0.1:${mailPort}/api/healthz`, { child: mail });
    await waitForSmtp(smtpPort, { child: refusing });
    await waitForHttp(`http://127.0.0.1:${cmsPort}/_health`, { child: cms });
    await waitForHttp(`http://127.0.0.1:${webPort}/`, { child: web });
    const real = realSeed ? await startRealStack(services, await realSeed, { smtpPort, raisedLimits }) : null;
    const out = path.join(reports, 'e2e.json');
    const result = spawnSync(BIN('playwright'), ['test', '--reporter=list,json', ...playwrightArgs], {
      cwd: path.join(ROOT, 'frontend'),
      stdio: 'inherit',
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        E2E_BASE_URL: `http://127.0.0.1:${webPort}`,
        E2E_CMS_URL: `http://127.0.0.1:${cmsPort}`,
        E2E_MAIL_URL: `http://127.0.0.1:${mailPort}`,
        // The CMS's uploads folder (e2e/uploads-script.spec.ts places hostile files there).
        E2E_UPLOADS_DIR: path.join(tmp, 'public', 'uploads'),
        ...(real ? { E2E_REAL_BASE_URL: real.baseUrl, E2E_REAL_CMS_URL: real.cmsUrl } : {}),
      },
    });
    count(
      'e2e',
      out,
      (r) => ({
        passed: r.stats.expected,
        failed: r.stats.unexpected + (r.stats.flaky ?? 0),
        skipped: r.stats.skipped,
      }),
      result.status,
    );
    if (result.status !== 0) {
      console.log('--- last CMS log lines ---');
      console.log(cms.logTail.slice(-30).join('\n'));
    }
  } finally {
    await services.stopAll();
  }
}

main()
  .catch((error) => {
    totals.failed += 1;
    failures.push(error.message);
    console.error(error);
  })
  .finally(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
    console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)}s`);
    if (failures.length) console.log(`Failures:\n- ${failures.join('\n- ')}`);
    console.log(
      `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
    );
    process.exit(totals.failed ? 1 : 0);
  });
