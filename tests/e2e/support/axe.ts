import type { Page } from '@playwright/test';
import { fullAxe } from '../../../scripts/bench/axe.ts';
import { expect } from './test.ts';

/** axe's full rule set on the page as it stands: each violated rule with the elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await fullAxe(page).analyze();
  return violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * The same in light mode, then in dark mode once the system switches over. The site repaints when
 * the system's scheme changes (src/components/color-mode-switch.ts), so one page load serves both
 * checks; the second axe run in a page also skips parsing axe again, which halves its cost.
 */
export async function axeViolationsInBothSchemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    found.push(...(await axeViolations(page)).map((violation) => `${scheme}: ${violation}`));
  }
  return found;
}
