import { test as base, expect } from '@playwright/test';
import { signUpThroughApi, type E2eSession } from './api-session.ts';
import { VIEWPORT_REASON, VIEWPORT_TAGS } from './viewports.ts';

/**
 * Playwright's `test` with two rules for every browser test. The page meets its
 * Content-Security-Policy: Chromium reports each refused script, style, frame or connection on
 * the console, and any such line fails the test, so every page type and every island the suite
 * opens (login popup, comments, lightbox, VR, video, search, the sign-in SDKs) is checked
 * (decision 0022). And a test that leaves the phone project says why (`bothViewports`,
 * `desktopOnly`), so no spec doubles silently.
 *
 * `reader` is one account per worker, signed up through the API once, for tests that need someone
 * signed in but are not about signing up, and whose checks no other test's writes can change (an
 * order's own page, a page's markup): it is never signed out, and its history is not asserted.
 */
export const test = base.extend<
  { contentSecurityPolicy: undefined; viewportReason: undefined },
  { reader: E2eSession }
>({
  reader: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext();
      await use(await signUpThroughApi(request, workerInfo.project.use.baseURL ?? '', 'Lê Thu Trang'));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
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
  viewportReason: [
    // eslint-disable-next-line no-empty-pattern -- a fixture that needs no other fixture
    async ({}, use, testInfo) => {
      const tagged = testInfo.tags.some((tag) => Object.values<string>(VIEWPORT_TAGS).includes(tag));
      const why = testInfo.annotations.find((annotation) => annotation.type === VIEWPORT_REASON)?.description?.trim();
      expect(!tagged || Boolean(why), 'a test on the desktop project says why (bothViewports or desktopOnly)').toBe(
        true,
      );
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
export { bothViewports, desktopOnly } from './viewports.ts';
