import { expect, test, type Page } from '@playwright/test';

/**
 * The floating «المساعد الذكي» button covered the text of the last cards (issue 24): each page
 * keeps room under its last row for the button, so a card scrolled to the end of the page's
 * content is clear of it, at 390 px and 1366 px.
 */
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Scrolls to where the page's content (main) ends, and returns the button's box and the last card's text boxes. */
async function boxesAtContentEnd(page: Page, card: string) {
  return page.evaluate((selector) => {
    const main = document.querySelector('main')!;
    window.scrollTo({
      top: main.getBoundingClientRect().bottom + window.scrollY - window.innerHeight,
      behavior: 'instant',
    });
    const cards = document.querySelectorAll(selector);
    const last = cards[cards.length - 1];
    const range = document.createRange();
    range.selectNodeContents(last);
    const texts = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const fab = document.querySelector('.assistant-fab')!.getBoundingClientRect();
    const plain = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    return { fab: plain(fab), texts: texts.map(plain), viewport: window.innerHeight };
  }, card);
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 } });

    for (const [path, card] of [
      ['/Status', '.status-card'],
      ['/Guide', '.university-card'],
    ]) {
      test(`the assistant button leaves the last card's text on ${path} readable`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator(card).first()).toBeVisible();
        await expect(page.locator('.assistant-fab')).toBeVisible();
        const { fab, texts, viewport } = await boxesAtContentEnd(page, card);
        expect(texts.length).toBeGreaterThan(0);
        // The last card is in view, and none of its text lies under the button.
        expect(Math.max(...texts.map((t) => t.bottom))).toBeLessThanOrEqual(viewport);
        for (const text of texts) expect(intersects(fab, text), JSON.stringify({ fab, text })).toBe(false);
        // With a margin: the button's top is above nothing of the card's text by at least 8 px.
        expect(fab.top - Math.max(...texts.map((t) => t.bottom))).toBeGreaterThanOrEqual(8);
      });
    }
  });
}
