import type { TestDetails } from '@playwright/test';

/**
 * Which project a test runs in (tests/e2e/README.md). A behaviour runs once, on the 360 px phone,
 * where most tourists arrive; a test runs on the desktop as well only when what it checks differs
 * by width, and it says why. playwright.config.ts selects the projects' tests by these tags, and
 * support/test.ts fails a tagged test that gives no reason.
 */
export const VIEWPORT_TAGS = { both: '@both-viewports', desktopOnly: '@desktop-only' } as const;

/** The annotation that carries a tagged test's reason. */
export const VIEWPORT_REASON = 'viewports';

/** Details for a test whose markup, layout or interaction differs between a phone and a desktop. */
export const bothViewports = (why: string): TestDetails => ({
  tag: VIEWPORT_TAGS.both,
  annotation: { type: VIEWPORT_REASON, description: why },
});

/** Details for a test of what only a desktop browser does (it has no phone counterpart). */
export const desktopOnly = (why: string): TestDetails => ({
  tag: VIEWPORT_TAGS.desktopOnly,
  annotation: { type: VIEWPORT_REASON, description: why },
});
