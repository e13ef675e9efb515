import { describe, expect, it } from 'vitest';
import { fallsBackToAppShell, isOfflineData, offlineNote } from './offline';

describe('isOfflineData: only public, caller-independent reads sent without a token', () => {
  it.each([
    ['GET', '/api/private/links', false, true],
    ['GET', '/api/national/links/GUC', false, true],
    ['GET', '/api/special/faculty', false, true],
    ['GET', '/api/private/faculty', false, true],
    ['GET', '/api/international/dorms', false, true],
    ['GET', '/api/private/transportation', false, true],
    ['GET', '/api/national/admission', false, true],
    ['GET', '/api/national/deadline', false, true],
    ['GET', '/api/admission-floors', false, true],
    ['GET', '/api/faculties', false, true],
    ['GET', '/api/site-setting', false, true],
    // A token: never kept, even on a public path.
    ['GET', '/api/private/links', true, false],
    ['GET', '/api/site-setting', true, false],
    // Private, staff-only or caller-dependent paths.
    ['GET', '/api/users/get', false, false],
    ['GET', '/api/users/me', false, false],
    ['GET', '/api/account/profile', false, false],
    ['GET', '/api/admin-logs', false, false],
    ['GET', '/api/news', false, false],
    ['GET', '/api/reviews', false, false],
    ['GET', '/api/articles', false, false],
    ['GET', '/api/ads', false, false],
    ['GET', '/api/visitors', false, false],
    ['GET', '/uploads/logo.png', false, false],
    ['GET', '/api/private/links/GUC/with-parts', false, false],
    ['GET', '/api/other/links', false, false],
    // Writes.
    ['POST', '/api/private/links/add', false, false],
    ['PUT', '/api/private/links/GUC', false, false],
    ['DELETE', '/api/private/faculty/1', false, false],
  ])('%s %s (token %s) → %s', (method, pathname, hasAuthorization, expected) => {
    expect(isOfflineData({ method, pathname, hasAuthorization })).toBe(expected);
  });
});

describe('fallsBackToAppShell: client-side routes yes, the CMS and staff no', () => {
  it.each([
    ['/', true],
    ['/Guide/private/GUC', true],
    ['/SmartAssistant/score', true],
    ['/SmartAssistant/faculty-comparison', true],
    ['/account', true],
    ['/no-such-page', true],
    ['/api/private/links', false],
    ['/api', false],
    ['/uploads/file.pdf', false],
    ['/admin', false],
    ['/admin/users', false],
    ['/ADMIN/news', false],
    ['/sitemap.xml', false],
    ['/robots.txt', false],
    ['/administration', true],
  ])('%s → %s', (pathname, expected) => expect(fallsBackToAppShell(pathname)).toBe(expected));
});

describe('offlineNote', () => {
  it.each([
    ['2026-01-18', null, 'تعمل دون اتصال — بيانات محدّثة في 18 يناير 2026'],
    ['2026-01-18', 'Thu, 26 Nov 2026 09:31:00 GMT', 'تعمل دون اتصال — بيانات محدّثة في 18 يناير 2026'],
    [null, 'Thu, 26 Nov 2026 09:31:00 GMT', 'تعمل دون اتصال — بيانات محدّثة في 26 نوفمبر 2026'],
    // 23:30 UTC is already the next day in Cairo.
    [null, '2026-11-26T23:30:00Z', 'تعمل دون اتصال — بيانات محدّثة في 27 نوفمبر 2026'],
    ['soon', null, 'تعمل دون اتصال — تاريخ البيانات غير معروف'],
    [null, 'not a date', 'تعمل دون اتصال — تاريخ البيانات غير معروف'],
    [null, null, 'تعمل دون اتصال — تاريخ البيانات غير معروف'],
  ])('%s, %s → %s', (dataAsOf, savedAt, expected) => expect(offlineNote(dataAsOf, savedAt)).toBe(expected));
});
