#!/usr/bin/env node
/**
 * Cumulative Layout Shift of every public page at 390 px and 1366 px, measured in Debian's
 * Chromium with a PerformanceObserver (figures, not assertions; issue 14 asks for ≤ 0.05).
 * Starts the built site and a seeded CMS itself (scripts/lib/site-stack.mjs), or measures
 * SITE_URL when given (SITE_DIST: serve another build folder, e.g. a copy kept from before a change). The network is slowed as Lighthouse's mobile profile does (150 ms,
 * 1.6 Mbit/s) and the CPU 4×, so the order in which a route, its data and its fonts arrive
 * shows as it does on a phone.
 *
 *   node scripts/bench/cls.mjs [--fast] [/path …]
 */
import { PUBLIC_SITE_PATHS } from '@dalil/domain/rules';
import { chromium } from 'playwright-core';
import { startSiteStack } from '../lib/site-stack.mjs';
import { CHROMIUM_LAUNCH } from '../lib/chromium.mjs';

const PAGES = PUBLIC_SITE_PATHS;
const VIEWPORTS = [
  { name: '390', width: 390, height: 844, mobile: true },
  { name: '1366', width: 1366, height: 768, mobile: false },
];
const args = process.argv.slice(2);
const fast = args.includes('--fast');
const pages = args.filter((a) => a.startsWith('/'));

/** CLS as web-vitals defines it: the largest session window (gaps < 1 s, windows ≤ 5 s). */
const OBSERVER = `
  window.__cls = { value: 0, shifts: [] };
  let session = 0, first = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (session && e.startTime - last < 1000 && e.startTime - first < 5000) session += e.value;
      else { session = e.value; first = e.startTime; }
      last = e.startTime;
      window.__cls.value = Math.max(window.__cls.value, session);
      window.__cls.shifts.push({
        t: Math.round(e.startTime), v: +e.value.toFixed(4),
        nodes: (e.sources || []).map((s) => s.node && s.node.nodeType === 1
          ? s.node.tagName.toLowerCase() + (s.node.className && typeof s.node.className === 'string' ? '.' + s.node.className.split(' ')[0] : '')
          : String(s.node && s.node.nodeName)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function measure(browser, baseUrl, path, viewport) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    deviceScaleFactor: viewport.mobile ? 2 : 1,
    locale: 'ar-EG',
  });
  const page = await context.newPage();
  await page.addInitScript(OBSERVER);
  if (!fast) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => window.__cls);
  await context.close();
  return result;
}

async function main() {
  const given = process.env.SITE_URL;
  const stack = given
    ? { baseUrl: given, stop: async () => {} }
    : await startSiteStack({ outDir: process.env.SITE_DIST });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    console.log(`CLS (largest session window), ${fast ? 'no throttling' : 'slow 4G + 4× CPU'}; target ≤ 0.05`);
    console.log('page'.padEnd(16), ...VIEWPORTS.map((v) => `${v.name} px`.padStart(10)), '  largest shifts');
    for (const path of pages.length ? pages : PAGES) {
      const cells = [];
      const notes = [];
      for (const viewport of VIEWPORTS) {
        const r = await measure(browser, stack.baseUrl, path, viewport);
        cells.push(r.value.toFixed(3).padStart(10));
        const worst = [...r.shifts].sort((a, b) => b.v - a.v).slice(0, 2);
        if (r.value > 0.01)
          notes.push(`${viewport.name}: ${worst.map((s) => `${s.v}@${s.t}ms ${s.nodes.join(',')}`).join('; ')}`);
      }
      console.log(path.padEnd(16), ...cells, ' ', notes.join(' | '));
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
