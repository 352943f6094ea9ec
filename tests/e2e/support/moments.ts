import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiCall } from './api-call.ts';

/** Moments fixtures for browser tests: pictures to upload and posts made through the API. */

/** Small generated pictures of the catalogue (WebP), as a phone's gallery would offer them. */
export const PICTURES = ['bao-tang-chung-tich-chien-tranh-1', 'bao-tang-chung-tich-chien-tranh-2'].map((name) => ({
  name: `${name}.webp`,
  mimeType: 'image/webp',
  buffer: readFileSync(`content/places/_images/${name}.webp`),
}));

/** A photo post of one picture for the session's user; answers its id and page. */
export async function createPostThroughApi(
  request: APIRequestContext,
  token: string,
  post: { text: string; tags?: string[]; placeSlug?: string },
): Promise<{ id: string; url: string }> {
  const uploaded = await request.post('/apiCore/v1/moments/uploads/create?langCode=en', {
    headers: { 'nvtravel-token': token },
    multipart: { file: PICTURES[0] ?? '' },
  });
  const upload = (await uploaded.json()) as { code: string; data: { upload: { id: string } } };
  if (upload.code !== 'SUCCESS') throw new Error(`moments/uploads/create: ${upload.code}`);
  const created = await apiCall<{ post: { id: string; url: string } }>(
    request,
    '/moments/posts/create',
    { ...post, uploadIds: [upload.data.upload.id] },
    token,
  );
  if (created.code !== 'SUCCESS') throw new Error(`moments/posts/create: ${created.code}`);
  return created.data.post;
}

/**
 * A second person's browser: a new context with the project's device (a 360 px phone or a
 * desktop), whose page fails the test on a CSP violation as the `page` fixture's does.
 */
export async function secondBrowser(
  browser: Browser,
  testInfo: TestInfo,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { viewport, isMobile, hasTouch, userAgent, baseURL, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, baseURL, deviceScaleFactor });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return {
    page,
    close: async () => {
      await context.close();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
  };
}
