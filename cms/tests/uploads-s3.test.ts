/**
 * Issue 26, item 1: uploads on object storage when configured. A CMS of this file's own runs with
 * UPLOAD_S3_* pointing at a local S3-compatible server (scripts/s3-local.mjs: s3rver, started and
 * stopped here, ending with this process at the latest), and the site's dev server
 * (frontend/vite.config.ts) in front, as a browser reaches the files. Staff upload a logo and a
 * PDF through the API; the objects are in the bucket with the same bytes and type; the stored
 * URL is /uploads/<key> as on local disk; the site's origin serves it from the bucket with the
 * upload headers of issue 20; a delete through the API removes the object. The type check of
 * issue 20 (global::upload-check) still runs before anything reaches the bucket.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createClient, optionsFromEnv, publicBase, type S3Options } from '@dalil/upload-s3';
import { copyBucketTo, restoreBucketFrom } from '@dalil/upload-s3/copy';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { start as startS3, destroy as destroyS3 } from '../../scripts/s3-local.mjs';
import { integrationDb, newDb, testEnv, type TestDb } from './database';
import { freePort, startCms, waitFor } from './global-setup';
import { ACCOUNTS, api, tokenFor, visitorIp } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** The start of a Windows program (an MZ header and its DOS stub), under an image's name. */
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
  Buffer.alloc(48),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$', 'latin1'),
  Buffer.from('PE\x00\x00', 'latin1'),
]);

const ROOT = path.resolve(__dirname, '..', '..');

let s3Dir: string;
let s3: S3Options;
let client: S3Client;
let db: TestDb;
let cms: { url: string; child: ChildProcess; log: string[] };
let site: { url: string; child: ChildProcess };
let jwt: string;
let panel: string;
const ip = visitorIp();

