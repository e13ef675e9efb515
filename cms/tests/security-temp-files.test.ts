/**
 * Multipart bodies and the CMS's temp folder (issue 20, finding 3). The body parser writes every
 * file of a multipart body to the temp folder before the route runs; Strapi removed only the
 * field `files`, and only when nothing failed. Now multipart is parsed only on the routes that take
 * files (matched as the router matches them: in any case), every temp file of a request is removed
 * when it ends — accepted, refused, 404 or error — and elsewhere multipart is a 415 before anything
 * is read. The test stack gives the CMS a temp folder of its own (TMPDIR, tests/global-setup.ts):
 * its files are counted before and after.
 */
import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { api, tokenFor, type Caller } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const KB = 1024;
const MB = 1024 * KB;

/** The files in the CMS's temp folder (the upload plugin's own working folders included). */
const tempFiles = () => fs.readdirSync(inject('cmsTmpDir')).sort();

const blob = (bytes: number, type = 'application/octet-stream') => new Blob([new Uint8Array(bytes).fill(7)], { type });
const png = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });

/** A multipart body: each field a text or a file. */
function body(fields: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, `${name}.bin`);
  return data;
}

async function send(path: string, fields: Record<string, string | Blob>, caller: Caller = 'visitor', method = 'POST') {
  const token = caller === 'visitor' ? undefined : await tokenFor(caller);
  return api(path, { method, token, raw: { data: body(fields) } });
}

/** Sends, then checks the temp folder holds exactly what it held before. */
async function leavesNothing(
  path: string,
  fields: Record<string, string | Blob>,
  caller: Caller = 'visitor',
  method = 'POST',
) {
  const before = tempFiles();
  const res = await send(path, fields, caller, method);
  expect(tempFiles(), `${method} ${path} → ${res.status} left files in the temp folder`).toEqual(before);
  return res;
}

const code = () =>
  `T${Array.from({ length: 9 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

describe('multipart bodies leave no file in the temp folder', () => {
  it.each(['/nonexistent-path', '/admin/anything', '/uploads/x', '/NONEXISTENT-path', '/Admin/anything', '/_health'])(
    'a 3 MB multipart body to %s is refused before it is read (4xx) and leaves nothing',
    async (path) => {
      const res = await leavesNothing(path, { name: 'x', attachment: blob(3 * MB), files: blob(64 * KB) });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    },
  );

  it('POST /api/logos, accepted and refused, in any case of the path: nothing left', async () => {
    for (const path of ['/api/logos', '/API/Logos', '/Api/logos/']) {
      const accepted = await leavesNothing(path, { file: png(), extra: png() }, 'admin');
      expect(accepted.status, `${path} ${JSON.stringify(accepted.body)}`).toBe(201);
      const refused = await leavesNothing(path, { file: blob(100 * KB, 'image/png'), other: blob(200 * KB) }, 'admin');
      expect(refused.status).toBe(400);
      // A visitor may not upload: refused after the body was read.
      const anonymous = await leavesNothing(path, { file: png(), other: png() });
      expect(anonymous.status).toBeOneOf([401, 403]);
    }
  });

  it('POST and PUT /api/faculties, accepted, refused and 404, in any case of the path: nothing left', async () => {
    for (const path of ['/api/faculties', '/API/FACULTIES']) {
      const shortCode = code();
      const created = await leavesNothing(
        path,
        { name: `كلية ${shortCode}`, shortCode, logo: png(), stray: png() },
        'superAdmin',
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.data.id as string;
      const edited = await leavesNothing(
        `${path}/${id}`,
        { name: `كلية معدلة ${shortCode}`, imgSrc: png(), stray: png() },
        'superAdmin',
        'PUT',
      );
      expect(edited.status).toBe(200);
      const refused = await leavesNothing(
        `${path}/${id}`,
        { imgSrc: new Blob(['x'], { type: 'text/plain' }), stray: blob(300 * KB) },
        'superAdmin',
        'PUT',
      );
      expect(refused.status).toBe(400);
      const missing = await leavesNothing(
        `${path}/nosuchdocument0000000000`,
        { name: 'x', imgSrc: png(), stray: png() },
        'superAdmin',
        'PUT',
      );
      expect(missing.status).toBe(404);
      const invalid = await leavesNothing(path, { name: '', shortCode: 'bad code', logo: png() }, 'superAdmin');
      expect(invalid.status).toBe(400);
      const student = await leavesNothing(path, { name: 'x', shortCode: code(), logo: png() }, 'student');
      expect(student.status).toBeOneOf([401, 403]);
    }
  });

  it('a file route over its size cap is a 413 before the body is read', async () => {
    const res = await leavesNothing('/API/logos', { file: png(), other: blob(3 * MB) }, 'admin');
    expect(res.status).toBe(413);
  });
});

describe('multipart where no file is taken', () => {
  it('/API/contact/add with an 8 MB attachment is refused like /api/contact/add (415), nothing stored or left', async () => {
    const fields = () => ({
      name: 'زائر',
      email: 'visitor@example.org',
      message: 'رسالة مع مرفق',
      attachment: blob(8 * MB),
    });
    const lower = await leavesNothing('/api/contact/add', fields());
    expect(lower.status).toBe(415);
    for (const path of ['/API/contact/add', '/Api/Contact/Add', '/api/CONTACT/add']) {
      const res = await leavesNothing(path, fields());
      expect(res.status, path).toBe(415);
      expect(res.body.error.message).toBe(lower.body.error.message);
    }
  });

  it('a multipart type in odd case or another multipart subtype is refused the same way', async () => {
    const before = tempFiles();
    const data = body({ attachment: blob(1 * MB), name: 'x' });
    const request = new Request('http://x', { method: 'POST', body: data });
    const boundary = request.headers.get('content-type')!.split('boundary=')[1];
    const bytes = new Uint8Array(await request.arrayBuffer());
    for (const type of [`Multipart/Form-Data; boundary=${boundary}`, `multipart/mixed; boundary=${boundary}`]) {
      const res = await api('/api/contact/add', { method: 'POST', raw: { data: bytes, type } });
      expect(res.status, type).toBe(415);
    }
    expect(tempFiles()).toEqual(before);
  });
});
