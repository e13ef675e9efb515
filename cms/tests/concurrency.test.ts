import { describe, expect, it } from 'vitest';
import { api, as, visitorIp, type Caller } from './helpers';
import { verifiedPerson } from './account-helpers';

/**
 * Optimistic concurrency of staff writes (issue 21 item 2): a write that sends the `updatedAt`
 * it read is refused with 409 and writes nothing when the record was saved since; a fresh one
 * is saved; a write without `updatedAt` is saved as before.
 */
const STALE = 'عدّل شخص آخر هذا السجل بعد فتحك له';
const stamp = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
type Rec = Record<string, any>;
const STATUS_FIELDS = [
  'transfer_status',
  'wafdeen_status',
  ...['thanwyaa', 'azhar', 'Arabenglish'].flatMap((t) =>
    ['first', 'second', 'third', 'fourth', 'fifth'].map((y) => `${t}_${y}Year_status`),
  ),
];

const universityBody = (code: string) => ({
  university_code: code,
  university_Arabic_Name: `جامعة التزامن ${code}`,
  type: 'Private',
  Uni_Bio: 'نبذة',
  location: '#',
  first_year: '2025',
  second_year: '2024',
  third_year: '2023',
  fourth_year: '2022',
  fifth_year: '2021',
  website: 'https://example.org',
  phone: '0100',
  email: 'sync@example.org',
  facebook: '#',
  instagram: '#',
  youtube: '#',
  linkedin: '#',
  faculties: [
    {
      faculty: 'كلية الهندسة',
      faculty_short: 'ENG',
      section: 'math',
      normal_or_Dual: 'normal',
      programs: 'مدني',
    },
  ],
});

async function newUniversity(): Promise<string> {
  const code = `SYNC${stamp()}`.slice(0, 20);
  const res = await as('admin', '/api/private/links/add', { method: 'POST', body: universityBody(code) });
  expect(res.status).toBe(201);
  return code;
}

const expectOk = (res: { status: number; body: unknown }, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as Rec;
};

type Case = {
  name: string;
  caller: Caller;
  /** Creates the record; answers its PUT address and how it is read back. */
  setup: () => Promise<{ url: string; read: () => Promise<Rec> }>;
  /** Two different changes of one field, and where the field is read. */
  first: Rec;
  second: Rec;
  seen: (record: Rec) => unknown;
};

const firstOf = async (path: string, caller: Caller = 'superAdmin') => {
  const res = await as(caller, path);
  expect(res.status).toBe(200);
  return res.body as Rec[];
};

