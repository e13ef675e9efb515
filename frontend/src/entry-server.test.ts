// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAppPath } from './entry-server';

/** Which paths the renderer answers 404 (issue 24): those no route of the site but the not-found one matches. */
describe('isAppPath', () => {
  it.each([
    ['/', true],
    ['/Guide', true],
    ['/Guide/private/GUC', true],
    ['/account', true],
    ['/admin', true],
    ['/admin/news', true],
    ['/SmartAssistant/Score', true],
    ['/no-such-page-here', false],
    ['/admin/no-such-screen', false],
    ['/Guide/private/GUC/extra', false],
    ['/404', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isAppPath(pathname)).toBe(expected);
  });
});
