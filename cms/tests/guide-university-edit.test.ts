import { describe, expect, it } from 'vitest';
import { api, as, type Caller } from './helpers';
import { logEntries } from './community-helpers';

/**
 * The staff screen's university calls (issue 12): the whole edit with its parts in one
 * transaction and one log entry (`PUT /api/{Type}/links/{id}/with-parts`), and the order of a
 * category in one call (`PUT /api/{Type}/links/order`).
 */
const stamp = Date.now().toString(36).toUpperCase();
const c = `EDIT${stamp}`.replace(/[^A-Za-z0-9]/g, '');
const name = `جامعة التعديل ${c}`;

const university = {
  university_code: c,
  university_Arabic_Name: name,
  type: 'Speicallaw',
  Uni_Bio: 'نبذة أولى',
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
};
const faculty = (extra: Record<string, unknown> = {}) => ({
  faculty: 'كلية الهندسة',
  faculty_short: 'ENG',
  section: 'math',
  normal_or_Dual: 'normal',
  programs: 'مدني، عمارة',
  feesEgyption: '90000',
  thanwyaa_fifthYear_score: '80',
  // Figures are written with their source and academic year (issue 22).
  fee_source: { url: 'https://example.org/figures-2025', academic_year: '2025/2026' },
  score_source: { url: 'https://example.org/figures-2025', academic_year: '2025/2026' },
  ...extra,
});

type Snapshot = {
  university: Record<string, any>;
  faculties: Record<string, any>[];
  dorms: Record<string, any>[];
  transportation: Record<string, any>[];
};

/** The university and its parts as the public calls show them. */
async function stored() {
  const [link, faculties, dorms, transportation] = await Promise.all([
    api(`/api/special/links/${c}`),
    api(`/api/special/faculty?university=${c}`),
    api(`/api/special/dorms?spec=${c}`),
    api(`/api/special/transportation?spec=${c}`),
  ]);
  return {
    link: link.body,
    faculties: faculties.body as any[],
    dorms: dorms.body as any[],
    transportation: transportation.body as any[],
  };
}

const edits = async () => (await logEntries(name)).filter((e) => e.action === 'edit');

