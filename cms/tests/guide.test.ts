import { describe, expect, it } from 'vitest';
import { admissionFields } from '@dalil/domain/rules';
import { api, as, type Caller } from './helpers';

const stamp = Date.now().toString(36).toUpperCase();
const code = (name: string) => `${name}${stamp}`.replace(/[^A-Za-z0-9]/g, '');

const university = (c: string, extra: Record<string, unknown> = {}) => ({
  university_code: c,
  university_Arabic_Name: `جامعة الاختبار ${c}`,
  type: 'Private',
  Uni_Bio: 'سطر أول\nسطر ثان',
  location: '#',
  first_year: '2025',
  second_year: '2024',
  third_year: '2023',
  fourth_year: '2022',
  fifth_year: '2021',
  website: 'https://example.org',
  phone: '0100',
  email: 'info@example.org',
  facebook: '#',
  instagram: '#',
  youtube: '#',
  linkedin: '#',
  ...extra,
});
const SOURCE = { url: 'https://example.org/figures-2025', academic_year: '2025/2026' };
const offering = (c: string, extra: Record<string, unknown> = {}) => ({
  university: c,
  faculty: 'كلية الطب البشري',
  faculty_short: 'MED',
  section: 'science',
  normal_or_Dual: 'normal',
  programs: 'الطب، الجراحة',
  feesEgyption: '185000',
  feesNatives: '9000',
  thanwyaa_fourthYear_score: '93.5',
  thanwyaa_fifthYear_score: '-',
  wafdeen_score: '85',
  // Figures are written with their source and academic year (issue 22).
  fee_source: SOURCE,
  score_source: SOURCE,
  ...extra,
});
const allStatuses = (value: string) => Object.fromEntries(admissionFields('status').map((f) => [f, value]));

describe('reading the guide', () => {
  it.each(['Private', 'private', 'PRIVATE'])(
    'GET /api/%s/links lists the category sorted by index, with the documented fields',
    async (category) => {
      const res = await api(`/api/${category}/links`);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      const first = res.body[0];
      expect(first).toMatchObject({ _id: expect.any(String), university: first.university_code, category: 'private' });
      expect(first).toHaveProperty('university_Arabic_Name');
      expect(first).toHaveProperty('university_Logo');
      expect(first).not.toHaveProperty('id');
      expect(first).not.toHaveProperty('documentId');
      const indexes = res.body.map((u: { index: number }) => u.index);
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      expect(res.body.every((u: { category: string }) => u.category === 'private')).toBe(true);
    },
  );

  it('an unknown category is a 404 with a clear message', async () => {
    const res = await api('/api/public/links');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('تصنيف الجامعات غير معروف');
  });

  it('one university by code or by _id; not from another category', async () => {
    const byCode = await api('/api/private/links/guc');
    expect(byCode.status).toBe(200);
    expect(byCode.body.university_code).toBe('GUC');
    expect((await api(`/api/private/links/${byCode.body._id}`)).body.university_code).toBe('GUC');
    expect((await api('/api/national/links/GUC')).status).toBe(404);
  });

  it('offerings carry their university; dorms and transport carry `spec`', async () => {
    const faculty = await api('/api/private/faculty?university=GUC');
    expect(faculty.status).toBe(200);
    expect(faculty.body.length).toBeGreaterThan(0);
    expect(faculty.body[0]).toMatchObject({
      university: 'GUC',
      university_code: 'GUC',
      type: 'Private',
      category: 'private',
    });
    expect(faculty.body[0]).toHaveProperty('thanwyaa_fifthYear_score');
    const dorms = await api('/api/private/dorms');
    expect(dorms.body.length).toBeGreaterThan(0);
    expect(dorms.body[0]).toMatchObject({
      _id: expect.any(String),
      spec: expect.any(String),
      type: expect.any(String),
    });
    const one = await api(`/api/private/dorms/${dorms.body[0]._id}`);
    expect(one.body._id).toBe(dorms.body[0]._id);
  });

  it('statuses and deadlines list per category with the university named', async () => {
    for (const record of ['admission', 'deadline']) {
      const res = await api(`/api/national/${record}`);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body[0]).toMatchObject({
        _id: expect.any(String),
        university: expect.any(String),
        university_Arabic_Name: expect.any(String),
      });
      expect(res.body[0]).toHaveProperty(`transfer_${record === 'admission' ? 'status' : 'deadline'}`);
    }
  });

  it('standard query parameters work and are validated', async () => {
    const page = await api(
      '/api/private/faculty?pagination[page]=2&pagination[pageSize]=5&sort=faculty:asc&fields[0]=faculty',
    );
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(5);
    expect(Object.keys(page.body[0]).sort()).toEqual(expect.arrayContaining(['_id', 'faculty']));
    expect((await api('/api/private/faculty?pagination[pageSize]=-3')).status).toBe(400);
  });

  it("a projection of the links may name the fee policy (the finder's cost of a degree): it comes populated", async () => {
    const withPolicy = await api('/api/private/links?fields[0]=university_code&fields[1]=fee_policy');
    expect(withPolicy.status).toBe(200);
    expect(withPolicy.body.length).toBeGreaterThan(0);
    for (const u of withPolicy.body) expect(u).toHaveProperty('fee_policy');
    const without = await api('/api/private/links?fields[0]=university_code');
    expect(without.body.some((u: Record<string, unknown>) => 'fee_policy' in u)).toBe(false);
    // Another component name is still an unknown field: 400, not a 500.
    expect((await api('/api/private/links?fields[0]=logo_policy')).status).toBe(400);
  });
});

