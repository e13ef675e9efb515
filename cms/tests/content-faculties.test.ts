import { describe, expect, it } from 'vitest';
import type { MasterFacultyRecord } from '@dalil/domain/contract';
import { as, expectRoles, form } from './content-helpers';

/** Faculty codes are letters only: a random one per call. */
const code = () =>
  `Q${Array.from({ length: 9 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

async function add(shortCode = code(), name = `كلية ${shortCode}`) {
  const res = await form('superAdmin', '/api/faculties', 'POST', {
    name,
    shortCode,
    imgSrc: `/images/x/${shortCode}.png`,
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string } & MasterFacultyRecord;
}

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('assistant faculties: GET /api/faculties (and /api/Faculties), search, POST, PUT and DELETE /:id', () => {
  it('adds from form data and answers 201 with data.id; lists [{ _id, faculty_name, faculty_code, faculty_logo }]', async () => {
    const shortCode = code();
    const created = await add(shortCode.toLowerCase(), ' كلية الاختبار ');
    expect(created).toEqual({
      id: created._id,
      _id: expect.any(String),
      faculty_name: 'كلية الاختبار',
      faculty_code: shortCode,
      faculty_logo: `/images/Logos/Faculties/${shortCode}.png`,
      updatedAt: expect.any(String),
    });
    for (const path of ['/api/faculties', '/api/Faculties']) {
      const res = await as('visitor', path);
      expect(res.status).toBe(200);
      expect(res.body).toContainEqual({
        _id: created.id,
        faculty_name: 'كلية الاختبار',
        faculty_code: shortCode,
        faculty_logo: created.faculty_logo,
        updatedAt: created.updatedAt,
      });
    }
    // The seeded faculties carry an uploaded logo.
    const med = (await as('visitor', '/api/faculties')).body.find(
      (f: { faculty_code: string }) => f.faculty_code === 'MED',
    );
    expect(med.faculty_logo).toMatch(/^\/uploads\//);
  });

  it('adds and edits from JSON bodies too', async () => {
    const shortCode = code();
    const res = await as('superAdmin', '/api/faculties', { method: 'POST', body: { name: 'كلية جيسون', shortCode } });
    expect(res.status).toBe(201);
    const put = await as('superAdmin', `/api/faculties/${res.body.data.id}`, {
      method: 'PUT',
      body: { name: 'اسم جديد' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ _id: res.body.data.id, faculty_name: 'اسم جديد', faculty_code: shortCode });
  });

  it('edits from form data and stores an uploaded image as the logo', async () => {
    const created = await add();
    const res = await form('superAdmin', `/api/faculties/${created.id}`, 'PUT', {
      name: 'كلية بشعار',
      shortCode: created.faculty_code,
      imgSrc: new Blob([PNG], { type: 'image/png' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.faculty_name).toBe('كلية بشعار');
    expect(res.body.faculty_logo).toMatch(/^\/uploads\/.+\.png$/);
    const text = await form('superAdmin', `/api/faculties/${created.id}`, 'PUT', {
      imgSrc: new Blob(['x'], { type: 'text/plain' }),
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('شعار الكلية يجب أن يكون صورة PNG أو JPEG أو WebP');
  });

  it('search: code (exact, any case), name (part), q (name or code); not shadowed by /:id', async () => {
    const created = await add(code(), 'كلية البحث المميزة');
    const byCode = await as('visitor', `/api/faculties/search?code=${created.faculty_code.toLowerCase()}`);
    expect(byCode.status).toBe(200);
    expect(byCode.body).toEqual([expect.objectContaining({ _id: created.id })]);
    const byName = await as('visitor', '/api/faculties/search?name=البحث المميزة');
    expect(byName.body.map((f: { _id: string }) => f._id)).toContain(created.id);
    const byQ = await as('visitor', `/api/faculties/search?q=${created.faculty_code.slice(0, 6)}`);
    expect(byQ.body.map((f: { _id: string }) => f._id)).toContain(created.id);
    expect((await as('visitor', '/api/faculties/search?code=NOSUCHCODE')).body).toEqual([]);
  });

  it('answers 400 for a missing name or a bad code, 409 for a taken code, 404 for an unknown id', async () => {
    const missing = await form('superAdmin', '/api/faculties', 'POST', { shortCode: code() });
    expect(missing.status).toBe(400);
    expect(missing.body.missingFields).toEqual(['faculty_name']);
    const bad = await form('superAdmin', '/api/faculties', 'POST', { name: 'x', shortCode: 'ME D1' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('رمز الكلية يجب أن يتكون من حروف إنجليزية فقط (مثال: MED)');
    const created = await add();
    const dup = await form('superAdmin', '/api/faculties', 'POST', { name: 'أخرى', shortCode: created.faculty_code });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('توجد كلية أخرى بنفس الرمز');
    const unknown = await form('superAdmin', '/api/faculties/nosuchdocument0000000000', 'PUT', { name: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('الكلية غير موجودة');
  });

  it('roles: everyone reads and searches; only the SuperAdmin adds, edits and deletes', async () => {
    await expectRoles(['visitor', 'student', 'admin', 'superAdmin'], (c) => as(c, '/api/faculties'));
    await expectRoles(['visitor', 'student', 'admin', 'superAdmin'], (c) => as(c, '/api/Faculties'));
    await expectRoles(['visitor', 'student', 'admin', 'superAdmin'], (c) => as(c, '/api/faculties/search?q=MED'));
    await expectRoles(['superAdmin'], (c) => form(c, '/api/faculties', 'POST', { name: 'كلية', shortCode: code() }));
    const created = await add();
    await expectRoles(['superAdmin'], (c) => form(c, `/api/faculties/${created.id}`, 'PUT', { name: `كلية ${c}` }));
    await expectRoles(['superAdmin'], (c) => as(c, `/api/faculties/${created.id}`, { method: 'DELETE' }));
    expect((await as('superAdmin', `/api/faculties/${created.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('score matching: GET and PUT /api/score-matching/:year/:certificate', () => {
  it('a pair without a record reads as an empty list; PUT stores one record per pair', async () => {
    const [f1, f2] = [await add(), await add()];
    // 2021 / other: a pair the seed leaves empty; this file is the only writer of it.
    const path = '/api/score-matching/2021/other';
    const before = await as('superAdmin', path);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ year: 2021, certificate: 'other', scores: expect.any(Array) });

    const scores = [
      { facultyId: f1.id, private: 90, galaleya: '85.5', sinai: '', academy: null },
      { facultyId: f2.id, private: 70, galaleya: 71, sinai: 72, academy: 73 },
    ];
    const put = await as('superAdmin', path, { method: 'PUT', body: { year: 2021, certificate: 'other', scores } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      _id: expect.any(String),
      year: 2021,
      certificate: 'other',
      updatedAt: expect.any(String),
      scores: [
        { facultyId: f1.id, private: 90, galaleya: 85.5, sinai: null, academy: null },
        { facultyId: f2.id, private: 70, galaleya: 71, sinai: 72, academy: 73 },
      ],
    });
    const again = await as('superAdmin', path, { method: 'PUT', body: { scores: scores.slice(1) } });
    expect(again.body._id).toBe(put.body._id);
    expect((await as('superAdmin', path)).body.scores).toEqual([
      { facultyId: f2.id, private: 70, galaleya: 71, sinai: 72, academy: 73 },
    ]);
    // Other pairs are separate records.
    expect((await as('superAdmin', '/api/score-matching/2022/other')).body._id).not.toBe(put.body._id);
  });

  it('its log entry names the year and certificate and keeps the rows by faculty code (issue 21 item 10)', async () => {
    const [f1, f2] = [await add(), await add()];
    const path = '/api/score-matching/2023/azhar_secondary';
    const row = (f: { id: string }, p: number) => ({
      facultyId: f.id,
      private: p,
      galaleya: 60,
      sinai: 61,
      academy: 62,
    });
    expect((await as('superAdmin', path, { method: 'PUT', body: { scores: [row(f1, 80), row(f2, 70)] } })).status).toBe(
      200,
    );
    expect((await as('superAdmin', path, { method: 'PUT', body: { scores: [row(f1, 80), row(f2, 75)] } })).status).toBe(
      200,
    );
    const log = await as('superAdmin', `/api/admin-logs?limit=5&target=${encodeURIComponent('2023 / ثانوية أزهرية')}`);
    expect(log.status).toBe(200);
    const [edit] = log.body.data as Record<string, any>[];
    expect(edit).toMatchObject({ action: 'edit', target: 'معيار التنسيق: 2023 / ثانوية أزهرية' });
    expect(edit.afterEdit.scores).toEqual([
      { faculty_code: f1.faculty_code, private: 80, galaleya: 60, sinai: 61, academy: 62 },
      { faculty_code: f2.faculty_code, private: 75, galaleya: 60, sinai: 61, academy: 62 },
    ]);
    expect(edit.beforeEdit.scores[1]).toMatchObject({ faculty_code: f2.faculty_code, private: 70 });
  });

  it('answers 400 for a bad year, certificate, score, unknown faculty or a body that disagrees with the path', async () => {
    const f = await add();
    const cases: [string, unknown, string][] = [
      ['/api/score-matching/2020/stem', { scores: [] }, 'السنة يجب أن تكون من 2021 إلى 2025'],
      ['/api/score-matching/2025/general', { scores: [] }, 'نوع الشهادة غير صالح'],
      [
        '/api/score-matching/2025/stem',
        { scores: [{ facultyId: f.id, private: 101 }] },
        'الدرجة يجب أن تكون رقمًا من 0 إلى 100',
      ],
      ['/api/score-matching/2025/stem', { year: 2024, scores: [] }, 'السنة ونوع الشهادة في الطلب لا يطابقان الرابط'],
      [
        '/api/score-matching/2025/stem',
        { scores: [{ facultyId: 'nosuchfaculty', private: 50 }] },
        'كلية غير معروفة في قائمة الدرجات: nosuchfaculty',
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await as('superAdmin', path, { method: 'PUT', body });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await as('superAdmin', '/api/score-matching/1999/stem')).status).toBe(400);
  });

  it('roles: the SuperAdmin alone reads and writes score criteria', async () => {
    await expectRoles(['superAdmin'], (c) => as(c, '/api/score-matching/2023/azhar_secondary'));
    await expectRoles(['superAdmin'], (c) =>
      as(c, '/api/score-matching/2023/azhar_secondary', { method: 'PUT', body: { scores: [] } }),
    );
  });
});

