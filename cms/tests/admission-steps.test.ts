/**
 * Issue 24 item 4 and issue 23's trial field: a university's admission steps (opening date,
 * documents, tests) on its deadline record, each new value with its source — through the status
 * routes (add, edit, the status screen's with-deadline save) and the Strapi panel; and the
 * university's city through the university routes. Refusals are 400 with Arabic messages, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMISSION_STEP_MESSAGES } from '@dalil/domain/rules';
import { api, as, panelEditor } from './helpers';
import { unique } from './content-helpers';
import { UNIVERSITY } from './write-endpoints';

const source = { url: 'https://uni.example/admission', kind: 'university', academic_year: '2025/2026' };
const code = unique('STEPS')
  .replace(/[^A-Za-z0-9]/g, '')
  .toUpperCase()
  .slice(0, 20);
const STATUS = Object.fromEntries(
  [
    'transfer_status',
    'wafdeen_status',
    ...['thanwyaa', 'azhar', 'Arabenglish'].flatMap((t) =>
      ['first', 'second', 'third', 'fourth', 'fifth'].map((y) => `${t}_${y}Year_status`),
    ),
  ].map((f) => [f, 'انتهي']),
);
const messagesOf = (body: { error?: { details?: { errors?: { path: string[]; message: string }[] } } }) =>
  (body.error?.details?.errors ?? []).map((e) => [e.path.join('.'), e.message]);

beforeAll(async () => {
  const created = await as('admin', '/api/private/links/add', {
    method: 'POST',
    body: { ...UNIVERSITY, university_code: code, university_Arabic_Name: `جامعة خطوات ${code}`, city: 'القاهرة' },
  });
  expect(created.status).toBe(201);
  expect(created.body.city).toBe('القاهرة');
  const status = await as('admin', '/api/private/admission/add', {
    method: 'POST',
    body: { university: code, ...STATUS },
  });
  expect(status.status).toBe(201);
});

afterAll(async () => {
  await as('superAdmin', `/api/private/links/${code}`, { method: 'DELETE' });
});

describe('the university’s city (issue 23’s trial field)', () => {
  it('is answered, edited, cleared, and refused too long with its Arabic label', async () => {
    const read = await api(`/api/private/links/${code}`);
    expect(read.body.city).toBe('القاهرة');
    const long = await as('admin', `/api/private/links/${code}`, { method: 'PUT', body: { city: 'م'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('قيمة المدينة أطول من المسموح (100 حرف)');
    const edited = await as('admin', `/api/private/links/${code}`, { method: 'PUT', body: { city: 'الإسكندرية' } });
    expect([edited.status, edited.body.city]).toEqual([200, 'الإسكندرية']);
    const list = await api('/api/private/links?fields[0]=university_code&fields[1]=city');
    expect(list.body.find((u: { university_code: string }) => u.university_code === code).city).toBe('الإسكندرية');
  });
});

describe('admission steps on the deadline record', () => {
  it('refuses an opening date without a source on add: 400, Arabic messages at the source’s fields, nothing written', async () => {
    const res = await as('admin', '/api/private/deadline/add', {
      method: 'POST',
      body: { university: code, opening_date: '10/1/2026', required_documents: 'أصل الشهادة' },
    });
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual([
      ['steps_source.url', ADMISSION_STEP_MESSAGES.sourceRequired],
      ['steps_source.academic_year', ADMISSION_STEP_MESSAGES.yearRequired],
    ]);
    const list = await api('/api/private/deadline');
    expect(list.body.some((d: { university: string }) => d.university === code)).toBe(false);
  });

  it('refuses an impossible opening date with its message, not a 500', async () => {
    const res = await as('admin', '/api/private/deadline/add', {
      method: 'POST',
      body: { university: code, opening_date: '31/2/2026', steps_source: source },
    });
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual([['opening_date', ADMISSION_STEP_MESSAGES.openingDate]]);
  });

  it('stores the steps with their source, and answers them on the public list', async () => {
    const res = await as('admin', '/api/private/deadline/add', {
      method: 'POST',
      body: {
        university: code,
        wafdeen_deadline: '1/8/2026',
        opening_date: '10/1/2026',
        required_documents: 'أصل الشهادة\n\nصورة البطاقة',
        steps_source: { ...source, academic_year: '2025-26' },
      },
    });
    expect(res.status).toBe(201);
    const list = await api('/api/private/deadline');
    const record = list.body.find((d: { university: string }) => d.university === code);
    expect(record).toMatchObject({
      opening_date: '10/1/2026',
      required_documents: 'أصل الشهادة\nصورة البطاقة',
      required_tests: null,
      steps_source: { url: source.url, kind: 'university', academic_year: '2025/2026' },
    });
  });

  it('the status screen’s save: a changed list without its source is refused and neither record is written', async () => {
    const statuses = await api('/api/private/admission');
    const status = statuses.body.find((s: { university: string }) => s.university === code);
    const res = await as('admin', `/api/private/admission/${status._id}/with-deadline`, {
      method: 'PUT',
      body: {
        status: { transfer_status: 'لم يبداء' },
        deadline: { required_tests: 'اختبار قدرات', steps_source: { url: '', academic_year: '' } },
      },
    });
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual([
      ['deadline.steps_source.url', ADMISSION_STEP_MESSAGES.sourceRequired],
      ['deadline.steps_source.academic_year', ADMISSION_STEP_MESSAGES.yearRequired],
    ]);
    const after = (await api('/api/private/admission')).body.find((s: { university: string }) => s.university === code);
    expect(after.transfer_status).toBe('انتهي');

    const saved = await as('admin', `/api/private/admission/${status._id}/with-deadline`, {
      method: 'PUT',
      body: {
        status: { transfer_status: 'لم يبداء' },
        deadline: { required_tests: 'اختبار قدرات', steps_source: source },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.deadline).toMatchObject({ required_tests: 'اختبار قدرات', opening_date: '10/1/2026' });
  });

  it('clearing a step needs no source; the per-record PUT keeps the stored source', async () => {
    const res = await as('admin', `/api/private/deadline/${code}`, { method: 'PUT', body: { required_tests: '' } });
    expect(res.status).toBe(200);
    expect(res.body.required_tests).toBeNull();
    expect(res.body.steps_source).toMatchObject({ url: source.url });
  });
});

describe('the Strapi panel: the content manager’s edit of a deadline', () => {
  const CM = '/content-manager/collection-types/api::admission-deadline.admission-deadline';
  let panel: Awaited<ReturnType<typeof panelEditor>>;

  beforeAll(async () => {
    panel = await panelEditor();
  });

  it('refuses a new opening date with a source that has no year, beside the source’s fields; nothing written', async () => {
    const record = (await api('/api/private/deadline')).body.find((d: { university: string }) => d.university === code);
    const res = await panel(`${CM}/${record._id}`, {
      method: 'PUT',
      body: { opening_date: '15/1/2026', steps_source: { url: 'https://uni.example/other' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors).toEqual([
      expect.objectContaining({
        path: ['steps_source', 'academic_year'],
        message: ADMISSION_STEP_MESSAGES.yearRequired,
      }),
    ]);
    const after = (await api('/api/private/deadline')).body.find((d: { university: string }) => d.university === code);
    expect(after.opening_date).toBe('10/1/2026');
  });
});
