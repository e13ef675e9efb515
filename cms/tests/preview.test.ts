/**
 * The panel's preview (issue 21 item 13): Strapi's preview handler gives the editor the site's
 * /preview address with a short-lived signed token; GET /api/preview answers the record it names,
 * draft or not, and nothing else: a forged or damaged token is 403, an expired one 401 (Arabic),
 * and the public lists and pages keep showing published records only.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PREVIEW_MESSAGES, PREVIEW_TOKEN_SECONDS } from '@dalil/domain/rules';
import { signPreviewToken } from '../src/lib/preview';
import { api, visitorIp } from './helpers';
import { testEnv } from './database';

const CM = '/content-manager/collection-types';
const ip = visitorIp();
let token = '';
const secret = () => String(testEnv().PREVIEW_SECRET ?? '');
const unique = (tag: string) => `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
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

/** The panel's preview address of a document: Strapi's preview handler answers it. */
async function previewLink(uid: string, documentId: string): Promise<URL> {
  const res = await panel(`/content-manager/preview/url/${uid}?documentId=${documentId}`);
  expect(res.status).toBe(200);
  return new URL(res.body.data.url);
}

const preview = (previewToken: string) => api(`/api/preview?token=${encodeURIComponent(previewToken)}`, { ip });

async function draftArticle() {
  const short = unique('prv');
  const created = await panel(`${CM}/api::article.article`, {
    method: 'POST',
    body: {
      title: `مسودة ${short}`,
      Short_name: short,
      category: 'student_tips',
      details: 'نص لم يُنشر بعد',
      article_status: 'draft',
    },
  });
  expect(created.status).toBe(201);
  return { short, documentId: created.body.data.documentId as string };
}

describe('a draft article previewed from the panel', () => {
  it('the panel links to the site’s /preview with a token that opens the draft; the public never sees it', async () => {
    const { short, documentId } = await draftArticle();
    const link = await previewLink('api::article.article', documentId);
    expect(link.pathname).toBe('/preview');
    const previewToken = link.searchParams.get('token') ?? '';
    expect(previewToken).not.toBe('');

    const res = await preview(previewToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'article',
      path: `/articles/${short}`,
      record: { _id: documentId, Short_name: short, status: 'draft', details: 'نص لم يُنشر بعد' },
    });

    const list = await api('/api/articles', { ip });
    expect(list.status).toBe(200);
    expect((list.body as { Short_name: string }[]).map((a) => a.Short_name)).not.toContain(short);
    expect((await api(`/api/articles/${short}`, { ip })).status).toBe(404);
  });

  it('the answer is never kept by a cache', async () => {
    const { documentId } = await draftArticle();
    const link = await previewLink('api::article.article', documentId);
    const res = await fetch(`${inject('cmsUrl')}/api/preview${link.search}`, { headers: { 'x-forwarded-for': ip } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('tokens that open nothing', () => {
  let documentId = '';
  beforeAll(async () => {
    documentId = (await draftArticle()).documentId;
  });
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (exp: number) => ({ uid: 'api::article.article' as const, documentId, exp });

  it('an expired token: 401 with the Arabic message', async () => {
    const res = await preview(signPreviewToken(secret(), claims(now() - 1)));
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(PREVIEW_MESSAGES.expired);
  });

  it.each([
    ['signed with another secret', () => signPreviewToken('not-the-secret', claims(now() + 60))],
    [
      'a signature changed',
      () => {
        const t = signPreviewToken(secret(), claims(now() + 60));
        return `${t.slice(0, -2)}${t.endsWith('AA') ? 'BB' : 'AA'}`;
      },
    ],
    [
      'claims changed under a valid signature (a longer life)',
      () => {
        const [, signature] = signPreviewToken(secret(), claims(now() + 60)).split('.');
        const longer = Buffer.from(JSON.stringify(claims(now() + 10 * PREVIEW_TOKEN_SECONDS))).toString('base64url');
        return `${longer}.${signature}`;
      },
    ],
    [
      'a type without a page',
      () => signPreviewToken(secret(), { ...claims(now() + 60), uid: 'api::review.review' as any }),
    ],
    [
      // The last character of a 32-byte MAC in base64url carries 2 unused bits: a second spelling
      // of the same bytes is still not the token that was signed.
      'the signature spelled another way (same bytes)',
      () => {
        const t = signPreviewToken(secret(), claims(now() + 60));
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        return `${t.slice(0, -1)}${alphabet[alphabet.indexOf(t.at(-1) as string) ^ 1]}`;
      },
    ],
    ['no token', () => ''],
    ['not a token', () => 'abc'],
  ])('%s: 403 with the Arabic message', async (_label, make) => {
    const res = await preview(make());
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(PREVIEW_MESSAGES.invalid);
  });

  it('a valid token for a record deleted since: 404', async () => {
    const { documentId: gone } = await draftArticle();
    const link = await previewLink('api::article.article', gone);
    expect((await panel(`${CM}/api::article.article/${gone}`, { method: 'DELETE' })).status).toBe(200);
    const res = await preview(link.searchParams.get('token') ?? '');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(PREVIEW_MESSAGES.notFound);
  });
});

describe('every type with a page previews; others have no link', () => {
  it('a university, a news item and a scholarship open under their kind; a review has no preview', async () => {
    const university = (await api('/api/private/links', { ip })).body[0] as { _id: string; university: string };
    const news = (await api('/api/news', { ip })).body[0] as { _id: string };
    const scholarship = (await api('/api/scholarships', { ip })).body[0] as { _id: string };
    for (const [uid, id, kind, path] of [
      ['api::university.university', university._id, 'university', `/Guide/private/${university.university}`],
      ['api::news-item.news-item', news._id, 'news', '/News'],
      ['api::scholarship.scholarship', scholarship._id, 'scholarship', '/Scholarships'],
    ] as const) {
      const link = await previewLink(uid, id);
      const res = await preview(link.searchParams.get('token') ?? '');
      expect(res.status, uid).toBe(200);
      expect(res.body).toMatchObject({ kind, path, record: { _id: id } });
    }
    const review = await panel(`${CM}/api::review.review?page=1&pageSize=1`);
    const reviewLink = await panel(
      `/content-manager/preview/url/api::review.review?documentId=${review.body.results[0].documentId}`,
    );
    expect(reviewLink.status).toBe(204);
  });
});