describe('who may write', () => {
  const c = code('ROLE');
  const writes: [string, string, unknown, Record<Caller, number | 'ok'>][] = [
    ['POST', '/api/private/links/add', university(c), { visitor: 403, student: 403, admin: 'ok', superAdmin: 409 }],
    [
      'PUT',
      `/api/private/links/${c}`,
      { Uni_Bio: 'نبذة محدثة' },
      { visitor: 403, student: 403, admin: 'ok', superAdmin: 'ok' },
    ],
    ['POST', '/api/private/faculty/add', offering(c), { visitor: 403, student: 403, admin: 'ok', superAdmin: 'ok' }],
    [
      'POST',
      '/api/private/dorms/add',
      { spec: c, type: 'غرفة فردية', price: '40000', price_wafdeen: '0' },
      { visitor: 403, student: 403, admin: 'ok', superAdmin: 'ok' },
    ],
    [
      'POST',
      '/api/private/transportation/add',
      [{ spec: c, type: 'خط مدينة نصر', price: 'لم يعلن' }],
      { visitor: 403, student: 403, admin: 'ok', superAdmin: 'ok' },
    ],
    ['DELETE', `/api/private/links/${c}`, undefined, { visitor: 403, student: 403, admin: 403, superAdmin: 'ok' }],
  ];
  for (const [method, path, body, expected] of writes) {
    it(`${method} ${path.replace(c, '{code}')}`, async () => {
      for (const caller of ['visitor', 'student', 'admin', 'superAdmin'] as const) {
        const res = await as(caller, path, { method, body });
        const got = res.status >= 200 && res.status < 300 ? 'ok' : res.status;
        expect(got, `${caller}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(expected[caller]);
      }
    });
  }
});

describe('a university from add to full delete', () => {
  const c = code('FLOW');

  it('an Admin adds a university with its parts in one call', async () => {
    const res = await as('admin', '/api/Private/links/add', {
      method: 'POST',
      body: {
        ...university(c),
        faculties: [offering('IGNORED')],
        dorms: [{ type: 'سكن مشترك', price: '30000' }],
        transportation: [],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      university_code: c,
      university: c,
      category: 'private',
      type: 'Private',
      Uni_Bio: 'سطر أول\nسطر ثان',
    });
    const faculty = await api(`/api/private/faculty?university=${c}`);
    expect(faculty.body).toHaveLength(1);
    expect(faculty.body[0]).toMatchObject({
      university: c,
      faculty_short: 'MED',
      feesEgyption: '185000',
      thanwyaa_fifthYear_score: '-',
    });
    expect((await api(`/api/private/dorms?spec=${c}`)).body).toHaveLength(1);
  });

  it('the edit is written to the activity log by the server, with before and after', async () => {
    const res = await as('admin', `/api/private/links/${c}`, { method: 'PUT', body: { Uni_Bio: 'نبذة بعد التعديل' } });
    expect(res.status).toBe(200);
    const log = await as('superAdmin', `/api/admin-logs?action=edit&target=${encodeURIComponent(c)}`);
    expect(log.status).toBe(200);
    const entry = log.body.data.find((e: { target: string }) => e.target.includes(`جامعة الاختبار ${c}`));
    expect(entry).toMatchObject({
      action: 'edit',
      adminType: 'Admin',
      adminName: 'مشرف المحتوى',
      target: `جامعة: جامعة الاختبار ${c}`,
    });
    expect(entry.beforeEdit.Uni_Bio).toBe('سطر أول\nسطر ثان');
    expect(entry.afterEdit.Uni_Bio).toBe('نبذة بعد التعديل');
  });

  it('the section must fit the category and missing fields are listed', async () => {
    const res = await as('admin', '/api/national/links/add', {
      method: 'POST',
      body: { university_code: code('MISS'), type: 'National' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('يرجى ملء جميع الحقول المطلوبة');
    expect(res.body.missingFields).toEqual(expect.arrayContaining(['university_Arabic_Name', 'Uni_Bio', 'first_year']));
  });

  it('adds an array of offerings all or nothing', async () => {
    const bad = await as('admin', '/api/private/faculty/add', {
      method: 'POST',
      body: [
        offering(c, { faculty: 'كلية الصيدلة', faculty_short: 'PHARM' }),
        offering(c, { thanwyaa_firstYear_score: '130' }),
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({
      msg: 'الحد الأدنى يجب أن يكون رقمًا بين 0 و100 أو "-"',
      path: ['[1].thanwyaa_firstYear_score'],
    });
    expect((await api(`/api/private/faculty?university=${c}`)).body).toHaveLength(1);

    const unknown = await as('admin', '/api/private/faculty/add', { method: 'POST', body: offering('NOSUCHUNI') });
    expect(unknown.status).toBe(400);
    const wrongCategory = await as('admin', '/api/national/faculty/add', { method: 'POST', body: offering(c) });
    expect(wrongCategory.status).toBe(400);

    const good = await as('admin', '/api/private/faculty/add', {
      method: 'POST',
      body: [
        offering(c, { faculty_short: 'PHARM', faculty: 'كلية الصيدلة' }),
        offering(c, { faculty_short: 'DENT', faculty: 'كلية طب الأسنان', normal_or_Dual: 'dual' }),
      ],
    });
    expect(good.status).toBe(201);
    expect(good.body).toHaveLength(2);
  });

  it('updates scores of one offering; a bad score is refused', async () => {
    const [first] = (await api(`/api/private/faculty?university=${c}`)).body;
    const res = await as('admin', `/api/private/faculty/${first._id}`, {
      method: 'PUT',
      body: { thanwyaa_fifthYear_score: '91', wafdeen_score: '-', score_source: SOURCE },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ thanwyaa_fifthYear_score: '91', wafdeen_score: '-', faculty: first.faculty });
    const bad = await as('admin', `/api/private/faculty/${first._id}`, {
      method: 'PUT',
      body: { thanwyaa_fifthYear_score: 'ninety' },
    });
    expect(bad.status).toBe(400);
    expect(
      (await as('admin', '/api/private/faculty/nosuchid', { method: 'PUT', body: { wafdeen_score: '1' } })).status,
    ).toBe(404);
  });

  it('status and deadline: add, edit, refuse bad values', async () => {
    const missing = await as('admin', '/api/private/admission/add', {
      method: 'POST',
      body: { university: c, transfer_status: 'انتهي' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('قيمة غير صالحة لحالة wafdeen_status');

    const status = await as('admin', '/api/private/admission/add', {
      method: 'POST',
      body: {
        university: c,
        ...allStatuses('لم يبداء'),
        transfer_status: 'اخري',
        transfer_status_custom: 'متاح (الطب فقط)',
      },
    });
    expect(status.status).toBe(201);
    expect(status.body).toMatchObject({
      university: c,
      transfer_status: 'متاح (الطب فقط)',
      thanwyaa_fifthYear_status: 'لم يبداء',
    });

    const deadline = await as('admin', '/api/private/deadline/add', {
      method: 'POST',
      body: { university: c, transfer_deadline: '15/8/2025' },
    });
    expect(deadline.status).toBe(201);
    expect(deadline.body).toMatchObject({ transfer_deadline: '15/8/2025', wafdeen_deadline: 'لم يحدد' });

    const edit = await as('admin', `/api/private/deadline/${deadline.body._id}`, {
      method: 'PUT',
      body: { _id: deadline.body._id, wafdeen_deadline: '1/9/2025' },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.wafdeen_deadline).toBe('1/9/2025');
    const bad = await as('admin', `/api/private/deadline/${deadline.body._id}`, {
      method: 'PUT',
      body: { wafdeen_deadline: '2025-09-01' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('تاريخ غير صالح لـ wafdeen_deadline');
    expect((await as('admin', `/api/private/admission/${status.body._id}`, { method: 'DELETE' })).status).toBe(403);
  });

  it('only the SuperAdmin deletes the whole university, with everything it owns', async () => {
    expect((await as('admin', `/api/Private/${c}`, { method: 'DELETE' })).status).toBe(403);
    expect((await as('superAdmin', `/api/National/${c}`, { method: 'DELETE' })).status).toBe(404);
    const res = await as('superAdmin', `/api/Private/${c}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await api(`/api/private/links/${c}`)).status).toBe(404);
    expect((await api(`/api/private/faculty?university=${c}`)).body).toHaveLength(0);
    expect((await api(`/api/private/dorms?spec=${c}`)).body).toHaveLength(0);
    expect((await api('/api/private/admission')).body.some((r: { university: string }) => r.university === c)).toBe(
      false,
    );
    expect((await api('/api/private/deadline')).body.some((r: { university: string }) => r.university === c)).toBe(
      false,
    );
  });
});
