import { integrationDb, tableNames } from './database';
import { as, type Caller } from './helpers';
import { joinRequestBody } from './community-helpers';

/**
 * Every write endpoint of docs/http-contract.md (POST, PUT, DELETE), with the role that may
 * write it and a well-formed body the fault tests spoil. PUTs name real records (so a spoiled
 * body reaches the validators); DELETEs name records that do not exist (the body of a DELETE
 * is ignored, and the fault tests must not remove anything).
 */
export type WriteEndpoint = {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  caller: Caller;
  base: Record<string, unknown>;
  /**
   * Where and with what a body that is malformed but might still pass a validator is sent, so that
   * nothing can be written: a POST without its first (required) field, a PUT aimed at a record
   * that does not exist or without the field it needs; null where no such target exists (the site
   * settings, a single record).
   */
  loose: { path: string; base: Record<string, unknown> } | null;
};

const NONE = 'nosuchdocument000000000000';
export const UNIVERSITY = {
  university_code: 'FUZZ1',
  university_Arabic_Name: 'جامعة الاختبار',
  type: 'Private',
  Uni_Bio: 'نبذة',
  location: '#',
  first_year: '1',
  second_year: '2',
  third_year: '3',
  fourth_year: '4',
  fifth_year: '5',
  website: 'https://x.eg',
  phone: '16000',
  email: 'a@x.eg',
  facebook: '#',
  instagram: '#',
  youtube: '#',
  linkedin: '#',
};

