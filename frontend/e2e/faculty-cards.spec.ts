import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';
import { shoot } from './support/staff';

// Issue 24: a faculty page never shows two cards a student cannot tell apart, nor a program twice.

for (const width of [1366, 390]) {
  test(`at ${width} px: two cards of one university name their faculty; no program is listed twice`, async ({
    page,
  }) => {
    await signInAs(page, 'student');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/SmartAssistant/faculties/MED');
    await expect(page.getByRole('heading', { level: 1, name: 'كلية الطب البشري' })).toBeVisible();
    const cards = page.locator('.assistant-offering');
    await expect(cards.first()).toBeVisible();

    if (width === 1366) {
      // Every card of the tab at once: the heads (name, faculty line, section) are all different.
      const heads = await page.locator('.assistant-offering__head').allInnerTexts();
      expect(heads.length).toBeGreaterThan(2);
      const repeated = heads.filter((h, i) => heads.indexOf(h) !== i);
      expect(repeated, 'cards with the same head').toEqual([]);
      // The demo set has MIU's medicine twice: both cards say which faculty they are.
      const miu = page.locator('.assistant-offering__head', { hasText: 'مصر الدولية' });
      if ((await miu.count()) > 1) {
        for (const head of await miu.all()) await expect(head.locator('.assistant-offering__faculty')).toHaveCount(2);
      }
    } else {
      // The carousel: walk the cards through the dots and compare their heads.
      const dots = page.locator('.assistant-carousel__dots .carousel-dots__dot');
      const count = await dots.count();
      const heads: string[] = [];
      for (let i = 0; i < count; i += 1) {
        await dots.nth(i).click();
        heads.push(await page.locator('.assistant-carousel__track .assistant-offering__head').innerText());
      }
      expect(heads.filter((h, i) => heads.indexOf(h) !== i)).toEqual([]);
    }

    for (const card of await cards.all()) {
      const programs = await card.locator('.offering-card__programs li').allInnerTexts();
      expect(programs.filter((p, i) => programs.indexOf(p) !== i)).toEqual([]);
      expect(programs).not.toContain('برنامج دولي');
    }
    await shoot(page, 'faculty-cards', `med-${width}`);
  });
}
