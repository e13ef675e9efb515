import { expect, test, type Page } from '@playwright/test';
import { CMS_URL } from './support/session';
import { signInThroughLogin, uniqueEmail } from './support/staff';

/**
 * Staff data does not outlive sign-out in the browser (issue 20, finding 10): on a shared
 * computer the next person must find nothing a SuperAdmin loaded — not in the page's memory
 * (SWR's cache), not in localStorage, sessionStorage or IndexedDB.
 */

/** Moves the single-page app to `path` as a link does, without loading a new document. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Every string of the page's JavaScript heap, after a full collection (a heap snapshot over CDP). */
async function heapText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return chunks.join('');
}

/** Everything the site's origin keeps in the browser's storage areas, as text. */
const storedText = (page: Page) =>
  page.evaluate(async () => {
    const areas = [localStorage, sessionStorage].map((s) => JSON.stringify({ ...s }));
    const databases = (await indexedDB.databases?.()) ?? [];
    for (const { name } of databases) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        areas.push(JSON.stringify(all));
      }
      db.close();
    }
    return areas.join('\n');
  });

test('after a SuperAdmin signs out, no staff-only record is left in memory or storage', async ({ page }) => {
  test.setTimeout(90_000);
  // A visitor's message: only the SuperAdmin's messages screen ever shows it.
  const email = uniqueEmail('private-cache');
  const note = `private-note-${Date.now().toString(36)} متى يبدأ التقديم؟`;
  const sent = await page.request.post(`${CMS_URL}/api/contact/add`, {
    data: { name: 'زائر', email, phone: '01001234567', message: note },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInThroughLogin(page, 'superAdmin');
  await expect(page).toHaveURL(/\/admin$/);
  // Three staff lists in one document: users (every account's address), messages and ads.
  await navigateInApp(page, '/admin/users?q=parent');
  await expect(page.getByRole('main').getByText('parent@dalil.local').first()).toBeVisible();
  await navigateInApp(page, `/admin/messages?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('main').getByText(email).first()).toBeVisible();
  await navigateInApp(page, '/admin/ads');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const before = await heapText(page);
  expect(before, 'the test sees the staff data in memory while signed in').toContain(email);

  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/Login$/);
  // The next person opens the public pages in the same tab.
  await navigateInApp(page, '/');
  await expect(page.getByRole('main')).toBeVisible();
  // SWR forgets a finished request after its deduping interval (5 s).
  await page.waitForTimeout(6000);

  const heap = await heapText(page);
  // A heap snapshot writes text other than ASCII as \u escapes: the ASCII part of the note is looked for.
  for (const secret of [email, note.split(' ')[0], 'parent@dalil.local']) {
    expect(heap.includes(secret), `${secret} in the page's memory`).toBe(false);
  }
  const stored = await storedText(page);
  for (const secret of [email, note, 'parent@dalil.local', 'superadmin@dalil.local']) {
    expect(stored.includes(secret), `${secret} in storage`).toBe(false);
  }
});
