import { describe, expect, it } from 'vitest';
import { badLinkFields, isAllowedLink, LINK_ATTRIBUTES, linkTarget } from './safe-url';

describe('linkTarget', () => {
  it.each([
    // [value, kind]
    ['https://www.chevening.org', 'external'],
    ['http://example.com/a?b=c#d', 'external'],
    ['HTTPS://EXAMPLE.COM', 'external'],
    ['  https://example.com  ', 'external'],
    ['/assistant', 'site'],
    ['/OldGuide?x=1#top', 'site'],
    ['/', 'site'],
    ['mailto:support@dalil.example', 'contact'],
    ['tel:+201000000000', 'contact'],
    ['#', 'none'],
    ['', 'none'],
    ['   ', 'none'],
    ['javascript:alert(1)', 'none'],
    ['JaVaScRiPt:alert(1)', 'none'],
    ['  javascript:alert(1)', 'none'],
    ['\u0001javascript:alert(1)', 'none'],
    ['\u0000javascript:alert(1)', 'none'],
    ['java\tscript:alert(1)', 'none'],
    ['java\nscript:alert(1)', 'none'],
    ['java\rscript:alert(1)', 'none'],
    ['javascript\t:alert(1)', 'none'],
    ['https://example.com/\u0000', 'none'],
    ['\u0085javascript:alert(1)', 'none'],
    ['javascript&#58;alert(1)', 'none'],
    ['javascript&colon;alert(1)', 'none'],
    ['&#106;avascript:alert(1)', 'none'],
    ['&#x6A;avascript:alert(1)', 'none'],
    ['%6Aavascript:alert(1)', 'none'],
    ['data:text/html,<script>alert(1)</script>', 'none'],
    ['DATA:text/html;base64,PHNjcmlwdD4=', 'none'],
    ['vbscript:msgbox(1)', 'none'],
    ['file:///etc/passwd', 'none'],
    ['ftp://example.com', 'none'],
    ['//evil.example', 'none'],
    ['/\\evil.example', 'none'],
    ['\\\\evil.example', 'none'],
    ['/path\\x', 'none'],
    ['https:evil.example', 'none'],
    ['https:/evil.example', 'none'],
    ['https://', 'none'],
    ['relative/path', 'none'],
    ['OldGuide', 'none'],
    ['?q=1', 'none'],
    ['#section', 'none'],
    ['mailto:', 'none'],
    [null, 'none'],
    [42, 'none'],
    [{ href: 'https://example.com' }, 'none'],
  ])('%j → %s', (value, kind) => {
    expect(linkTarget(value).kind).toBe(kind);
  });

  it('answers the trimmed value as the href', () => {
    expect(linkTarget('  https://example.com/x ')).toEqual({ kind: 'external', href: 'https://example.com/x' });
    expect(linkTarget(' /join ')).toEqual({ kind: 'site', href: '/join' });
  });
});

describe('isAllowedLink', () => {
  it.each([
    ['https://example.com', {}, true],
    ['/join', {}, true],
    ['', {}, true],
    ['#', {}, false],
    ['#', { placeholder: true }, true],
    ['mailto:a@b.example', {}, false],
    ['mailto:a@b.example', { contact: true }, true],
    ['tel:16107', { contact: true }, true],
    ['javascript:alert(1)', { placeholder: true, contact: true }, false],
    ['  JAVASCRIPT:alert(1)', { placeholder: true, contact: true }, false],
    ['data:text/html,x', { contact: true }, false],
    ['//evil.example', { placeholder: true }, false],
    [7, {}, false],
  ])('%j with %j → %s', (value, rule, allowed) => {
    expect(isAllowedLink(value, rule)).toBe(allowed);
  });
});

describe('badLinkFields', () => {
  it('names every bad link field of a record, skipping absent ones and other types', () => {
    expect(
      badLinkFields('api::ad.ad', {
        title: 'javascript:x',
        ctalink: 'javascript:alert(1)',
        image_path: '/images/ads/a.png',
      }),
    ).toEqual(['ctalink']);
    expect(
      badLinkFields('api::university.university', {
        website: '#',
        facebook: 'vbscript:x',
        location: 'https://maps.example/x',
      }),
    ).toEqual(['facebook']);
    expect(badLinkFields('api::news-item.news-item', { link: '#' })).toEqual(['link']);
    expect(badLinkFields('api::dorm.dorm', { type: 'javascript:x' })).toEqual([]);
    expect(badLinkFields('api::ad.ad', null)).toEqual([]);
  });

  it('covers the link fields of the ad, news, scholarship and university types', () => {
    expect(Object.keys(LINK_ATTRIBUTES['api::ad.ad'])).toEqual(['image_path', 'ctalink']);
    expect(Object.keys(LINK_ATTRIBUTES['plugin::users-permissions.user'])).toEqual(['logo_url']);
    expect(LINK_ATTRIBUTES['api::faculty-offering.faculty-offering']).toEqual({ guide_Url: { placeholder: true } });
    expect(Object.keys(LINK_ATTRIBUTES['api::university.university'])).toHaveLength(15);
  });
});
