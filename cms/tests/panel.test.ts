/**
 * The content editors' Strapi panel (issue 15): the seeded editor works through the content
 * manager's own API, as the panel's screens do. Writes are checked by the domain's validators
 * (Arabic messages), the moderation and publication states are real fields of the edit view,
 * and every field carries an Arabic label.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GUIDE_MESSAGES, MESSAGES } from '@dalil/domain/validation';
import { api, visitorIp } from './helpers';

const unique = (tag: string) => `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const CM = '/content-manager/collection-types';
let token = '';
const ip = visitorIp();

/** A call to the admin API as the seeded panel editor. */
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

async function first(uid: string, query = '') {
  const res = await panel(`${CM}/${uid}?page=1&pageSize=1${query}`);
  expect(res.status).toBe(200);
  expect(res.body.results.length).toBe(1);
  return res.body.results[0];
}

describe('the seeded editor', () => {
  it('has the panel in Arabic', async () => {
    const me = await panel('/admin/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.preferedLanguage).toBe('ar');
  });
});

describe('panel writes go through the domain validation (Arabic messages, nothing written)', () => {
  it('a minimum score of 150 is refused', async () => {
    const uid = 'api::faculty-offering.faculty-offering';
    const offering = await first(uid);
    const res = await panel(`${CM}/${uid}/${offering.documentId}`, {
      method: 'PUT',
      body: { thanwyaa_firstYear_score: '150' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(GUIDE_MESSAGES.score);
    expect(res.body.error.details.errors[0].path).toEqual(['thanwyaa_firstYear_score']);
    const after = await panel(`${CM}/${uid}/${offering.documentId}`);
    expect(after.body.data.thanwyaa_firstYear_score).toBe(offering.thanwyaa_firstYear_score);
  });

  it('a deadline not written d/m/yyyy is refused; a good one is kept', async () => {
    const uid = 'api::admission-deadline.admission-deadline';
    const deadline = await first(uid);
    const bad = await panel(`${CM}/${uid}/${deadline.documentId}`, {
      method: 'PUT',
      body: { transfer_deadline: '2026-08-15' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(GUIDE_MESSAGES.deadlineInvalid('transfer_deadline'));
    const good = await panel(`${CM}/${uid}/${deadline.documentId}`, {
      method: 'PUT',
      body: { transfer_deadline: '15/8/2026' },
    });
    expect(good.status).toBe(200);
    expect(good.body.data.transfer_deadline).toBe('15/8/2026');
  });

  it('a review affiliation outside the list is refused, on create and on update', async () => {
    const uid = 'api::review.review';
    const body = { name: unique('PNL'), affiliation: 'زائر', logo_name: 'panel1', rating: 4, review: 'رأي' };
    const created = await panel(`${CM}/${uid}`, { method: 'POST', body: { ...body, review_status: 'pending' } });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toBe(MESSAGES.choice('الصفة'));
    const review = await first(uid);
    const updated = await panel(`${CM}/${uid}/${review.documentId}`, { method: 'PUT', body: { affiliation: 'زائر' } });
    expect(updated.status).toBe(400);
    expect(updated.body.error.message).toBe(MESSAGES.choice('الصفة'));
  });

  it('clearing a required field is refused', async () => {
    const uid = 'api::news-item.news-item';
    const news = await first(uid);
    const res = await panel(`${CM}/${uid}/${news.documentId}`, { method: 'PUT', body: { title: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('العنوان مطلوب');
  });
});

describe('moderation and publication from the panel reach the site', () => {
  it('a review approved in the panel shows in the public API', async () => {
    const uid = 'api::review.review';
    const name = unique('PNR');
    const created = await panel(`${CM}/${uid}`, {
      method: 'POST',
      body: {
        name,
        affiliation: 'طالب',
        logo_name: 'panel2',
        rating: 4,
        review: 'رأي من اللوحة',
        review_status: 'pending',
      },
    });
    expect(created.status).toBe(201);
    const names = async () => ((await api('/api/reviews', { ip })).body as { name: string }[]).map((r) => r.name);
    expect(await names()).not.toContain(name);
    const approved = await panel(`${CM}/${uid}/${created.body.data.documentId}`, {
      method: 'PUT',
      body: { review_status: 'approved' },
    });
    expect(approved.status).toBe(200);
    expect(await names()).toContain(name);
    const publicRecord = ((await api('/api/reviews', { ip })).body as { name: string; status: string }[]).find(
      (r) => r.name === name,
    );
    expect(publicRecord?.status).toBe('approved');
  });

  it('an article published, then archived, in the panel', async () => {
    const uid = 'api::article.article';
    const short = unique('pnl');
    const created = await panel(`${CM}/${uid}`, {
      method: 'POST',
      body: {
        title: `مقال ${short}`,
        Short_name: short,
        category: 'student_tips',
        details: 'نص المقال',
        article_status: 'draft',
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;
    expect((await api(`/api/articles/${short}`, { ip })).status).toBe(404);

    const published = await panel(`${CM}/${uid}/${id}`, { method: 'PUT', body: { article_status: 'published' } });
    expect(published.status).toBe(200);
    const page = await api(`/api/articles/${short}`, { ip });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ Short_name: short, status: 'published' });

    const archived = await panel(`${CM}/${uid}/${id}`, { method: 'PUT', body: { article_status: 'archived' } });
    expect(archived.status).toBe(200);
    expect((await api(`/api/articles/${short}`, { ip })).status).toBe(404);
    const list = await api('/api/articles', { ip });
    expect((list.body as { Short_name: string }[]).map((a) => a.Short_name)).not.toContain(short);
  });
});

// A field without an edit label (the document id) is not shown by the panel.
type Metadatas = Record<string, { edit: { label?: string; description?: string; editable?: boolean } }>;
type Configuration = {
  contentType: { settings: { mainField: string }; metadatas: Metadatas; layouts: { edit: { name: string }[][] } };
  components: Record<string, { metadatas: Metadatas }>;
};

const configuration = async (uid: string): Promise<Configuration> => {
  const res = await panel(`/content-manager/content-types/${uid}/configuration`);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('the content manager set-up', () => {
  it.each([
    ['api::review.review', 'review_status', 'حالة الرأي'],
    ['api::article.article', 'article_status', 'حالة المقال'],
    ['api::scholarship.scholarship', 'scholarship_status', 'حالة المنحة'],
    ['api::contact-message.contact-message', 'message_status', 'حالة الرسالة'],
  ])('%s: the state is a labelled field of the edit view, its codes explained', async (uid, field, label) => {
    const { contentType } = await configuration(uid);
    expect(contentType.layouts.edit.flat().map((f) => f.name)).toContain(field);
    expect(contentType.metadatas[field].edit.label).toBe(label);
    expect(contentType.metadatas[field].edit.description).toMatch(/[\u0600-\u06ff]+ \(\w+\)/);
  });

  it('every field of every content type and of the site settings’ components has an Arabic label', async () => {
    const types = await panel('/content-manager/content-types');
    expect(types.status).toBe(200);
    const uids = (types.body.data as { uid: string; isDisplayed: boolean }[])
      .filter((t) => t.uid.startsWith('api::') && t.isDisplayed)
      .map((t) => t.uid);
    expect(uids).toContain('api::site-setting.site-setting');
    const raw: string[] = [];
    for (const uid of uids) {
      const { contentType, components } = await configuration(uid);
      const all = {
        [uid]: contentType.metadatas,
        ...Object.fromEntries(Object.entries(components).map(([c, v]) => [c, v.metadatas])),
      };
      for (const [owner, metadatas] of Object.entries(all))
        for (const [field, meta] of Object.entries(metadatas))
          if ('label' in meta.edit && !/[\u0600-\u06ff]/.test(meta.edit.label ?? ''))
            raw.push(`${owner}.${field}: ${meta.edit.label}`);
    }
    expect(raw).toEqual([]);
  });

  it('the site settings’ statistics and questions are listed by their Arabic title', async () => {
    const { components } = await configuration('api::site-setting.site-setting');
    const settings = components as unknown as Record<string, { settings: { mainField: string } }>;
    expect(settings['site.statistic'].settings.mainField).toBe('label');
    expect(settings['site.faq-item'].settings.mainField).toBe('question');
  });

  it.each([
    ['api::admission-status.admission-status', /^حالة التقديم — .+ \([A-Za-z0-9]+\)$/],
    ['api::admission-deadline.admission-deadline', /^مواعيد التقديم — .+ \([A-Za-z0-9]+\)$/],
    ['api::faculty-offering.faculty-offering', / — .+ \([A-Za-z0-9]+\)$/],
    ['api::dorm.dorm', / — .+ \([A-Za-z0-9]+\)$/],
    ['api::transportation-option.transportation-option', / — .+ \([A-Za-z0-9]+\)$/],
  ])('%s is listed by a title that names its university', async (uid, pattern) => {
    const { contentType } = await configuration(uid);
    expect(contentType.settings.mainField).toBe('panel_title');
    expect(contentType.metadatas.panel_title.edit.editable).toBe(false);
    const record = await first(uid);
    expect(record.panel_title).toMatch(pattern);
  });

  it('a university renamed in the panel renames the titles of its parts; no title reaches the API', async () => {
    const statuses = await api('/api/private/admission', { ip });
    expect(statuses.status).toBe(200);
    expect(JSON.stringify(statuses.body)).not.toContain('panel_title');
    const status = statuses.body[0] as { _id: string; university: string; university_Arabic_Name: string };
    const link = await api(`/api/private/links/${status.university}`, { ip });
    expect(link.status).toBe(200);
    const universityUrl = `${CM}/api::university.university/${link.body._id}`;
    const renamed = `${status.university_Arabic_Name} ${unique('ت')}`;
    const res = await panel(universityUrl, { method: 'PUT', body: { university_Arabic_Name: renamed } });
    expect(res.status).toBe(200);
    const after = await panel(`${CM}/api::admission-status.admission-status/${status._id}`);
    expect(after.body.data.panel_title).toBe(`حالة التقديم — ${renamed} (${status.university})`);
    const back = await panel(universityUrl, {
      method: 'PUT',
      body: { university_Arabic_Name: status.university_Arabic_Name },
    });
    expect(back.status).toBe(200);
  });
});

describe('logos uploaded in the panel (media library) show on the site', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  async function upload(name: string): Promise<{ id: number; url: string }> {
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), name);
    const res = await api('/upload', { method: 'POST', token, ip, raw: { data: form } });
    expect([200, 201]).toContain(res.status);
    const [file] = res.body;
    // The site reaches uploads through the CMS (proxied /uploads): the file is served.
    const served = await fetch(`${inject('cmsUrl')}${file.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/png');
    return file;
  }

  /** Sets `field` of a document to the uploaded file, runs `check`, then puts the former logo back. */
  async function withLogo(uid: string, documentId: string, field: string, check: (url: string) => Promise<void>) {
    const before = await panel(`${CM}/${uid}/${documentId}`);
    expect(before.status).toBe(200);
    const file = await upload(`${unique('logo')}.png`);
    const set = await panel(`${CM}/${uid}/${documentId}`, { method: 'PUT', body: { [field]: file.id } });
    expect(set.status).toBe(200);
    try {
      await check(file.url);
    } finally {
      const former = before.body.data[field]?.id ?? null;
      await panel(`${CM}/${uid}/${documentId}`, { method: 'PUT', body: { [field]: former } });
    }
  }

  it('a university logo', async () => {
    const university = (await api('/api/private/links', { ip })).body[0] as { _id: string; university_code: string };
    await withLogo('api::university.university', university._id, 'logo', async (url) => {
      const page = await api(`/api/private/links/${university.university_code}`, { ip });
      expect(page.body.university_Logo).toBe(url);
    });
  });

  it('a news item and a scholarship logo', async () => {
    const news = (await api('/api/news', { ip })).body[0] as { _id: string };
    await withLogo('api::news-item.news-item', news._id, 'logo', async (url) => {
      const list = (await api('/api/news', { ip })).body as { _id: string; logo_url: string }[];
      expect(list.find((n) => n._id === news._id)?.logo_url).toBe(url);
    });
    const scholarship = (await api('/api/scholarships', { ip })).body[0] as { _id: string };
    await withLogo('api::scholarship.scholarship', scholarship._id, 'logo', async (url) => {
      const list = (await api('/api/scholarships', { ip })).body as { _id: string; logo_url: string }[];
      expect(list.find((s) => s._id === scholarship._id)?.logo_url).toBe(url);
    });
  });

  it('a faculty logo (the assistant’s faculties)', async () => {
    const faculty = (await api('/api/faculties', { ip })).body[0] as { _id: string };
    await withLogo('api::master-faculty.master-faculty', faculty._id, 'faculty_logo', async (url) => {
      const list = (await api('/api/faculties', { ip })).body as { _id: string; faculty_logo: string }[];
      expect(list.find((f) => f._id === faculty._id)?.faculty_logo).toBe(url);
    });
  });
});
