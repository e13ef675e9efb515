/**
 * Issue 22 step 7: every writer of a fee or a score — the back office's faculty routes (add,
 * edit, the university's with-parts save), the bulk score update/import and the Strapi panel —
 * refuses a changed figure without a source and an academic year (400, the domain's Arabic
 * messages at the source's fields, nothing written), saves it with one, and the activity log
 * records the source address and year of each changed figure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVENANCE_MESSAGES, SCORE_IMPORT_MESSAGES } from '@dalil/domain/rules';
import { api, as, visitorIp } from './helpers';
import { UNIVERSITY } from './write-endpoints';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();
const code = `FIG${stamp}`;
const name = `جامعة المصادر ${code}`;
const FEE_SOURCE = { url: 'https://example.edu.eg/fees-2025', academic_year: '2025/2026', kind: 'university' };
const SCORE_SOURCE = { url: 'https://example.edu.eg/admission-2025', academic_year: '2025-26' };

const faculty = (extra: Record<string, unknown> = {}) => ({
  faculty: 'كلية الطب',
  faculty_short: 'MED',
  section: 'science',
  normal_or_Dual: 'normal',
  programs: 'الطب والجراحة',
  university: code,
  ...extra,
});

/** The stored offerings of the test university, as the public guide reads them. */
async function offerings(): Promise<Record<string, any>[]> {
  const res = await api(`/api/private/faculty?university=${code}`);
  expect(res.status).toBe(200);
  return res.body as Record<string, any>[];
}

/** The newest activity-log entry whose target names `text`. */
async function lastEdit(text: string) {
  const res = await as('superAdmin', `/api/admin-logs?target=${encodeURIComponent(text)}&action=edit`);
  expect(res.status).toBe(200);
  return res.body.data[0] as { afterEdit: Record<string, any>; target: string };
}

const sourceErrors = (body: any) =>
  (body.errors ?? []).map((e: { path: string[]; msg: string }) => [e.path.join('.'), e.msg]);

let medId = '';

beforeAll(async () => {
  const res = await as('superAdmin', '/api/private/links/add', {
    method: 'POST',
    body: {
      ...UNIVERSITY,
      university_code: code,
      university_Arabic_Name: name,
      faculties: [faculty({ index: 1, feesEgyption: '0', wafdeen_score: '-' })],
    },
  });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
  medId = (await offerings())[0]._id;
});

afterAll(async () => {
  await as('superAdmin', `/api/private/${code}`, { method: 'DELETE' });
});