const CASES: Case[] = [
  {
    name: 'news',
    caller: 'admin',
    setup: async () => {
      const short = `SN${stamp()}`;
      const res = await as('admin', '/api/news/add', {
        method: 'POST',
        body: { title: 'خبر', Short_name: short, deadline: '2026-08-01', link: 'https://example.eg', details: 'أ' },
      });
      expect(res.status).toBe(201);
      return {
        url: `/api/news/${res.body._id}`,
        read: async () => (await firstOf(`/api/news?filters[Short_name][$eq]=${short}`))[0],
      };
    },
    first: { details: 'تفاصيل الأول' },
    second: { details: 'تفاصيل الثاني' },
    seen: (r) => r.details,
  },
  {
    name: 'scholarships',
    caller: 'admin',
    setup: async () => {
      const short = `SS${stamp()}`;
      const res = await as('admin', '/api/scholarships/add', {
        method: 'POST',
        body: {
          name: 'منحة',
          Short_name: short,
          type: 'partial',
          deadline: '2026-09-30',
          link: 'https://example.eg/s',
          status: 'active',
        },
      });
      expect(res.status).toBe(201);
      return {
        url: `/api/scholarships/${res.body._id}`,
        read: async () => (await firstOf(`/api/scholarships?filters[Short_name][$eq]=${short}`))[0],
      };
    },
    first: { name: 'منحة الأول' },
    second: { name: 'منحة الثاني' },
    seen: (r) => r.name,
  },
  {
    name: 'articles',
    caller: 'admin',
    setup: async () => {
      const short = `SA${stamp()}`;
      const res = await as('admin', '/api/articles/add', {
        method: 'POST',
        body: { title: 'مقال', Short_name: short, category: 'student_tips', status: 'draft', details: 'أ' },
      });
      expect(res.status).toBe(201);
      return {
        url: `/api/articles/update/${res.body._id}`,
        read: async () => (await as('admin', `/api/articles/${short}`)).body,
      };
    },
    first: { details: 'محتوى الأول' },
    second: { details: 'محتوى الثاني' },
    seen: (r) => r.details,
  },
  {
    name: 'reviews',
    caller: 'superAdmin',
    setup: async () => {
      const res = await as('superAdmin', '/api/reviews/add', {
        method: 'POST',
        body: { name: `مراجع ${stamp()}`, affiliation: 'طالب', logo_url: '/images/users/temp.png', review: 'أ' },
      });
      expect(res.status).toBe(201);
      const id = res.body._id as string;
      return {
        url: `/api/reviews/${id}`,
        read: async () => (await firstOf('/api/reviews')).find((r) => r._id === id)!,
      };
    },
    first: { status: 'approved' },
    second: { status: 'rejected' },
    seen: (r) => r.status,
  },
  {
    name: 'assistant faculties',
    caller: 'superAdmin',
    setup: async () => {
      const code = `SF${stamp()}`.replace(/[^A-Z]/g, 'X');
      const res = await as('superAdmin', '/api/faculties', {
        method: 'POST',
        body: { name: 'كلية', shortCode: code },
      });
      expect(res.status).toBe(201);
      const id = res.body.data.id as string;
      return {
        url: `/api/faculties/${id}`,
        read: async () => (await firstOf('/api/faculties')).find((f) => f._id === id)!,
      };
    },
    first: { name: 'كلية الأول' },
    second: { name: 'كلية الثاني' },
    seen: (r) => r.faculty_name,
  },
  {
    name: 'ads',
    caller: 'superAdmin',
    setup: async () => {
      const res = await as('superAdmin', '/api/ads', {
        method: 'POST',
        body: {
          title: `إعلان ${stamp()}`,
          image_path: '/images/ads/a.png',
          ctalink: 'https://example.com',
          ctaText: 'اضغط',
          priority: 3,
          startDate: new Date(Date.now() - 86_400_000).toISOString(),
          endDate: new Date(Date.now() + 86_400_000).toISOString(),
        },
      });
      expect(res.status).toBe(201);
      const id = res.body._id as string;
      return { url: `/api/ads/${id}`, read: async () => (await as('superAdmin', `/api/ads/${id}`)).body };
    },
    first: { ctaText: 'الأول' },
    second: { ctaText: 'الثاني' },
    seen: (r) => r.ctaText,
  },
  {
    name: 'contact messages',
    caller: 'superAdmin',
    setup: async () => {
      const res = await api('/api/contact/add', {
        method: 'POST',
        body: { name: 'زائر', email: `c${stamp().toLowerCase()}@example.org`, phone: '+201001234567', message: 'سؤال' },
        ip: visitorIp(),
      });
      expect(res.status).toBe(201);
      const id = res.body._id as string;
      return {
        url: `/api/contact/${id}`,
        read: async () => (await firstOf('/api/contact')).find((m) => m._id === id)!,
      };
    },
    first: { response: 'رد الأول' },
    second: { response: 'رد الثاني' },
    seen: (r) => r.response,
  },
  {
    name: 'users',
    caller: 'superAdmin',
    setup: async () => {
      const person = await verifiedPerson('sync');
      return {
        url: `/api/users/update/${person.id}`,
        read: async () => (await firstOf('/api/users/get')).find((u) => u._id === person.id)!,
      };
    },
    first: { firstName: 'أحمد' },
    second: { firstName: 'محمود' },
    seen: (r) => r.firstName,
  },
  {
    name: 'universities (PUT /links/{id})',
    caller: 'admin',
    setup: async () => {
      const code = await newUniversity();
      return {
        url: `/api/private/links/${code}`,
        read: async () => (await as('admin', `/api/private/links/${code}`)).body,
      };
    },
    first: { Uni_Bio: 'نبذة الأول' },
    second: { Uni_Bio: 'نبذة الثاني' },
    seen: (r) => r.Uni_Bio,
  },
  {
    name: 'faculty offerings (PUT /faculty/{id})',
    caller: 'admin',
    setup: async () => {
      const code = await newUniversity();
      const [offering] = await firstOf(`/api/private/faculty?university=${code}`, 'admin');
      return {
        url: `/api/private/faculty/${offering._id}`,
        read: async () => (await as('admin', `/api/private/faculty/${offering._id}`)).body,
      };
    },
    first: { programs: 'مدني، عمارة' },
    second: { programs: 'كهرباء' },
    seen: (r) => r.programs,
  },
  {
    name: 'admission statuses',
    caller: 'admin',
    setup: async () => {
      const code = await newUniversity();
      const res = await as('admin', '/api/private/admission/add', {
        method: 'POST',
        body: { university: code, ...Object.fromEntries(STATUS_FIELDS.map((f) => [f, 'انتهي'])) },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return {
        url: `/api/private/admission/${res.body._id}`,
        read: async () => (await firstOf('/api/private/admission')).find((r) => r._id === res.body._id)!,
      };
    },
    first: { transfer_status: 'لم يبداء' },
    second: { transfer_status: 'انتهي' },
    seen: (r) => r.transfer_status,
  },
  {
    name: 'admission deadlines',
    caller: 'admin',
    setup: async () => {
      const code = await newUniversity();
      const res = await as('admin', '/api/private/deadline/add', {
        method: 'POST',
        body: { university: code, wafdeen_deadline: '1/8/2026' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return {
        url: `/api/private/deadline/${res.body._id}`,
        read: async () => (await firstOf('/api/private/deadline')).find((r) => r._id === res.body._id)!,
      };
    },
    first: { wafdeen_deadline: '2/8/2026' },
    second: { wafdeen_deadline: '3/8/2026' },
    seen: (r) => r.wafdeen_deadline,
  },
];

describe('a stale staff write is refused with 409 and writes nothing', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { url, read } = await c.setup();
    const opened = await read();
    expect(opened.updatedAt, 'the record carries updatedAt').toEqual(expect.any(String));

    // The first person saves what they opened: accepted.
    expectOk(
      await as(c.caller, url, { method: 'PUT', body: { ...c.first, updatedAt: opened.updatedAt } }),
      'fresh write',
    );
    const afterFirst = await read();
    expect(c.seen(afterFirst)).not.toEqual(c.seen(opened));
    expect(afterFirst.updatedAt).not.toBe(opened.updatedAt);

    // The second person opened the same version and saves after: refused, nothing written.
    const stale = await as(c.caller, url, { method: 'PUT', body: { ...c.second, updatedAt: opened.updatedAt } });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect(await read()).toEqual(afterFirst);

    // A write without updatedAt (older clients, scripts) is accepted as before.
    expectOk(await as(c.caller, url, { method: 'PUT', body: c.second }), 'write without updatedAt');
    const afterSecond = await read();
    expect(c.seen(afterSecond)).not.toEqual(c.seen(afterFirst));
  });

  it('an updatedAt that is not a date-time is a 400, nothing written', async () => {
    const { url, read } = await CASES[0].setup();
    const before = await read();
    const res = await as('admin', url, { method: 'PUT', body: { details: 'لا', updatedAt: 'أمس' } });
    expect(res.status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('two saves of the same version at the same moment: exactly one is written', async () => {
    const { url, read } = await CASES[0].setup();
    const opened = await read();
    const answers = await Promise.all(
      ['تفاصيل أ', 'تفاصيل ب', 'تفاصيل ج'].map((details) =>
        as('admin', url, { method: 'PUT', body: { details, updatedAt: opened.updatedAt } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body;
    expect((await read()).details).toBe(winner.details);
  });
});

describe('the university editor: PUT /api/{Type}/links/{id}/with-parts', () => {
  const stored = async (code: string) => ({
    link: (await as('admin', `/api/private/links/${code}`)).body as Rec,
    faculties: (await firstOf(`/api/private/faculty?university=${code}`, 'admin')) as Rec[],
  });

  it('a stale save (even of the parts alone) is refused with 409 and saves nothing; fresh and unversioned saves pass', async () => {
    const code = await newUniversity();
    const opened = await stored(code);
    const faculty = (programs: string) => ({ ...opened.faculties[0], programs });

    // First editor changes only a faculty's programs, with the version read.
    expectOk(
      await as('admin', `/api/private/links/${code}/with-parts`, {
        method: 'PUT',
        body: { university: { updatedAt: opened.link.updatedAt }, faculties: [faculty('مدني، عمارة')] },
      }),
      'fresh with-parts',
    );
    const afterFirst = await stored(code);
    expect(afterFirst.faculties[0].programs).toBe('مدني، عمارة');
    expect(afterFirst.link.updatedAt, 'a change of the parts moves the university on').not.toBe(opened.link.updatedAt);

    // Second editor opened the same version: refused, nothing of the university or parts written.
    const stale = await as('admin', `/api/private/links/${code}/with-parts`, {
      method: 'PUT',
      body: {
        updatedAt: opened.link.updatedAt,
        university: { Uni_Bio: 'نبذة قديمة' },
        faculties: [faculty('كهرباء')],
      },
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect(await stored(code)).toEqual(afterFirst);

    // Without a version: saved as before.
    expectOk(
      await as('admin', `/api/private/links/${code}/with-parts`, {
        method: 'PUT',
        body: { university: { Uni_Bio: 'نبذة جديدة' }, faculties: [faculty('كهرباء')] },
      }),
      'with-parts without updatedAt',
    );
    const last = await stored(code);
    expect(last.link.Uni_Bio).toBe('نبذة جديدة');
    expect(last.faculties[0].programs).toBe('كهرباء');
  });

  it('a stale save naming a part deleted since is a 409 (not a 400 «not owned»), nothing written', async () => {
    // Seen in the two-browser test: the other person removed the part; this save still names it.
    const code = await newUniversity();
    const opened = await stored(code);
    expectOk(
      await as('admin', `/api/private/links/${code}/with-parts`, {
        method: 'PUT',
        body: { university: { updatedAt: opened.link.updatedAt }, faculties: [] },
      }),
      'the other person removes the faculty',
    );
    const afterFirst = await stored(code);
    expect(afterFirst.faculties).toEqual([]);
    const stale = await as('admin', `/api/private/links/${code}/with-parts`, {
      method: 'PUT',
      body: {
        updatedAt: opened.link.updatedAt,
        university: { Uni_Bio: 'نبذتي' },
        faculties: [{ ...opened.faculties[0], programs: 'برامجي' }],
      },
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect(await stored(code)).toEqual(afterFirst);
  });
});

describe('a create never updates (issue 21 item 1)', () => {
  const EXISTS = 'لهذه الجامعة سجل بالفعل؛ عدّل السجل الموجود';
  const statusBody = (code: string, value: string) => ({
    university: code,
    ...Object.fromEntries(STATUS_FIELDS.map((f) => [f, value])),
  });
  const recordsOf = async (kind: 'admission' | 'deadline', code: string) =>
    (await firstOf(`/api/private/${kind}`)).filter((r) => r.university === code);

  it('POST …/admission/add and …/deadline/add for a university with a record: 409, the record unchanged', async () => {
    const code = await newUniversity();
    expect(
      (await as('admin', '/api/private/admission/add', { method: 'POST', body: statusBody(code, 'انتهي') })).status,
    ).toBe(201);
    expect(
      (
        await as('admin', '/api/private/deadline/add', {
          method: 'POST',
          body: { university: code, wafdeen_deadline: '1/8/2026' },
        })
      ).status,
    ).toBe(201);
    const [status] = await recordsOf('admission', code);
    const [deadline] = await recordsOf('deadline', code);

    const again = await as('admin', '/api/private/admission/add', {
      method: 'POST',
      body: statusBody(code, 'لم يبداء'),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(EXISTS);
    const againDeadline = await as('admin', '/api/private/deadline/add', {
      method: 'POST',
      body: { university: code.toLowerCase(), wafdeen_deadline: '9/9/2026' },
    });
    expect(againDeadline.status).toBe(409);
    expect(againDeadline.body.message).toBe(EXISTS);
    expect(await recordsOf('admission', code)).toEqual([status]);
    expect(await recordsOf('deadline', code)).toEqual([deadline]);
  });

  it('two simultaneous adds for one university: one 201, one 409, one record', async () => {
    const code = await newUniversity();
    const answers = await Promise.all(
      ['انتهي', 'لم يبداء'].map((value) =>
        as('admin', '/api/private/admission/add', { method: 'POST', body: statusBody(code, value) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const records = await recordsOf('admission', code);
    expect(records).toHaveLength(1);
    expect(records[0]._id).toBe(answers.find((a) => a.status === 201)!.body._id);
  });
});

describe('a status and its deadline saved together: PUT /api/{type}/admission/{id}/with-deadline', () => {
  /** A university with a status (all 'انتهي') and a deadline (wafdeen 1/8/2026); both as read. */
  async function withRecords() {
    const code = await newUniversity();
    const status = await as('admin', '/api/private/admission/add', {
      method: 'POST',
      body: { university: code, ...Object.fromEntries(STATUS_FIELDS.map((f) => [f, 'انتهي'])) },
    });
    expect(status.status, JSON.stringify(status.body)).toBe(201);
    const deadline = await as('admin', '/api/private/deadline/add', {
      method: 'POST',
      body: { university: code, wafdeen_deadline: '1/8/2026' },
    });
    expect(deadline.status, JSON.stringify(deadline.body)).toBe(201);
    const read = async () => ({
      status: (await firstOf('/api/private/admission')).find((r) => r._id === status.body._id)!,
      deadline: (await firstOf('/api/private/deadline')).find((r) => r._id === deadline.body._id)!,
    });
    return { code, statusId: status.body._id as string, deadlineId: deadline.body._id as string, read };
  }

  it('the two-request path lets half through: a stale deadline is refused but the status is written', async () => {
    // Why the combined route exists (README "Decisions"): the per-record PUTs check each record alone.
    const { statusId, deadlineId, read } = await withRecords();
    const opened = await read();
    expectOk(
      await as('admin', `/api/private/deadline/${deadlineId}`, {
        method: 'PUT',
        body: { wafdeen_deadline: '2/8/2026', updatedAt: opened.deadline.updatedAt },
      }),
      'the other person saves the deadline',
    );
    const [status, deadline] = await Promise.all([
      as('admin', `/api/private/admission/${statusId}`, {
        method: 'PUT',
        body: { transfer_status: 'لم يبداء', updatedAt: opened.status.updatedAt },
      }),
      as('admin', `/api/private/deadline/${deadlineId}`, {
        method: 'PUT',
        body: { wafdeen_deadline: '9/9/2026', updatedAt: opened.deadline.updatedAt },
      }),
    ]);
    expect([status.status, deadline.status]).toEqual([200, 409]);
    expect((await read()).status.transfer_status).toBe('لم يبداء');
  });

  it('a stale deadline version refuses the status change too: 409, nothing written', async () => {
    const { statusId, deadlineId, read } = await withRecords();
    const opened = await read();
    expectOk(
      await as('admin', `/api/private/deadline/${deadlineId}`, {
        method: 'PUT',
        body: { wafdeen_deadline: '2/8/2026', updatedAt: opened.deadline.updatedAt },
      }),
      'the other person saves the deadline',
    );
    const before = await read();
    const stale = await as('admin', `/api/private/admission/${statusId}/with-deadline`, {
      method: 'PUT',
      body: {
        status: { transfer_status: 'لم يبداء', updatedAt: opened.status.updatedAt },
        deadline: { wafdeen_deadline: '9/9/2026', updatedAt: opened.deadline.updatedAt },
      },
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect(await read()).toEqual(before);
  });

  it('a stale status version refuses the deadline change too; an invalid deadline writes neither', async () => {
    const { code, read } = await withRecords();
    const opened = await read();
    expectOk(
      await as('admin', `/api/private/admission/${code}`, {
        method: 'PUT',
        body: { wafdeen_status: 'لم يبداء', updatedAt: opened.status.updatedAt },
      }),
      'the other person saves the status',
    );
    const before = await read();
    const stale = await as('admin', `/api/private/admission/${code.toLowerCase()}/with-deadline`, {
      method: 'PUT',
      body: {
        status: { transfer_status: 'لم يبداء', updatedAt: opened.status.updatedAt },
        deadline: { wafdeen_deadline: '9/9/2026', updatedAt: opened.deadline.updatedAt },
      },
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(await read()).toEqual(before);

    const invalid = await as('admin', `/api/private/admission/${code}/with-deadline`, {
      method: 'PUT',
      body: {
        status: { transfer_status: 'لم يبداء', updatedAt: before.status.updatedAt },
        deadline: { wafdeen_deadline: '31/2/2026', updatedAt: before.deadline.updatedAt },
      },
    });
    expect(invalid.status, JSON.stringify(invalid.body)).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('both fresh: both written, answered together; without versions: accepted as before; roles and bad bodies', async () => {
    const { statusId, read } = await withRecords();
    const opened = await read();
    const saved = expectOk(
      await as('admin', `/api/private/admission/${statusId}/with-deadline`, {
        method: 'PUT',
        body: {
          status: { _id: statusId, transfer_status: 'لم يبداء', updatedAt: opened.status.updatedAt },
          deadline: { wafdeen_deadline: '9/9/2026', updatedAt: opened.deadline.updatedAt },
        },
      }),
      'fresh save',
    );
    const after = await read();
    expect(after.status.transfer_status).toBe('لم يبداء');
    expect(after.deadline.wafdeen_deadline).toBe('9/9/2026');
    expect(saved).toEqual({ status: after.status, deadline: after.deadline });
    expect(after.status.updatedAt).not.toBe(opened.status.updatedAt);
    expect(after.deadline.updatedAt).not.toBe(opened.deadline.updatedAt);

    expectOk(
      await as('admin', `/api/private/admission/${statusId}/with-deadline`, {
        method: 'PUT',
        body: { status: { transfer_status: 'انتهي' }, deadline: { wafdeen_deadline: '1/8/2026' } },
      }),
      'unversioned save',
    );
    expect((await read()).deadline.wafdeen_deadline).toBe('1/8/2026');

    const body = { status: { transfer_status: 'انتهي' }, deadline: { wafdeen_deadline: '1/8/2026' } };
    for (const caller of ['visitor', 'student'] as const)
      expect(
        (await as(caller, `/api/private/admission/${statusId}/with-deadline`, { method: 'PUT', body })).status,
      ).toBe(403);
    const noDeadline = await as('admin', `/api/private/admission/${statusId}/with-deadline`, {
      method: 'PUT',
      body: { status: { transfer_status: 'انتهي' }, deadline: 'x' },
    });
    expect(noDeadline.status).toBe(400);
    expect((await as('admin', '/api/private/admission/NOSUCHCODE/with-deadline', { method: 'PUT', body })).status).toBe(
      404,
    );
  });
});
