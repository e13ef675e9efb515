#!/usr/bin/env node
/**
 * Lighthouse (npm package, pinned) against Debian's Chromium: performance, accessibility, best
 * practices and SEO of the main public pages, mobile and desktop, and the home page's initial
 * JavaScript (gzip). Figures, not a test: not part of `npm test`.
 *
 * Starts the built site and a seeded CMS itself (scripts/lib/site-stack.mjs), or measures
 * SITE_URL when given. Everything runs on 127.0.0.1; Chromium is started with no network of its
 * own (no component updates, no background requests).
 *
 *   node scripts/lighthouse.mjs [/path …]
 *
 * Targets (issue 14): mobile performance ≥ 90, desktop ≥ 95, the three others ≥ 95;
 * home page initial JS ≤ 120 KB gzip, pdf.js never on it.
 */
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { startSiteStack } from './lib/site-stack.mjs';

const PAGES = ['/', '/Guide', '/News', '/articles', '/Status'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { mobile: { performance: 90 }, desktop: { performance: 95 }, other: 95 };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--metrics-recording-only',
];

const target = (formFactor, category) => (category === 'performance' ? TARGETS[formFactor].performance : TARGETS.other);

/** Lighthouse's findings worth fixing: failed audits of a category, with their weight. */
function findings(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 0.9)
    .map(({ audit }) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

async function audit(url, formFactor, port) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, formFactor },
    config,
  );
  return lhr;
}

/**
 * The JavaScript a first visit to the home page loads before it is interactive (the entry
 * module, its static imports and the home route's chunk), as gzip bytes; and whether pdf.js
 * is among it.
 */
async function homeInitialJs(baseUrl) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: FLAGS.filter((f) => f !== '--headless=new'),
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      try {
        scripts.set(res.url(), await res.body());
      } catch {
        /* a redirect or an aborted request has no body */
      }
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    let gzip = 0;
    let raw = 0;
    const files = [];
    for (const [url, body] of scripts) {
      const size = zlib.gzipSync(body, { level: 9 }).length;
      gzip += size;
      raw += body.length;
      files.push({ file: new URL(url).pathname, gzip: size });
    }
    const pdfjs = [...scripts].some(
      ([url, body]) => /pdf[.-]?(worker|viewer)?/i.test(url) || body.includes('pdfjs-dist'),
    );
    return { gzip, raw, files: files.sort((a, b) => b.gzip - a.gzip), pdfjs };
  } finally {
    await browser.close();
  }
}

async function main() {
  const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const given = process.env.SITE_URL;
  const stack = given ? { baseUrl: given, stop: async () => {} } : await startSiteStack();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const rows = [];
  let missed = 0;
  try {
    for (const path of pages.length ? pages : PAGES) {
      for (const formFactor of ['mobile', 'desktop']) {
        const lhr = await audit(`${stack.baseUrl}${path}`, formFactor, chrome.port);
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)]));
        const low = CATEGORIES.filter((c) => scores[c] < target(formFactor, c));
        missed += low.length;
        rows.push({
          path,
          formFactor,
          scores,
          metrics: {
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
          },
          notes: low.map((c) => `${c}: ${findings(lhr, c).join(', ')}`),
        });
        const r = rows.at(-1);
        console.log(
          `${path.padEnd(10)} ${formFactor.padEnd(8)}`,
          CATEGORIES.map((c) => `${c} ${String(scores[c]).padStart(3)}`).join('  '),
          `  CLS ${r.metrics.cls.toFixed(3)} LCP ${(r.metrics.lcp / 1000).toFixed(1)}s TBT ${Math.round(r.metrics.tbt)}ms`,
        );
        for (const note of r.notes) console.log(`           below target: ${note}`);
      }
    }
    const js = await homeInitialJs(stack.baseUrl);
    console.log(
      `\nhome page initial JavaScript: ${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(1)} KB raw), ` +
        `target ≤ 120 KB; pdf.js ${js.pdfjs ? 'LOADED (must not be)' : 'not loaded'}`,
    );
    for (const f of js.files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.file}`);
    if (js.gzip > 120 * 1024 || js.pdfjs) missed += 1;
    console.log(missed ? `\n${missed} figure(s) below target` : '\nevery figure meets its target');
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
