import type { Page } from '@playwright/test';

/**
 * Opens `path` the way an in-site link does, after loading a page the server does not render
 * (/Login): the page's data is then fetched by the browser, so a test can make that fetch fail
 * with page.route(). A public page loaded directly arrives with its data already in it (issue 14).
 */
export async function openInSite(page: Page, path: string) {
  await page.goto('/Login');
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
