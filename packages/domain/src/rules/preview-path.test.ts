import { describe, expect, it } from 'vitest';
import {
  checkPreviewClaims,
  PREVIEW_TOKEN_SECONDS,
  previewAddress,
  previewClaims,
  PREVIEW_TYPES,
  previewPath,
  publicPagePath,
  siteAddress,
} from './preview-path';
import { ALL_RESOURCES } from '../resources/all';

describe('previewPath', () => {
  it.each([
    ['api::university.university', { category: 'private', university_code: 'GUC' }, '/Guide/private/GUC'],
    ['api::university.university', { category: 'national', university_code: 'A B' }, '/Guide/national/A%20B'],
    ['api::university.university', { category: 'private' }, null],
    ['api::article.article', { Short_name: 'tips', article_status: 'published' }, '/articles/tips'],
    ['api::article.article', { Short_name: 'tips', article_status: 'draft' }, '/articles/tips'],
    ['api::article.article', { Short_name: '' }, null],
    ['api::news-item.news-item', { Short_name: 'n1' }, '/News'],
    ['api::scholarship.scholarship', { Short_name: 's1' }, '/Scholarships'],
    ['api::review.review', { name: 'x' }, null],
    ['api::news-item.news-item', null, null],
  ])('%s %j → %s', (uid, record, path) => {
    expect(previewPath(uid, record)).toBe(path);
  });
});

// A preview token may name exactly the types whose description gives a page on the site.
it('previews the described types that have a site path', () =>
  expect([...PREVIEW_TYPES].sort()).toEqual(
    ALL_RESOURCES.filter((r) => r.sitePath)
      .map((r) => r.uid)
      .sort(),
  ));

describe('siteAddress', () => {
  it.each([
    ['https://dalil.example', '/News', 'https://dalil.example/News'],
    ['https://dalil.example/', '/News', 'https://dalil.example/News'],
    ['http://127.0.0.1:5173//', '/Guide/private/GUC', 'http://127.0.0.1:5173/Guide/private/GUC'],
  ])('%s + %s', (site, path, url) => {
    expect(siteAddress(site, path)).toBe(url);
  });
});

describe('checkPreviewClaims', () => {
  const now = 1_800_000_000;
  const good = { uid: 'api::article.article', documentId: 'abc123XYZ_-', exp: now + 60 };
  it.each([
    ['valid claims', good, { ok: true, claims: good }],
    ['expired one second ago', { ...good, exp: now - 1 }, { ok: false, reason: 'expired' }],
    ['expiring now', { ...good, exp: now }, { ok: false, reason: 'expired' }],
    ['a type without a page', { ...good, uid: 'api::review.review' }, { ok: false, reason: 'invalid' }],
    ['an internal type', { ...good, uid: 'api::visitor-session.visitor-session' }, { ok: false, reason: 'invalid' }],
    ['no document id', { ...good, documentId: '' }, { ok: false, reason: 'invalid' }],
    ['a document id with a filter in it', { ...good, documentId: '{"$ne":null}' }, { ok: false, reason: 'invalid' }],
    ['an expiry as text', { ...good, exp: String(now + 60) }, { ok: false, reason: 'invalid' }],
    ['a fractional expiry', { ...good, exp: now + 0.5 }, { ok: false, reason: 'invalid' }],
    ['no expiry', { uid: good.uid, documentId: good.documentId }, { ok: false, reason: 'invalid' }],
    ['an array', [good], { ok: false, reason: 'invalid' }],
    ['null', null, { ok: false, reason: 'invalid' }],
    ['text', 'token', { ok: false, reason: 'invalid' }],
  ])('%s', (_label, claims, expected) => {
    expect(checkPreviewClaims(claims, now)).toEqual(expected);
  });

  it('claims made now are valid for PREVIEW_TOKEN_SECONDS, then expire', () => {
    const claims = previewClaims('api::news-item.news-item', 'n1', now);
    expect(claims.exp).toBe(now + PREVIEW_TOKEN_SECONDS);
    expect(checkPreviewClaims(claims, now + PREVIEW_TOKEN_SECONDS - 1).ok).toBe(true);
    expect(checkPreviewClaims(claims, now + PREVIEW_TOKEN_SECONDS)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('previewAddress', () => {
  it('puts the token, encoded, in the query of the site’s /preview', () => {
    expect(previewAddress('https://dalil.example/', 'a.b+c/d')).toBe('https://dalil.example/preview?token=a.b%2Bc%2Fd');
  });
});

describe('publicPagePath', () => {
  it.each([
    ['api::university.university', { category: 'private', university_code: 'GUC' }, '/Guide/private/GUC'],
    ['api::article.article', { Short_name: 'tips', status: 'published' }, '/articles/tips'],
    ['api::article.article', { Short_name: 'tips', article_status: 'published' }, '/articles/tips'],
    ['api::article.article', { Short_name: 'tips', status: 'draft' }, null],
    ['api::article.article', { Short_name: 'tips', status: 'archived' }, null],
    ['api::article.article', { Short_name: 'tips' }, null],
    ['api::news-item.news-item', { Short_name: 'n1' }, '/News'],
    ['api::scholarship.scholarship', { Short_name: 's1', status: 'expired' }, '/Scholarships'],
    ['api::admission-status.admission-status', { name: 'x' }, null],
    ['api::university.university', null, null],
  ])('%s %j → %s', (uid, record, path) => {
    expect(publicPagePath(uid, record)).toBe(path);
  });
});