describe('the back office: POST /{Type}/faculty/add', () => {
  it('refuses a fee without a source (400, Arabic messages at the source fields) and writes nothing', async () => {
    const res = await as('admin', '/api/private/faculty/add', {
      method: 'POST',
      body: faculty({ faculty: 'كلية الصيدلة', faculty_short: 'PHARM', feesEgyption: '120000' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PROVENANCE_MESSAGES.sourceRequired);
    expect(sourceErrors(res.body)).toEqual([
      ['[0].fee_source.url', PROVENANCE_MESSAGES.sourceRequired],
      ['[0].fee_source.academic_year', PROVENANCE_MESSAGES.yearRequired],
    ]);
    expect((await offerings()).map((o) => o.faculty)).toEqual(['كلية الطب']);
  });

  it('saves a fee with its source and year, and the log records them', async () => {
    const res = await as('admin', '/api/private/faculty/add', {
      method: 'POST',
      body: faculty({
        faculty: 'كلية الصيدلة',
        faculty_short: 'PHARM',
        feesEgyption: '120000',
        fee_source: FEE_SOURCE,
      }),
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body.fee_source).toMatchObject(FEE_SOURCE);
    const pharmacy = (await offerings()).find((o) => o.faculty_short === 'PHARM')!;
    expect(pharmacy.feesEgyption).toBe('120000');
    expect(pharmacy.fee_source).toMatchObject(FEE_SOURCE);
  });
});

describe('the back office: PUT /{Type}/faculty/{id}', () => {
  it('refuses a changed score without a source; nothing written', async () => {
    const res = await as('admin', `/api/private/faculty/${medId}`, {
      method: 'PUT',
      body: { thanwyaa_firstYear_score: '91', score_source: { url: 'ftp://old', academic_year: '' } },
    });
    expect(res.status).toBe(400);
    expect(sourceErrors(res.body)).toEqual([
      ['score_source.url', PROVENANCE_MESSAGES.sourceRequired],
      ['score_source.academic_year', PROVENANCE_MESSAGES.yearRequired],
    ]);
    const med = (await offerings()).find((o) => o._id === medId)!;
    expect(med.thanwyaa_firstYear_score ?? null).toBeNull();
    expect(med.score_source).toBeNull();
  });

  it('saves it with one; the year is stored as 2025/2026 and the kind as a staff entry; logged', async () => {
    const res = await as('admin', `/api/private/faculty/${medId}`, {
      method: 'PUT',
      body: { thanwyaa_firstYear_score: '91', score_source: SCORE_SOURCE },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.score_source).toMatchObject({ url: SCORE_SOURCE.url, academic_year: '2025/2026', kind: 'staff' });
    const entry = await lastEdit(name);
    expect(entry.afterEdit.figure_sources).toEqual({
      thanwyaa_firstYear_score: { value: '91', source_url: SCORE_SOURCE.url, academic_year: '2025/2026' },
    });
  });

  it('a write that changes no figure needs no source', async () => {
    const res = await as('admin', `/api/private/faculty/${medId}`, {
      method: 'PUT',
      body: { programs: 'الطب والجراحة (برنامج معدل)', thanwyaa_firstYear_score: '91' },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  });
});

describe('the university editor: PUT /{Type}/links/{id}/with-parts', () => {
  const save = async (faculties: Record<string, unknown>[]) => {
    const link = await api(`/api/private/links/${code}`);
    return as('admin', `/api/private/links/${code}/with-parts`, {
      method: 'PUT',
      body: { university: { updatedAt: link.body.updatedAt }, faculties },
    });
  };

  it('refuses a changed fee without a source, naming the item; nothing written', async () => {
    const list = await offerings();
    const res = await save(list.map((o) => (o._id === medId ? { _id: o._id, feesNatives: '9000' } : { _id: o._id })));
    expect(res.status).toBe(400);
    const at = list.findIndex((o) => o._id === medId);
    expect(sourceErrors(res.body)).toEqual([
      [`faculties[${at}].fee_source.url`, PROVENANCE_MESSAGES.sourceRequired],
      [`faculties[${at}].fee_source.academic_year`, PROVENANCE_MESSAGES.yearRequired],
    ]);
    expect((await offerings()).find((o) => o._id === medId)!.feesNatives ?? null).toBeNull();
  });

  it('saves it with its source; the one log entry names the faculty’s new fee with the address and year', async () => {
    const list = await offerings();
    const res = await save(
      list.map((o) =>
        o._id === medId
          ? { _id: o._id, feesNatives: '9000', fee_source: { ...FEE_SOURCE, kind: 'news' } }
          : { _id: o._id },
      ),
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const med = (await offerings()).find((o) => o._id === medId)!;
    expect(med.feesNatives).toBe('9000');
    expect(med.fee_source).toMatchObject({ ...FEE_SOURCE, kind: 'news' });
    const entry = await lastEdit(`جامعة: ${name}`);
    expect(Object.values(entry.afterEdit.figure_sources)).toEqual([
      { feesNatives: { value: '9000', source_url: FEE_SOURCE.url, academic_year: '2025/2026' } },
    ]);
  });
});

describe('the bulk score update: POST /score-import/apply', () => {
  const HEADER = ['university_code', 'faculty_code', 'program', 'index', 'track', 'year', 'score'];
  const table = [HEADER, [code, 'MED', 'normal', '', 'azhar', 'first', '88']];
  const BATCH = { url: 'https://example.edu.eg/bulk-2025', academic_year: '2025/26' };

  it('refuses a changed score without a source (400, Arabic) and writes nothing', async () => {
    const preview = await as('superAdmin', '/api/score-import/preview', { method: 'POST', body: { table } });
    expect(preview.status).toBe(200);
    expect(preview.body.refused).toEqual([
      expect.objectContaining({
        line: 2,
        reasons: [PROVENANCE_MESSAGES.sourceRequired, PROVENANCE_MESSAGES.yearRequired],
      }),
    ]);
    const res = await as('superAdmin', '/api/score-import/apply', { method: 'POST', body: { table } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SCORE_IMPORT_MESSAGES.sourceMissing([2]));
    expect((await offerings()).find((o) => o._id === medId)!.azhar_firstYear_score ?? null).toBeNull();
  });

  it('refuses a batch source without a year (400 at source.academic_year)', async () => {
    const res = await as('superAdmin', '/api/score-import/apply', {
      method: 'POST',
      body: { table, source: { url: BATCH.url } },
    });
    expect(res.status).toBe(400);
    expect(sourceErrors(res.body)).toEqual([['source.academic_year', PROVENANCE_MESSAGES.yearRequired]]);
  });

  it('applies with the batch’s source; the offering keeps it and the log names it per score', async () => {
    const res = await as('superAdmin', '/api/score-import/apply', {
      method: 'POST',
      body: { table, source: BATCH },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const med = (await offerings()).find((o) => o._id === medId)!;
    expect(med.azhar_firstYear_score).toBe('88');
    expect(med.score_source).toMatchObject({ url: BATCH.url, academic_year: '2025/2026', kind: 'staff' });
    const entry = await lastEdit('تحديث جماعي للحد الأدنى للقبول');
    expect(Object.values(entry.afterEdit.figure_sources)).toEqual([
      { value: '88', source_url: BATCH.url, academic_year: '2025/2026' },
    ]);
  });

  it('takes a row’s own source_url / academic_year / source_kind columns', async () => {
    const own = [
      [...HEADER, 'source_url', 'academic_year', 'source_kind'],
      [code, 'MED', 'normal', '', 'azhar', 'second', '86', 'https://council.gov.eg/2025', '2025/2026', 'council'],
    ];
    const res = await as('superAdmin', '/api/score-import/apply', { method: 'POST', body: { table: own } });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const med = (await offerings()).find((o) => o._id === medId)!;
    expect(med.score_source).toMatchObject({ url: 'https://council.gov.eg/2025', kind: 'council' });
  });
});

describe('the Strapi panel: the content manager’s edit of a faculty offering', () => {
  const CM = '/content-manager/collection-types/api::faculty-offering.faculty-offering';
  const ip = visitorIp();
  let token = '';
  const panel = (path: string, init: { method?: string; body?: unknown } = {}) => api(path, { ...init, token, ip });

  beforeAll(async () => {
    const login = await api('/admin/login', {
      method: 'POST',
      body: { email: 'editor@dalil.local', password: 'Dalil-Editor-2026' },
      ip,
    });
    expect(login.status).toBe(200);
    token = login.body.data.token;
  });

  it('refuses a new fee without a source: 400 with the errors at the source’s fields; nothing written', async () => {
    const res = await panel(`${CM}/${medId}`, { method: 'PUT', body: { feesEgyption4: '150000', fee_source: null } });
    expect(res.status).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
    expect(res.body.error.details.errors.map((e: { path: string[]; message: string }) => [e.path, e.message])).toEqual([
      [['fee_source', 'url'], PROVENANCE_MESSAGES.sourceRequired],
      [['fee_source', 'academic_year'], PROVENANCE_MESSAGES.yearRequired],
    ]);
    const after = await panel(`${CM}/${medId}`);
    expect(after.body.data.feesEgyption4 ?? null).toBeNull();
  });

  it('saves it with a source and a year, and logs them', async () => {
    const res = await panel(`${CM}/${medId}`, {
      method: 'PUT',
      body: {
        feesEgyption4: '150000',
        fee_source: { url: 'https://example.edu.eg/panel', academic_year: '2025/2026' },
      },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const med = (await offerings()).find((o) => o._id === medId)!;
    expect(med.feesEgyption4).toBe('150000');
    expect(med.fee_source).toMatchObject({ url: 'https://example.edu.eg/panel', kind: 'staff' });
    const entry = await lastEdit(name);
    expect(entry.afterEdit.figure_sources).toEqual({
      feesEgyption4: { value: '150000', source_url: 'https://example.edu.eg/panel', academic_year: '2025/2026' },
    });
  });
});