describe('a university edited with its parts', () => {
  it('an Admin adds it with two faculties and a dorm: one "add" entry for the whole', async () => {
    const res = await as('admin', '/api/special/links/add', {
      method: 'POST',
      body: {
        ...university,
        faculties: [faculty(), faculty({ faculty: `كلية الحاسبات ${c}`, faculty_short: 'CS', index: 2 })],
        dorms: [{ type: 'غرفة مزدوجة', price: '30000', price_wafdeen: '0' }],
      },
    });
    expect(res.status).toBe(201);
    const all = await logEntries(name);
    expect(all.map((e) => [e.action, e.adminType])).toEqual([['add', 'Admin']]);
    expect(all[0].target).toBe(`جامعة: ${name}`);
    const { faculties, dorms, link } = await stored();
    expect(faculties).toHaveLength(2);
    expect(dorms).toHaveLength(1);
    // A new university goes last in its category.
    const list = (await api('/api/special/links')).body as { university_code: string; index: number }[];
    expect(list[list.length - 1].university_code).toBe(c);
    expect(link.index).toBe(Math.max(...list.map((u) => u.index)));
  });

  it('visitors and students cannot call it; nothing changes', async () => {
    const before = await stored();
    for (const caller of ['visitor', 'student'] as Caller[]) {
      const res = await as(caller, `/api/special/links/${c}/with-parts`, {
        method: 'PUT',
        body: { university: { Uni_Bio: 'x' }, faculties: [] },
      });
      expect(res.status, caller).toBe(403);
    }
    expect(await stored()).toEqual(before);
  });

  it('a bad part is refused with its place named and nothing is written (not even the valid parts of the change)', async () => {
    const before = await stored();
    const logBefore = (await logEntries(name)).length;
    const res = await as('admin', `/api/special/links/${c}/with-parts`, {
      method: 'PUT',
      body: {
        university: { Uni_Bio: 'لن تحفظ' },
        faculties: [before.faculties[0]],
        dorms: [...before.dorms, { type: 'سكن جديد', price: '1', price_wafdeen: '0' }],
        transportation: [
          { type: 'خط', price: '1', price_wafdeen: '0' },
          { type: '', price: '5' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('يرجى إدخال نوع المواصلات');
    expect(res.body.errors).toContainEqual({ msg: 'يرجى إدخال نوع المواصلات', path: ['transportation[1].type'] });
    expect(await stored()).toEqual(before);
    expect((await logEntries(name)).length).toBe(logBefore);
  });

  it.each([
    ['faculties', (i: number) => faculty({ faculty: `كلية ${i} ${c}`, faculty_short: `F${i}` })],
    ['dorms', (i: number) => ({ type: `سكن ${i}`, price: '1', price_wafdeen: '0' })],
    ['transportation', (i: number) => ({ type: `خط ${i}`, price: '1', price_wafdeen: '0' })],
  ])(
    '201 %s in one edit are refused with the batch message and nothing is written (200 at most per list)',
    async (list, item) => {
      const before = await stored();
      const logBefore = (await logEntries(name)).length;
      const res = await as('admin', `/api/special/links/${c}/with-parts`, {
        method: 'PUT',
        body: { university: { Uni_Bio: 'لن تحفظ' }, [list]: Array.from({ length: 201 }, (_, i) => item(i)) },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('لا يمكن إرسال أكثر من 200 عنصر في طلب واحد');
      expect(await stored()).toEqual(before);
      expect((await logEntries(name)).length).toBe(logBefore);
    },
  );

  it('a failure inside the transaction rolls the whole edit back', async () => {
    const before = await stored();
    // 201 characters: the dorm schema's maxLength, checked only when the document is written.
    const res = await as('admin', `/api/special/links/${c}/with-parts`, {
      method: 'PUT',
      body: {
        university: { Uni_Bio: 'لن تحفظ أيضًا' },
        faculties: [before.faculties[0]],
        dorms: [{ type: 'س'.repeat(201), price: '1', price_wafdeen: '0' }],
      },
    });
    expect(res.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('a part of another university cannot be named', async () => {
    const other = (await api('/api/special/faculty')).body.find((f: { university: string }) => f.university !== c);
    const res = await as('admin', `/api/special/links/${c}/with-parts`, {
      method: 'PUT',
      body: { university: {}, faculties: [{ ...other }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ msg: 'العنصر لا يتبع هذه الجامعة', path: ['faculties[0]._id'] });
    expect((await api(`/api/special/faculty/${other._id}`)).body).toMatchObject({
      university: other.university,
      faculty: other.faculty,
    });
  });

  it('an Admin removes a faculty, changes another, adds a dorm: one transaction, ONE edit entry with before and after', async () => {
    const before = await stored();
    const [keep, drop] = before.faculties;
    const res = await as('admin', `/api/special/links/${c}/with-parts`, {
      method: 'PUT',
      body: {
        university: { ...before.link, Uni_Bio: 'نبذة بعد التعديل' },
        faculties: [
          {
            ...keep,
            feesEgyption: '95000',
            fee_source: { url: 'https://example.org/figures-2025', academic_year: '2025/2026' },
            section: 'scientific',
          },
        ],
        dorms: [...before.dorms, { type: `غرفة فردية ${c}`, price: '45000', price_wafdeen: '0' }],
        transportation: [],
      },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const after = await stored();
    expect(after.link.Uni_Bio).toBe('نبذة بعد التعديل');
    expect(after.faculties.map((f) => f._id)).toEqual([keep._id]);
    expect(after.faculties[0]).toMatchObject({
      feesEgyption: '95000',
      section: 'scientific',
      faculty: keep.faculty,
    });
    expect((await api(`/api/special/faculty/${drop._id}`)).status).toBe(404);
    expect(after.dorms.map((d) => d.type)).toEqual(['غرفة مزدوجة', `غرفة فردية ${c}`]);
    expect(res.body.faculties).toHaveLength(1);

    const entries = await edits();
    expect(entries).toHaveLength(1);
    const entry = entries[0];
    expect(entry).toMatchObject({
      action: 'edit',
      adminType: 'Admin',
      adminName: 'مشرف المحتوى',
      target: `جامعة: ${name}`,
    });
    const b = entry.beforeEdit as Snapshot;
    const a = entry.afterEdit as Snapshot;
    expect(b.university.Uni_Bio).toBe('نبذة أولى');
    expect(a.university.Uni_Bio).toBe('نبذة بعد التعديل');
    expect(b.faculties.map((f) => f._id).sort()).toEqual([keep._id, drop._id].sort());
    expect(a.faculties.map((f) => f._id)).toEqual([keep._id]);
    expect(b.dorms).toHaveLength(1);
    expect(a.dorms).toHaveLength(2);
    // No per-document entries beside it (the removed faculty, the new dorm).
    expect(await logEntries(`كلية الحاسبات ${c}`)).toEqual([]);
    expect(await logEntries(`غرفة فردية ${c}`)).toEqual([]);
  });
});

describe('the order of a category', () => {
  const codes = async () => (await api('/api/special/links')).body as { university_code: string; index: number }[];

  it('an Admin puts the category in the order sent; /links lists it so; statuses follow; one entry with the changed indexes', async () => {
    const original = await codes();
    const wanted = [
      c,
      ...original
        .map((u) => u.university_code)
        .filter((x) => x !== c)
        .reverse(),
    ];
    const res = await as('admin', '/api/Special/links/order', {
      method: 'PUT',
      body: { codes: wanted.map((x) => x.toLowerCase()) },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.map((u: { university_code: string }) => u.university_code)).toEqual(wanted);
    const now = await codes();
    expect(now.map((u) => u.university_code)).toEqual(wanted);
    // Each place keeps the number it had (the stored numbers, made strictly increasing).
    const indexes = now.map((u) => u.index);
    indexes.forEach((index, i) => i && expect(index).toBeGreaterThan(indexes[i - 1]));

    const statuses = (await api('/api/special/admission')).body as { university: string; index: number }[];
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses)
      expect(s.index, s.university).toBe(now.find((u) => u.university_code === s.university)?.index);

    const log = await logEntries('ترتيب الجامعات: جامعات ذات طبيعة خاصة');
    expect(log[0]).toMatchObject({ action: 'edit', adminType: 'Admin' });
    const changed = now.filter((u) => original.find((o) => o.university_code === u.university_code)?.index !== u.index);
    expect(log[0].afterEdit).toEqual({ order: Object.fromEntries(changed.map((u) => [u.university_code, u.index])) });
    expect(Object.keys(log[0].beforeEdit.order).sort()).toEqual(changed.map((u) => u.university_code).sort());
    // Restore the seeded order for the other tests.
    expect(
      (
        await as('superAdmin', '/api/special/links/order', {
          method: 'PUT',
          body: { codes: original.map((u) => u.university_code) },
        })
      ).status,
    ).toBe(200);
  });

  it('moving one university changes only those between its old and new places (issue 21 item 3)', async () => {
    // Numbers with gaps, as a type gets them over the years (10, 20, 30…).
    const original = await codes();
    for (const [i, u] of original.entries())
      expect(
        (
          await as('superAdmin', `/api/special/links/${u.university_code}`, {
            method: 'PUT',
            body: { index: (i + 1) * 10 },
          })
        ).status,
      ).toBe(200);
    const before = await codes();
    expect(before.length).toBeGreaterThan(3);
    // The third one moves up to the first place.
    const order = before.map((u) => u.university_code);
    const wanted = [order[2], order[0], order[1], ...order.slice(3)];
    expect((await as('admin', '/api/special/links/order', { method: 'PUT', body: { codes: wanted } })).status).toBe(
      200,
    );
    const after = await codes();
    expect(after.map((u) => u.university_code)).toEqual(wanted);
    expect(after.map((u) => [u.university_code, u.index])).toEqual([
      [order[2], 10],
      [order[0], 20],
      [order[1], 30],
      ...before.slice(3).map((u) => [u.university_code, u.index]),
    ]);
    const log = await logEntries('ترتيب الجامعات: جامعات ذات طبيعة خاصة');
    expect(log[0].beforeEdit).toEqual({ order: { [order[2]]: 30, [order[0]]: 10, [order[1]]: 20 } });
    expect(log[0].afterEdit).toEqual({ order: { [order[2]]: 10, [order[0]]: 20, [order[1]]: 30 } });
    // The seeded numbers back.
    for (const u of original)
      await as('superAdmin', `/api/special/links/${u.university_code}`, { method: 'PUT', body: { index: u.index } });
  });

  it.each([
    ['a code missing', (all: string[]) => ({ codes: all.slice(1) }), 'الترتيب يجب أن يضم كل جامعات التصنيف'],
    ['a code twice', (all: string[]) => ({ codes: [...all, all[0]] }), 'رمز مكرر في الترتيب'],
    ['a code of another category', (all: string[]) => ({ codes: [...all, 'GUC'] }), 'رموز لا تتبع هذا التصنيف: GUC'],
    ['no list', () => ({ order: [] }), 'يرجى إرسال قائمة رموز الجامعات بالترتيب'],
  ])('%s is a 400 and changes nothing', async (_name, body, message) => {
    const before = await codes();
    const res = await as('admin', '/api/special/links/order', {
      method: 'PUT',
      body: body(before.map((u) => u.university_code)),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await codes()).toEqual(before);
  });

  it('students and visitors are refused', async () => {
    const all = (await codes()).map((u) => u.university_code);
    for (const caller of ['visitor', 'student'] as Caller[]) {
      expect(
        (await as(caller, '/api/special/links/order', { method: 'PUT', body: { codes: [...all].reverse() } })).status,
        caller,
      ).toBe(403);
    }
    expect((await codes()).map((u) => u.university_code)).toEqual(all);
  });

  it('the documented per-record PUT still sets one index', async () => {
    const res = await as('admin', `/api/special/links/${c}`, { method: 'PUT', body: { index: 1 } });
    expect(res.status).toBe(200);
    expect((await api(`/api/special/links/${c}`)).body.index).toBe(1);
  });

  it('the SuperAdmin deletes the university with everything it owns', async () => {
    expect((await as('admin', `/api/Special/${c}`, { method: 'DELETE' })).status).toBe(403);
    expect((await as('superAdmin', `/api/Special/${c}`, { method: 'DELETE' })).status).toBe(200);
    const { faculties, dorms } = await stored();
    expect([faculties.length, dorms.length]).toEqual([0, 0]);
  });
});
