import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from '@playwright/test';
import { CHROME_PATH } from './lighthouse.ts';

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
  const browser: Browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  return {
    run: async (url) => {
      const rules: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({
          viewport: { width: 360, height: 740 },
          isMobile: true,
          hasTouch: true,
          colorScheme: scheme,
          // A person's phone: headless Chromium's own user agent is treated as a bot.
          userAgent:
            'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
        });
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        const { violations } = await new AxeBuilder({ page }).analyze();
        rules.push(...violations.map((v) => `${v.id} (${scheme})`));
        await context.close();
      }
      return { violations: rules.length, rules };
    },
    close: () => browser.close(),
  };
}