export async function writeEndpoints(): Promise<WriteEndpoint[]> {
  const first = async (url: string) => {
    const res = await as('superAdmin', url);
    const list = Array.isArray(res.body) ? res.body : res.body?.data;
    if (!Array.isArray(list) || !list.length) throw new Error(`${url}: no record to aim at (${res.status})`);
    return list[0] as Record<string, any>;
  };
  const uni = await first('/api/private/links');
  const code = uni.university_code as string;
  const [offering, dorm, transport, contact, ad, news, scholarship, article, review, faculty, user] = await Promise.all(
    [
      first(`/api/private/faculty?university=${code}`),
      first('/api/private/dorms'),
      first('/api/private/transportation'),
      first('/api/contact'),
      first('/api/ads'),
      first('/api/news'),
      first('/api/scholarships'),
      first('/api/articles'),
      first('/api/reviews'),
      first('/api/faculties'),
      first('/api/users/get'),
    ],
  );
  const floor = await first('/api/admission-floors');
  const status = await first('/api/private/admission');
  const deadline = await first('/api/private/deadline');
  const offeringBody = {
    university: code,
    faculty: 'كلية الاختبار',
    faculty_short: 'MED',
    section: 'علمي علوم',
    feesEgyption: '100000',
    fee_source: { url: 'https://example.org/figures-2025', academic_year: '2025/2026' },
  };
  const placeBody = { spec: code, type: 'غرفة', price: '1000', price_wafdeen: '0' };
  const newsBody = {
    title: 'خبر',
    Short_name: 'fuzz-news',
    deadline: '2026-01-01',
    link: 'https://x.eg',
    details: 'تفاصيل',
  };
  const scholarshipBody = {
    name: 'منحة',
    Short_name: 'fuzz-sch',
    type: 'full',
    deadline: '2026-01-01',
    link: 'https://x.eg',
    status: 'active',
  };
  const articleBody = {
    title: 'مقال',
    Short_name: 'fuzz-article',
    category: 'courses',
    status: 'draft',
    details: 'محتوى',
    tag: 'وسم',
  };
  const reviewBody = {
    name: 'اسم',
    affiliation: 'طالب',
    logo_name: 'user1',
    rating: 4,
    review: 'رأي',
    status: 'pending',
  };
  const adBody = {
    title: 'إعلان',
    image_path: '/a.png',
    ctalink: 'https://x.eg',
    ctaText: 'اضغط',
    startDate: '2020-01-01',
    endDate: '2020-02-01',
  };
  const admissionBody = Object.fromEntries(
    Object.keys(status)
      .filter((k) => k.endsWith('_status'))
      .map((k) => [k, 'متاح']),
  );
  const deadlineBody = Object.fromEntries(
    Object.keys(deadline)
      .filter((k) => k.endsWith('_deadline'))
      .map((k) => [k, '1/1/2026']),
  );
  const S = 'superAdmin' as const;
  const V = 'visitor' as const;
  const ids = [
    code,
    offering._id,
    dorm._id,
    transport._id,
    status._id,
    deadline._id,
    user._id,
    news._id,
    scholarship._id,
    article._id,
    review._id,
    faculty._id,
    contact._id,
    ad._id,
    floor._id,
  ];
  const list: Omit<WriteEndpoint, 'loose'>[] = [
    // University data
    {
      method: 'POST',
      path: '/api/private/links/add',
      caller: S,
      base: { ...UNIVERSITY, faculties: [offeringBody], dorms: [placeBody] },
    },
    {
      method: 'PUT',
      path: `/api/private/links/${code}`,
      caller: S,
      base: { university_Arabic_Name: uni.university_Arabic_Name, website: 'https://x.eg' },
    },
    { method: 'DELETE', path: `/api/private/links/${NONE}`, caller: S, base: {} },
    { method: 'DELETE', path: `/api/private/NOSUCHCODE`, caller: S, base: {} },
    { method: 'POST', path: '/api/private/faculty/add', caller: S, base: offeringBody },
    {
      method: 'PUT',
      path: `/api/private/faculty/${offering._id}`,
      caller: S,
      base: {
        feesEgyption: '1000',
        faculty: offering.faculty,
        fee_source: { url: 'https://example.org/figures-2025', academic_year: '2025/2026' },
      },
    },
    { method: 'DELETE', path: `/api/private/faculty/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: '/api/private/dorms/add', caller: S, base: placeBody },
    { method: 'PUT', path: `/api/private/dorms/${dorm._id}`, caller: S, base: { type: dorm.type, price: '100' } },
    { method: 'DELETE', path: `/api/private/dorms/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: '/api/private/transportation/add', caller: S, base: placeBody },
    {
      method: 'PUT',
      path: `/api/private/transportation/${transport._id}`,
      caller: S,
      base: { type: transport.type, price: '100' },
    },
    { method: 'DELETE', path: `/api/private/transportation/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: '/api/private/admission/add', caller: S, base: { university: code, ...admissionBody } },
    { method: 'PUT', path: `/api/private/admission/${status._id}`, caller: S, base: admissionBody },
    { method: 'DELETE', path: `/api/private/admission/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: '/api/private/deadline/add', caller: S, base: { university: code, ...deadlineBody } },
    { method: 'PUT', path: `/api/private/deadline/${deadline._id}`, caller: S, base: deadlineBody },
    { method: 'DELETE', path: `/api/private/deadline/${NONE}`, caller: S, base: {} },
    // Accounts and auth
    {
      method: 'POST',
      path: '/api/users/signin',
      caller: V,
      base: { email: 'nobody@dalil.local', password: 'Wrong-Password-1' },
    },
    {
      method: 'POST',
      path: '/api/users/signup',
      caller: V,
      base: {
        name: 'اسم',
        email: 'fuzz@dalil.local',
        password: 'Fuzz-Pass-2026',
        user_type: 'parent',
        phone: '+201001234567',
      },
    },
    { method: 'PUT', path: `/api/users/update/${user._id}`, caller: S, base: { name: user.name } },
    {
      method: 'PUT',
      path: '/api/users/change-password',
      caller: S,
      base: { currentPassword: 'wrong-one', newPassword: 'x' },
    },
    { method: 'DELETE', path: `/api/users/delete/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: '/api/auth/send-verification-code', caller: V, base: { email: 'nobody@dalil.local' } },
    { method: 'POST', path: '/api/auth/verify-code', caller: V, base: { email: 'nobody@dalil.local', code: '000000' } },
    { method: 'POST', path: '/api/auth/send-reset-password-link', caller: V, base: { email: 'nobody@dalil.local' } },
    {
      method: 'POST',
      path: '/api/auth/verify-reset-code',
      caller: V,
      base: { email: 'nobody@dalil.local', code: '000000' },
    },
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      caller: V,
      base: { email: 'nobody@dalil.local', code: '000000', newPassword: 'Fuzz-Pass-2026' },
    },
    // Content
    { method: 'POST', path: '/api/news/add', caller: S, base: newsBody },
    { method: 'PUT', path: `/api/news/${news._id}`, caller: S, base: { title: news.title } },
    { method: 'DELETE', path: `/api/news/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: `/api/news/${NONE}/restore`, caller: S, base: {} },
    { method: 'POST', path: '/api/scholarships/add', caller: S, base: scholarshipBody },
    { method: 'PUT', path: `/api/scholarships/${scholarship._id}`, caller: S, base: { name: scholarship.name } },
    { method: 'DELETE', path: `/api/scholarships/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: `/api/scholarships/${NONE}/restore`, caller: S, base: {} },
    { method: 'POST', path: '/api/articles/add', caller: S, base: articleBody },
    { method: 'PUT', path: `/api/articles/update/${article._id}`, caller: S, base: { title: article.title } },
    { method: 'DELETE', path: `/api/articles/delete/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: `/api/articles/restore/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: '/api/reviews/add', caller: S, base: reviewBody },
    { method: 'PUT', path: `/api/reviews/${review._id}`, caller: S, base: { status: review.status } },
    { method: 'DELETE', path: `/api/reviews/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: `/api/reviews/${NONE}/restore`, caller: S, base: {} },
    { method: 'POST', path: '/api/faculties', caller: S, base: { name: 'كلية', shortCode: 'FUZZ' } },
    { method: 'PUT', path: `/api/faculties/${faculty._id}`, caller: S, base: { name: faculty.faculty_name } },
    { method: 'DELETE', path: `/api/faculties/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: `/api/faculties/${NONE}/restore`, caller: S, base: {} },
    {
      method: 'PUT',
      path: '/api/score-matching/2025/stem',
      caller: S,
      base: {
        year: 2025,
        certificate: 'stem',
        scores: [{ facultyId: faculty._id, private: 50, galaleya: 50, sinai: 50, academy: 50 }],
      },
    },
    // Bulk score import (issue 13): a row of an unknown university, so even an accepted body writes nothing.
    ...(['preview', 'apply'] as const).map((step) => ({
      method: 'POST' as const,
      path: `/api/score-import/${step}`,
      caller: S,
      base: {
        table: [
          ['university_code', 'faculty_code', 'program', 'track', 'year', 'score'],
          ['FUZZNONE', 'MED', 'normal', 'thanwyaa', 'first', '90'],
        ],
      },
    })),
    // Community
    {
      method: 'POST',
      path: '/api/contact/add',
      caller: V,
      base: { name: 'اسم', email: 'a@x.eg', phone: '+201001234567', message: 'رسالة' },
    },
    { method: 'PUT', path: `/api/contact/${contact._id}`, caller: S, base: { status: contact.status } },
    { method: 'DELETE', path: `/api/contact/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: `/api/contact/${NONE}/restore`, caller: S, base: {} },
    {
      method: 'POST',
      path: '/api/send-reply',
      caller: S,
      base: { messageId: contact._id, email: 'a@x.eg', subject: 'رد', message: 'نص' },
    },
    {
      method: 'POST',
      path: '/api/join-us/add',
      caller: V,
      base: joinRequestBody('fuzz@x.eg', '+201001234567'),
    },
    { method: 'DELETE', path: `/api/join-us/delete/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: `/api/join-us/restore/${NONE}`, caller: S, base: {} },
    {
      method: 'POST',
      path: '/api/adAnalytics',
      caller: V,
      base: { adId: ad._id, action: 'show', page: '/news', deviceType: 'mobile', timeOnPage: 5 },
    },
    { method: 'DELETE', path: `/api/adAnalytics/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: '/api/ads', caller: S, base: adBody },
    { method: 'PUT', path: `/api/ads/${ad._id}`, caller: V, base: { currentShows: 1 } },
    { method: 'PUT', path: `/api/ads/${ad._id}`, caller: S, base: { title: ad.title } },
    { method: 'DELETE', path: `/api/ads/${NONE}`, caller: S, base: {} },
    { method: 'POST', path: `/api/ads/${NONE}/restore`, caller: S, base: {} },
    {
      method: 'POST',
      path: '/api/admin-logs/create',
      caller: S,
      base: { action: 'edit', target: 'هدف', beforeEdit: { a: 1 }, afterEdit: { a: 2 } },
    },
    // The whole-log clear, only with a spoiled `before` (a DELETE without it would clear the log).
    { method: 'DELETE', path: '/api/admin-logs?before=not-a-date', caller: S, base: {} },
    // Not in the spec's tables: the site settings.
    { method: 'PUT', path: '/api/site-setting', caller: S, base: { data: { launchDate: '2026-01-01' } } },
    // The councils' floors table (issue 22). Last, so that the endpoints above keep the bodies the
    // seeded generator gave them. A year no table has; `loose` takes the year away.
    {
      method: 'POST',
      path: '/api/admission-floors',
      caller: S,
      base: {
        academic_year: '2041/2042',
        certificate_group: 'thanaweya_azhar',
        tier: '1',
        faculty_group: 'MED',
        percent: 90,
        sources: [{ url: 'https://example.org/floors', kind: 'council', academic_year: '2041/2042' }],
      },
    },
    { method: 'POST', path: '/api/admission-floors/start-year', caller: S, base: { academic_year: '2041/2042' } },
    { method: 'PUT', path: `/api/admission-floors/${floor._id}`, caller: S, base: { note: floor.note ?? '' } },
    { method: 'DELETE', path: `/api/admission-floors/${NONE}`, caller: S, base: {} },
  ];
  return list.map((e) => ({ ...e, loose: looseTarget(e, ids) }));
}

