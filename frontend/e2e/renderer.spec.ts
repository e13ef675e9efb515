import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { CMS_URL } from './support/session';

/**
 * The page renderer against what an attacker sends (issue 20): request targets that are not
 * paths, and a fresh query string per request. Both servers that render pages are tried: the
 * production renderer (server/index.mjs, started here) and the test stack's `vite preview`.
 * Requests go over a raw socket, so the target reaches the server as written.
 */
const frontend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BAD_TARGETS = ['//a:99999/', '//[', '//%', 'http://[::1/News', '//a:99999/News'];

/** One request over a raw socket; resolves to the status code, or null when the server hung up without one. */
function rawGet(port: number, target: string, headers: Record<string, string> = {}) {
  return new Promise<number | null>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => resolve(null));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]) || null));
    socket.setTimeout(20_000, () => socket.destroy());
    const lines = Object.entries({ Host: `127.0.0.1:${port}`, ...headers, Connection: 'close' }).map(
      ([k, v]) => `${k}: ${v}`,
    );
    socket.write(`GET ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
}

function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The production renderer on a free port, reading the test stack's CMS. */
async function startRenderer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/index.mjs'], {
    cwd: frontend,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CMS_URL, SSR_CACHE_SECONDS: '60' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c) => (log += c));
  child.stderr!.on('data', (c) => (log += c));
  for (let i = 0; i < 100 && !log.includes('listening'); i += 1) await new Promise((r) => setTimeout(r, 100));
  expect(log, 'the renderer started').toContain('listening');
  return { port, child, log: () => log };
}

const rssMb = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;

test.describe('the page renderer', () => {
  test('vite preview answers 400 to a request target that is not a path, and keeps serving', async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    for (const target of BAD_TARGETS) {
      const status = await rawGet(port, target, { 'X-Dalil-SSR': '1' });
      expect(status, target).toBe(400);
    }
    expect(await rawGet(port, '/', { 'X-Dalil-SSR': '1' })).toBe(200);
    expect(await rawGet(port, '/News', { 'X-Dalil-SSR': '1' })).toBe(200);
  });

  test('the production renderer answers 400 to a request target that is not a path, and keeps serving', async () => {
    const renderer = await startRenderer();
    try {
      for (const target of BAD_TARGETS) expect(await rawGet(renderer.port, target), target).toBe(400);
      expect(renderer.child.exitCode, renderer.log()).toBeNull();
      expect(await rawGet(renderer.port, '/')).toBe(200);
    } finally {
      renderer.child.kill();
    }
  });

  test('a path that is no page of the site answers 404 with the not-found page; a login-only page 200 (issue 24)', async ({
    request,
  }) => {
    // vite preview (the test stack), with and without server rendering asked for.
    for (const headers of [{ 'X-Dalil-SSR': '1' }, {}] as Record<string, string>[]) {
      const missing = await request.get('/no-such-page-here', { headers });
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain('<div id="root">');
      expect((await request.get('/account', { headers })).status()).toBe(200);
    }
    const rendered = await (await request.get('/no-such-page-here', { headers: { 'X-Dalil-SSR': '1' } })).text();
    expect(rendered).toContain('الصفحة غير موجودة');
    // The production renderer, which nginx asks for any path that is not a file.
    const renderer = await startRenderer();
    try {
      expect(await rawGet(renderer.port, '/no-such-page-here')).toBe(404);
      expect(await rawGet(renderer.port, '/admin/no-such-screen')).toBe(404);
      expect(await rawGet(renderer.port, '/account')).toBe(200);
      expect(await rawGet(renderer.port, '/Guide/private/GUC')).toBe(200);
      expect(await rawGet(renderer.port, '/News')).toBe(200);
    } finally {
      renderer.child.kill();
    }
  });

  test('5,000 distinct URLs grow the production renderer by less than 50 MB', async () => {
    test.setTimeout(240_000);
    const renderer = await startRenderer();
    try {
      const pages = ['/', '/News', '/Guide', '/Status', '/Scholarships', '/articles', '/Contact'];
      // Warm up: each page once, so the figures compare a running server with itself.
      for (const p of pages) expect(await rawGet(renderer.port, p), p).toBe(200);
      const before = rssMb(renderer.child);
      let next = 0;
      const worker = async () => {
        while (next < 5000) {
          const i = next++;
          const status = await rawGet(renderer.port, `${pages[i % pages.length]}?k=${i}&p=${'x'.repeat(2000)}`);
          expect(status).toBe(200);
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      const after = rssMb(renderer.child);
      console.log(`renderer: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after 5,000 distinct URLs`);
      expect(after - before).toBeLessThan(50);
    } finally {
      renderer.child.kill();
    }
  });
});
