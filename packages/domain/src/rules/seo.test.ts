import { describe, expect, it } from 'vitest';
import { normaliseOrigin, PUBLIC_SITE_PATHS, robotsTxt, sitemapEntries, sitemapXml } from './seo';

describe('normaliseOrigin', () => {
  it.each([
    ['https://dalil.example/', 'https://dalil.example'],
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    [' https://dalil.example/some/path ', 'https://dalil.example'],
    ['ftp://dalil.example', null],
    ['not a url', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (value, expected) => {
    expect(normaliseOrigin(value)).toBe(expected);
  });
});

describe('robotsTxt', () => {
  const text = robotsTxt('https://dalil.example');
  it.each(['/admin', '/scores', '/account', '/SmartAssistant', '/Login', '/verify', '/reset-password'])(
    'disallows %s',
    (path) => {
      expect(text.split('\n')).toContain(`Disallow: ${path}`);
    },
  );
  it('points to the sitemap on the same origin', () => {
    expect(text).toContain('Sitemap: https://dalil.example/sitemap.xml');
  });
  it('leaves the public pages open', () => {
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/(Guide|News|articles)\b/m);
  });
});

describe('sitemapEntries', () => {
  const origin = 'https://dalil.example';
  it.each([
    [
      'public pages only when there are no records',
      { universities: [], articles: [], news: [] },
      [...PUBLIC_SITE_PATHS],
    ],
    [
      'no guide page and no article page: they need a login, a crawler reads only the sign-in form',
      {
        universities: [
          { code: 'GUC', category: 'private' },
          { code: 'AUC', category: 'private' },
        ],
        articles: [{ shortName: 'study tips' }],
        news: [],
      },
      [...PUBLIC_SITE_PATHS],
    ],
  ])('%s', (_name, records, paths) => {
    expect(sitemapEntries(origin, records).map((e) => e.loc)).toEqual(paths.map((p) => `${origin}${p}`));
  });

  it('dates a list page by its newest record and each record page by its own change', () => {
    const entries = sitemapEntries(origin, {
      universities: [{ code: 'GUC', category: 'private', updatedAt: '2026-03-01T10:00:00.000Z' }],
      articles: [
        { shortName: 'a', updatedAt: '2026-01-05T00:00:00.000Z' },
        { shortName: 'b', updatedAt: 'garbage' },
      ],
      news: [{ updatedAt: '2026-02-01T00:00:00.000Z' }, { updatedAt: '2026-04-09T23:59:00.000Z' }, {}],
    });
    const lastmod = Object.fromEntries(entries.map((e) => [e.loc.slice(origin.length), e.lastmod]));
    expect(lastmod['/News']).toBe('2026-04-09');
    expect(lastmod['/articles']).toBe('2026-01-05');
    expect(lastmod['/Guide']).toBe('2026-03-01');
    expect(lastmod['/terms']).toBeUndefined();
  });
});

describe('sitemapXml', () => {
  it('escapes the addresses and keeps the sitemap namespace', () => {
    const xml = sitemapXml([
      { loc: 'https://dalil.example/a?x=1&y=<2>' },
      { loc: 'https://d/b', lastmod: '2026-01-01' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://dalil.example/a?x=1&amp;y=&lt;2&gt;</loc>');
    expect(xml).toContain('<url><loc>https://d/b</loc><lastmod>2026-01-01</lastmod></url>');
  });
});
