import type { Page } from '@playwright/test';
import { fullAxe } from '../../../scripts/bench/axe.ts';
import { expect } from './test.ts';

/**
 * axe's full rule set on the page as it stands, or on the part `scope` selects: each violated rule
 * with the elements it names.
 */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  // From the top: scrolled, the sticky header covers whatever sits under it just then, which axe's
  // target-size rule reports as an obscured target although the visitor can scroll to it. A smooth
  // scroll the page started (results brought into view) ends first, or it would carry on past the top.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((settled) => {
        const at = scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => settled(scrollY === at)));
      }),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await fullAxe(page, scope);
  return violations.map(
    (v) => `${v.id} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).join(', ')})`,
  );
}

/**
 * The same in light mode, then in dark mode once the system switches over. The site repaints when
 * the system's scheme changes (src/components/color-mode-switch.ts), so one page load serves both
 * checks; the second axe run in a page also skips parsing axe again, which halves its cost.
 */
export async function axeViolationsInBothSchemes(page: Page, scope?: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    found.push(...(await axeViolations(page, scope)).map((violation) => `${scheme}: ${violation}`));
  }
  return found;
}
