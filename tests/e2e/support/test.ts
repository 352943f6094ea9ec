import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test` with one more rule for every browser test: the page meets its
 * Content-Security-Policy. Chromium reports each refused script, style, frame or connection on
 * the console; any such line fails the test, so every page type and every island the suite opens
 * (login popup, comments, lightbox, VR, video, search, the sign-in SDKs) is checked (decision 0022).
 */
export const test = base.extend<{ contentSecurityPolicy: undefined }>({
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