function looseTarget(e: Omit<WriteEndpoint, 'loose'>, ids: string[]): WriteEndpoint['loose'] {
  if (e.method === 'DELETE') return { path: e.path, base: e.base };
  if (e.method === 'POST') return { path: e.path, base: Object.fromEntries(Object.entries(e.base).slice(1)) };
  const id = ids.find((i) => e.path.split('/').includes(i));
  if (id) return { path: e.path.replace(`/${id}`, `/${NONE}`), base: e.base };
  // No id in the path: change-password needs `userId` (the base has none), score matching needs `scores`.
  if (e.path === '/api/users/change-password') return { path: e.path, base: e.base };
  if (e.path.startsWith('/api/score-matching/'))
    return { path: e.path, base: { year: e.base.year, certificate: e.base.certificate } };
  return null;
}

/** Tables whose rows are counters or sessions that a refused request may still touch. */
const UNCOUNTED = /^(sqlite_|strapi_)|rate_limit/;

/**
 * The number of rows of every table of the test database (content types, their relations,
 * users, uploaded files, the log), read straight from the database file.
 */
export async function rowCounts(): Promise<Record<string, number>> {
  const db = integrationDb();
  const counts: Record<string, number> = {};
  for (const name of (await tableNames(db)).filter((t) => !UNCOUNTED.test(t))) {
    const [row] = await db.query<{ n: number }>(`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM "${name}"`);
    counts[name] = Number(row.n);
  }
  return counts;
}
