// @vitest-environment node
/**
 * The page renderer's middleware (server/ssr.mjs, issue 20) with a stand-in server entry: what a
 * visitor can send must neither stop the process nor grow its cache, and page content is
 * inserted as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createSsrMiddleware } from './ssr.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-ssr-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const TEMPLATE = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>دليل</title>
    <meta name="description" content="x" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);

/** A server entry whose pages show `globalThis.__ssrTitle` and count their renderings. */
const entryFile = path.join(dir, 'entry-server.mjs');
fs.writeFileSync(
  entryFile,
  `const categories = ['private', 'national', 'special', 'foreign'];
const tab = (value) => (categories.includes(value) ? value : 'private');
export const SSR_PATHS = ['/', '/News', '/Guide'];
export const SSR_QUERY = { '/Guide': { type: tab } };
export const isAppPath = (pathname) => ['/', '/News', '/Guide', '/account'].includes(pathname) || pathname.startsWith('/Guide/');
export async function render(url) {
  const state = (globalThis.__ssr ??= { renders: [] });
  state.renders.push(url);
  const title = url === '/404' ? 'الصفحة غير موجودة' : (state.title ?? 'خبر');
  const json = JSON.stringify({ swr: { news: [{ title }] } }).replace(/</g, '\\\\u003c');
  return {
    status: 200,
    head: '<title>' + title + '</title>',
    html: '<h1>' + title + '</h1>' + '<p>' + 'x'.repeat(state.size ?? 10) + '</p>',
    data: '<script type="application/json" id="ssr-data">' + json + '</script>',
    complete: true,
  };
}
`,
);

interface Ssr {
  renders: string[];
  title?: string;
  size?: number;
}
const state = () => ((globalThis as unknown as { __ssr?: Ssr }).__ssr ??= { renders: [] });

interface Answer {
  status: number;
  body: string;
  next: boolean;
}

/** Sends one request through the middleware; resolves once it answered or passed it on. */
function send(
  ssr: (req: IncomingMessage, res: ServerResponse, next: () => void) => unknown,
  url: string,
  headers: Record<string, string> = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = Object.assign(new EventEmitter(), {
      method: 'GET',
      url,
      headers: { host: '127.0.0.1:4173', ...headers },
    }) as unknown as IncomingMessage;
    const sent = { statusCode: 200, headersSent: false, headers: {} as Record<string, string> };
    const res = Object.assign(sent, {
      setHeader(name: string, value: string) {
        sent.headers[name.toLowerCase()] = value;
      },
      end(body?: string | Buffer) {
        sent.headersSent = true;
        resolve({ status: sent.statusCode, body: body ? String(body) : '', next: false });
      },
    }) as unknown as ServerResponse;
    const returned: unknown = ssr(req, res, () => resolve({ status: 0, body: '', next: true }));
    // The middleware may be async: a rejection it returns would be unhandled under connect.
    if (returned instanceof Promise) returned.catch(reject);
  });
}

const middleware = (options: { log?: (line: string) => void } = {}) =>
  createSsrMiddleware({
    distDir: dir,
    serverEntry: entryFile,
    apiOrigin: 'http://cms.invalid',
    siteOrigin: 'https://dalil.example',
    cacheSeconds: 60,
    log: options.log ?? (() => {}),
  });

describe('the page renderer', () => {
  it('answers 400 to a request target that is not a path, and keeps serving', async () => {
    const ssr = middleware();
    for (const target of ['//a:99999/', '//[', '//%', 'http://[::1/News', '//a:99999/News']) {
      const answer = await send(ssr, target);
      expect(answer, target).toMatchObject({ status: 400, next: false });
    }
    expect((await send(ssr, '/')).status).toBe(200);
  });

  it('answers 400 to a Host header that is not a host name (the canonical links name it)', async () => {
    const ssr = createSsrMiddleware({
      distDir: dir,
      serverEntry: entryFile,
      apiOrigin: 'http://cms.invalid',
      cacheSeconds: 60,
      log: () => {},
    });
    expect((await send(ssr, '/News', { host: 'evil.example/"><script>' })).status).toBe(400);
    expect((await send(ssr, '/News', { host: 'dalil.example:8080' })).status).toBe(200);
  });

  it('inserts content with $ patterns as it is: one doctype, parsable page data', async () => {
    state().title = "خبر $` و $' و $& و $$ و $1";
    try {
      const { status, body } = await send(middleware(), '/News');
      expect(status).toBe(200);
      expect(body.match(/<!doctype html>/gi)).toHaveLength(1);
      expect(body).toContain("<h1>خبر $` و $' و $& و $$ و $1</h1>");
      expect(body).toContain("<title>خبر $` و $' و $& و $$ و $1</title>");
      const json = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(body)?.[1];
      expect(JSON.parse(json ?? '')).toEqual({ swr: { news: [{ title: "خبر $` و $' و $& و $$ و $1" }] } });
    } finally {
      delete state().title;
    }
  });

  it('keys its cache by the path and the query parameters the page reads: 5,000 distinct URLs cost a few renderings', async () => {
    const ssr = middleware();
    const before = state().renders.length;
    for (let i = 0; i < 5000; i += 1) {
      const url = ['/News', '/guide', '/Guide', '/'][i % 4];
      const query =
        i % 3 === 0 ? `?type=${['national', 'nonsense', 'private'][i % 9 === 0 ? 0 : 1]}&k=${i}` : `?k=${i}`;
      const answer = await send(ssr, `${url}${query}`);
      expect(answer.status).toBe(200);
    }
    const renders = state().renders.slice(before);
    // /News, /, /Guide (private) and /Guide?type=national: unknown parameters and values do not count.
    expect(renders.sort()).toEqual(['/', '/Guide?type=national', '/Guide?type=private', '/News']);
  });

  it('keeps a bounded number of entries and bytes, whatever the Host header says', { timeout: 60_000 }, async () => {
    state().size = 200_000;
    try {
      const ssr = createSsrMiddleware({
        distDir: dir,
        serverEntry: entryFile,
        apiOrigin: 'http://cms.invalid',
        cacheSeconds: 60,
        log: () => {},
      });
      const stats = ssr.cacheStats;
      expect(typeof stats).toBe('function');
      for (let i = 0; i < 250; i += 1) expect((await send(ssr, '/News', { host: `h${i}.example` })).status).toBe(200);
      const { entries, bytes } = stats();
      expect(entries).toBeLessThanOrEqual(200);
      expect(bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
      expect(entries).toBeGreaterThan(0);
    } finally {
      delete state().size;
    }
  });

  it('answers 404 with the rendered not-found page for a path that is no page of the site (issue 24)', async () => {
    const ssr = middleware();
    const before = state().renders.length;
    for (let i = 0; i < 50; i += 1) {
      const answer = await send(ssr.notFound, `/no-such-page-${i}?x=${i}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('<h1>الصفحة غير موجودة</h1>');
    }
    // One rendering for all of them.
    expect(state().renders.slice(before)).toEqual(['/404']);
    // The site's pages, login-only ones included, go on to the browser-rendered index.html.
    for (const url of ['/account', '/Guide/private/GUC', '/News'])
      expect(await send(ssr.notFound, url), url).toMatchObject({ next: true });
    expect((await send(ssr.notFound, '//a:99999/')).status).toBe(400);
  });
});