async function call(url: string, init: { method?: string; token?: string; body?: unknown; form?: FormData } = {}) {
  const res = await fetch(`${cms.url}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-forwarded-for': ip,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.form ?? (init.body ? JSON.stringify(init.body) : undefined),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

const formWith = (field: string, bytes: Buffer, name: string, type: string) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};
/** A logo through the site's API (Admin's JWT), as the staff screens send it. */
const logo = (bytes: Buffer, name: string, type: string) =>
  call('/api/logos', { method: 'POST', token: jwt, form: formWith('file', bytes, name, type) });
/** A file through the panel's media library (the PDFs: guide, portfolio). */
const media = (bytes: Buffer, name: string, type: string) =>
  call('/upload', { method: 'POST', token: panel, form: formWith('files', bytes, name, type) });

const keys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key);
const keyOf = (url: string) => url.slice('/uploads/'.length);
const localCopy = (url: string) => path.join(testEnv().PUBLIC_DIR, url);

async function object(key: string) {
  const got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return { type: got.ContentType, bytes: Buffer.from(await got.Body!.transformToByteArray()) };
}

beforeAll(async () => {
  const begun = Date.now();
  s3Dir = fs.mkdtempSync(path.join(inject('testDir'), 's3-'));
  // The server ends with this process at the latest (--watch-pid), even if afterAll never runs.
  const env = await startS3(s3Dir, { watchPid: process.pid });
  s3 = optionsFromEnv(env)!;
  client = createClient(s3);
  db = await newDb('uploads_s3', { dir: inject('testDir') });
  const sitePort = await freePort();
  cms = await startCms({ ...db.env, ...env });
  // The site's dev server: the same /uploads proxy rule (frontend/vite.config.ts) reads UPLOAD_S3_*.
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const log: string[] = [];
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'vite'),
    ['--port', String(sitePort), '--host', '127.0.0.1', '--strictPort'],
    { cwd: path.join(ROOT, 'frontend'), env: { ...process.env, ...env, CMS_URL: cms.url }, stdio: 'pipe' },
  );
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  site = { url: siteUrl, child };
  await waitFor(`${siteUrl}/uploads/none.png`, child, log, (s) => s > 0);

  const signin = await call('/api/users/signin', { method: 'POST', body: ACCOUNTS.admin });
  expect(signin.status, JSON.stringify(signin.body)).toBe(200);
  jwt = signin.body.token;
  const login = await call('/admin/login', {
    method: 'POST',
    body: { email: 'editor@dalil.local', password: 'Dalil-Editor-2026' },
  });
  expect(login.status).toBe(200);
  panel = login.body.data.token;
  console.log(`uploads-s3: S3 server, CMS and site up in ${((Date.now() - begun) / 1000).toFixed(1)}s`);
});

afterAll(async () => {
  for (const child of [site?.child, cms?.child]) child?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  for (const child of [site?.child, cms?.child]) if (child && child.exitCode === null) child.kill('SIGKILL');
  if (s3Dir) await destroyS3(s3Dir);
  await db?.drop();
});

describe('with UPLOAD_S3_BUCKET set, uploads go to the bucket', () => {
  it('the content type check still runs first: a Windows program named .png is refused, nothing reaches the bucket', async () => {
    const viaLogo = await logo(EXE, 'logo.png', 'image/png');
    expect(viaLogo.status, JSON.stringify(viaLogo.body)).toBe(400);
    expect(viaLogo.body.message).toBe('يجب أن يكون الشعار صورة PNG أو JPEG أو WebP');
    const viaPanel = await media(EXE, 'guide.png', 'image/png');
    expect(viaPanel.status, JSON.stringify(viaPanel.body)).toBe(400);
    expect(viaPanel.body.message).toBe('يُقبل ملف صورة PNG أو JPEG أو WebP أو مستند PDF فقط');
    expect(await keys()).toEqual([]);
  });

  it('a logo: stored as /uploads/<key>, the object holds the same bytes as image/png, nothing on local disk', async () => {
    const res = await logo(PNG, 'شعار.png', 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/[^/]+\.png$/);
    // Logos are stored as the CMS re-encodes them (issue 20): a PNG, under the stored URL's name.
    const stored = await object(keyOf(res.body.url));
    expect(stored.type).toBe('image/png');
    expect(stored.bytes.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect(fs.existsSync(localCopy(res.body.url))).toBe(false);
    const [row] = await db.query<{ provider: string }>('SELECT provider FROM files WHERE url = ?', [res.body.url]);
    expect(row.provider).toBe('@dalil/upload-s3');
  });

  it("a PDF through the media library: the same, and the site's origin serves it as an attachment", async () => {
    const res = await media(PDF, 'دليل.pdf', 'application/pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { url, mime } = res.body[0];
    expect(mime).toBe('application/pdf');
    expect(url).toMatch(/^\/uploads\/[^/]+\.pdf$/);
    expect(await object(keyOf(url))).toEqual({ type: 'application/pdf', bytes: PDF });

    const served = await fetch(`${site.url}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('attachment');
  });

  it("the site's origin serves a logo from the bucket, inline, with the sandbox and nosniff", async () => {
    const { url } = (await logo(PNG, 'inline.png', 'image/png')).body;
    // The same address the proxies use (publicBase of @dalil/upload-s3): the bucket answers it anonymously.
    expect((await fetch(`${publicBase(s3)}/${keyOf(url)}`)).status).toBe(200);
    const served = await fetch(`${site.url}${url}?list-type=2`); // a query string is not passed on
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual((await object(keyOf(url))).bytes);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    // /uploads/ alone is no listing of the bucket.
    const root = await fetch(`${site.url}/uploads/`);
    expect(root.status).toBeGreaterThanOrEqual(400);
    expect(await root.text()).not.toContain('ListBucketResult');
  });

  it('the backup copy of the bucket (npm run backup) restores exactly: lost objects back, later ones gone', async () => {
    const before = (await keys()).sort();
    expect(before.length).toBeGreaterThanOrEqual(3);
    const copy = path.join(s3Dir, 'backup.uploads');
    expect(await copyBucketTo(s3, copy)).toBe(before.length);
    const saved = await Promise.all(before.map((key) => object(key!)));
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: before[0] }));
    await client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: 'later.png', Body: PNG, ContentType: 'image/png' }),
    );
    expect(await restoreBucketFrom(s3, copy)).toEqual({ written: before.length, deleted: 1 });
    expect((await keys()).sort()).toEqual(before);
    expect(await Promise.all(before.map((key) => object(key!)))).toEqual(saved);
  });

  it('a delete through the API removes the object', async () => {
    const res = await media(PDF, 'حذف.pdf', 'application/pdf');
    const { id, url } = res.body[0];
    expect((await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: keyOf(url) }))).ContentLength).toBe(
      PDF.length,
    );
    const removed = await call(`/upload/files/${id}`, { method: 'DELETE', token: panel });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await keys()).not.toContain(keyOf(url));
    expect((await fetch(`${site.url}${url}`)).status).toBe(404);
  });
});

describe('without UPLOAD_S3_BUCKET (the suite CMS), uploads stay on local disk', () => {
  it("a logo is written to the CMS's public/uploads and recorded with the local provider", async () => {
    const token = await tokenFor('admin');
    const res = await api('/api/logos', {
      method: 'POST',
      token,
      raw: { data: formWith('file', PNG, 'l.png', 'image/png') },
    });
    expect(res.status).toBe(201);
    expect(fs.readFileSync(localCopy(res.body.url)).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    const [row] = await integrationDb().query<{ provider: string }>('SELECT provider FROM files WHERE url = ?', [
      res.body.url,
    ]);
    expect(row.provider).toBe('local');
    expect(await keys()).not.toContain(keyOf(res.body.url));
  });
});
