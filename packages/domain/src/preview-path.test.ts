import { describe, expect, it } from 'vitest';
import { previewPath, siteAddress } from './preview-path';

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

describe('siteAddress', () => {
  it.each([
    ['https://dalil.example', '/News', 'https://dalil.example/News'],
    ['https://dalil.example/', '/News', 'https://dalil.example/News'],
    ['http://127.0.0.1:5173//', '/Guide/private/GUC', 'http://127.0.0.1:5173/Guide/private/GUC'],
  ])('%s + %s', (site, path, url) => {
    expect(siteAddress(site, path)).toBe(url);
  });
});
