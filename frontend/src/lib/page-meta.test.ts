import { describe, expect, it } from 'vitest';
import { applyPageMeta, buildPageMeta, pageMetaHtml } from './page-meta';

describe('page meta', () => {
  it('adds the site suffix once and builds the canonical address', () => {
    const meta = buildPageMeta({ title: 'الشروط والأحكام', description: 'd', path: '/terms' }, 'https://dalil.example');
    expect(meta.title).toBe('الشروط والأحكام | دليل');
    expect(meta.canonical).toBe('https://dalil.example/terms');
    expect(meta.jsonLd).toMatchObject({ '@type': 'WebPage', url: 'https://dalil.example/terms', inLanguage: 'ar' });
    expect(buildPageMeta({ title: meta.title, description: 'd', path: 'x' }, 'o').title).toBe('الشروط والأحكام | دليل');
  });

  it('writes title, description, social tags, canonical and one JSON-LD script', () => {
    for (const path of ['/a', '/b']) {
      applyPageMeta(
        buildPageMeta(
          { title: `t${path}`, description: `d${path}`, path, jsonLd: { name: '</script>' } },
          'https://x.example',
        ),
      );
    }
    expect(document.title).toBe('t/b | دليل');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('d/b');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('t/b | دليل');
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe('d/b');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://x.example/b');
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].textContent).not.toContain('</script>');
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual({ name: '</script>' });
  });
});

describe('pageMetaHtml (the head tags of a page rendered on the server)', () => {
  const meta = buildPageMeta(
    { title: 'أخبار "مهمة" <b>', description: 'وصف & تفاصيل', path: '/News', noindex: true },
    'https://dalil.example',
  );
  const html = pageMetaHtml(meta);
  it.each([
    ['the title, escaped', '<title>أخبار &quot;مهمة&quot; &lt;b&gt; | دليل</title>'],
    ['the description, escaped', '<meta name="description" content="وصف &amp; تفاصيل" />'],
    ['the canonical link', '<link rel="canonical" href="https://dalil.example/News" />'],
    ['the social title', '<meta property="og:title" content="أخبار &quot;مهمة&quot; &lt;b&gt; | دليل" />'],
    ['the robots tag when asked', '<meta name="robots" content="noindex, nofollow" />'],
  ])('holds %s', (_name, tag) => {
    expect(html).toContain(tag);
  });
  it('keeps CMS text from closing the structured-data script', () => {
    const withScript = pageMetaHtml({ ...meta, jsonLd: { name: '</script><script>alert(1)</script>' } });
    expect(withScript).not.toContain('</script><script>');
    expect(withScript).toContain('\\u003c/script>');
  });
});
