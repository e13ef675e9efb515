import { expect, test, type Locator } from '@playwright/test';
import { signInAs } from './support/session';
import { shoot } from './support/staff';

// Issue 24 item 5: a score table wider than its card scrolls sideways under the finger without
// moving the carousel, and says that it scrolls wherever it is clipped (phone and desktop).

/**
 * A finger moving sideways over `target`: touch events dispatched on the element, as guide.spec.ts
 * swipes (headless Chromium here scrolls nothing from CDP touch input, even on a bare page, so the
 * table's own scrolling is checked by scrolling it and the carousel's answer by these events).
 */
async function swipeOn(target: Locator, fromX: number, toX: number) {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(
    (el, [a, b]) => {
      const r = el.getBoundingClientRect();
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: r.left + x, clientY: r.top + 20 });
      const fire = (type: string, touches: Touch[], changed: Touch) =>
        el.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches, changedTouches: [changed] }));
      fire('touchstart', [touch(a)], touch(a));
      fire('touchmove', [touch((a + b) / 2)], touch((a + b) / 2));
      fire('touchmove', [touch(b)], touch(b));
      fire('touchend', [], touch(b));
    },
    [fromX, toX] as const,
  );
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a finger on the score table scrolls the table; on the card it moves the carousel', async ({ page }) => {
    await signInAs(page, 'student');
    await page.goto('/Guide/private/GUC');
    const carousel = page.getByRole('region', { name: 'الكليات والبرامج: عرض بالسحب' });
    const card = carousel.getByRole('article');
    await expect(card).toHaveCount(1);
    const dots = carousel.getByRole('button', { name: /^البطاقة \d+ من \d+$/ });
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    const scroller = card.getByRole('region', { name: /الحد الأدنى للقبول/ });
    await scroller.scrollIntoViewIfNeeded();
    const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll, 'the table is wider than its card').toBeGreaterThan(sizes.client);
    await expect(card.getByText('اسحب الجدول أفقياً لرؤية كل السنوات')).toBeVisible();
    await shoot(page, 'phone-tables', 'guide-390-before');

    // A swipe that starts on the table leaves the carousel where it is …
    await swipeOn(scroller.locator('table'), 40, 240);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    // … and the table scrolls to its older years inside its card.
    const before = await scroller.evaluate((el) => el.scrollLeft);
    await scroller.evaluate((el) => el.scrollBy({ left: -400 }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeLessThan(before);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await shoot(page, 'phone-tables', 'guide-390-scrolled');

    // The same finger on the card's head still swipes to the next card.
    await swipeOn(card.getByRole('heading').first(), 40, 240);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });
});

test('at 1366 px a score table its card clips says that it scrolls; one that fits does not', async ({ page }) => {
  await signInAs(page, 'student');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/SmartAssistant/faculties/MED');
  const cards = page.locator('.assistant-offering');
  await expect(cards.first()).toBeVisible();
  let clipped = 0;
  for (const card of (await cards.all()).slice(0, 8)) {
    const scroller = card.getByRole('region', { name: /الحد الأدنى للقبول/ });
    if ((await scroller.count()) === 0) continue;
    const isClipped = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    if (isClipped) clipped += 1;
    const hint = card.getByText('اسحب الجدول أفقياً لرؤية كل السنوات');
    if (isClipped) await expect(hint).toBeVisible();
    else await expect(hint).toHaveCount(0);
  }
  expect(clipped, 'the three-column grid clips the five-year tables').toBeGreaterThan(0);
  await shoot(page, 'phone-tables', 'faculty-1366');
});
