import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';
import { launchChromium, phoneContext } from './phone-browser.ts';

/**
 * Rules that only ever ask for a manual review (their checks pass or answer "incomplete", never
 * fail), so they cannot report a violation. `hidden-content` lists every element hidden by CSS and
 * took a quarter to a third of a full run's time (2.2-3.9 s per page on a quiet machine).
 */
const REVIEW_ONLY = new Set(['hidden-content']);

/**
 * Every current axe-core rule that can report a violation, experimental, best-practice and WCAG
 * AAA ones included: the default set leaves out rules such as `label-content-name-mismatch` (WCAG
 * 2.5.3) and `color-contrast-enhanced`. Deprecated rules stay off: axe no longer stands behind them.
 */
const EVERY_RULE = Object.fromEntries(
  axe
    .getRules()
    .map(({ ruleId, tags }) => [ruleId, { enabled: !tags.includes('deprecated') && !REVIEW_ONLY.has(ruleId) }]),
);

/**
 * axe's full rule set on `page` as it stands (or on the elements `scope` selects); tests/e2e and the
 * bench share it. A page with no frame
 * but its own is checked by `axe.run` inside it, with axe injected once per loaded document: the
 * builder's default runs a part in each frame and merges the parts in a new blank page, which for a
 * page without frames gives the same results and cost 1-2.5 s of every 1-4.5 s check, and even its
 * "legacy mode" evaluates axe's 600 KB source twice per check. A page with frames keeps the
 * builder's default, which also checks cross-origin frames.
 */
export async function fullAxe(page: Page, scope?: string): Promise<AxeResults> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options({ rules: EVERY_RULE });
    return (scope ? builder.include(scope) : builder).analyze();
  }
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!injected) {
    await page.evaluate(axe.source);
    await page.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
    );
  }
  return page.evaluate(
    ({ rules, scope }) =>
      (window as unknown as { axe: typeof axe }).axe.run(scope ? { include: [scope] } : document, { rules }),
    { rules: EVERY_RULE, scope },
  );
}

export interface AxeFigures {
  /** Violated rules, light and dark colour schemes together (a rule failing in both counts twice). */
  violations: number;
  /** `rule (scheme)` of each violation. */
  rules: string[];
}

/**
 * axe-core over pages in Chromium on a 360 px phone, in light and dark mode: the bench reports the
 * count per page type; tests/e2e/a11y.spec.ts is what enforces zero.
 */
export async function openAxe(): Promise<{ run: (url: string) => Promise<AxeFigures>; close: () => Promise<void> }> {
  const browser = await launchChromium();
  return {
    run: async (url) => {
      const rules: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        const context = await phoneContext(browser, scheme);
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        const { violations } = await fullAxe(page);
        rules.push(...violations.map((v) => `${v.id} (${scheme})`));
        await context.close();
      }
      return { violations: rules.length, rules };
    },
    close: () => browser.close(),
  };
}