describe('assistant faculties take the uploaded logo as `logo: <media id>` (ImageUploadField)', () => {
  it('stores the image POST /api/logos answered; refuses an id that is not a stored image', async () => {
    const upload = await form('superAdmin', '/api/logos', 'POST', {
      file: new File([PNG], 'f.png', { type: 'image/png' }),
    });
    expect(upload.status).toBe(201);
    const shortCode = code();
    const res = await as('superAdmin', '/api/faculties', {
      method: 'POST',
      body: { name: 'كلية بشعار مرفوع', shortCode, logo: upload.body.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.faculty_logo).toBe(upload.body.url);
    const listed = (await as('visitor', '/api/faculties')).body.find(
      (f: { _id: string }) => f._id === res.body.data.id,
    );
    expect(listed.faculty_logo).toBe(upload.body.url);

    const bogus = await as('superAdmin', `/api/faculties/${res.body.data.id}`, {
      method: 'PUT',
      body: { logo: 99999999 },
    });
    expect(bogus.status).toBe(400);
    const cleared = await as('superAdmin', `/api/faculties/${res.body.data.id}`, {
      method: 'PUT',
      body: { logo: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.faculty_logo).toBe(`/images/Logos/Faculties/${shortCode}.png`);
    await as('superAdmin', `/api/faculties/${res.body.data.id}`, { method: 'DELETE' });
  });
});
