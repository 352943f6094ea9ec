import { axeViolationsInBothSchemes } from './support/axe.ts';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiCall } from './support/api-call.ts';
import { signUpThroughApi, useSession } from './support/api-session.ts';

const PLACE = '/en/places/vinh-ha-long/';
const NEWS = '/en/news/bun-bo-hue/';

/** Script files the page fetched. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const section = (page: Page) => page.locator('section.engagement');
const island = (page: Page) => page.locator('astro-island[component-url*="Engagement"]');

async function reachIsland(page: Page) {
  await section(page).scrollIntoViewIfNeeded();
  await expect(island(page)).not.toHaveAttribute('ssr', /.*/);
  await expect(page.locator('[data-like-count]')).toHaveText(/\d/);
}

test('the guide loads no engagement JavaScript until the visitor scrolls to it', async ({ page }) => {
  const scripts = scriptsOf(page);
  for (const path of [PLACE, NEWS]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const before = [...scripts];
    expect(before.filter((url) => /Engagement|react|client\./i.test(url))).toEqual([]);
    await expect(island(page)).toHaveAttribute('ssr', '');
    await reachIsland(page);
    expect(scripts.some((url) => /Engagement/.test(url))).toBe(true);
    scripts.length = 0;
  }
});

test('region pages have no engagement island', async ({ page }) => {
  await page.goto('/en/regions/hue/');
  await expect(section(page)).toHaveCount(0);
});

test.describe('signed out', () => {
  test('reads are open; a like or comment opens the login popup and sends nothing', async ({ page }) => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/apiCore/v1/')) writes.push(request.url());
    });
    await page.goto(PLACE);
    await reachIsland(page);
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('app:auth:showPopupLogin'))).toBe('true');
    await page.evaluate(() => localStorage.removeItem('app:auth:showPopupLogin'));
    await page.reload();
    await reachIsland(page);
    await section(page).getByLabel('Write a comment').fill('Hello from a stranger');
    await section(page).getByRole('button', { name: 'Post comment' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('app:auth:showPopupLogin'))).toBe('true');
    expect(writes).toEqual([]);
  });
});

test.describe('signed in', () => {
  test('a reader likes, reviews, comments, edits and deletes their own, safely rendered', async ({
    page,
    request,
    baseURL,
  }) => {
    const session = await signUpThroughApi(request, baseURL ?? '');
    await useSession(page, session);
    await page.goto('/en/places/pho-co-ha-noi/');
    await reachIsland(page);
    const area = section(page);

    const like = area.getByRole('button', { name: /Like/ });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-like-count]')).toHaveText('1 like');

    await area.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await area.getByLabel('Your review (optional)').fill('Quiet at dawn.');
    await area.getByRole('button', { name: 'Save review' }).click();
    await expect(page.locator('[data-rating-summary]')).toContainText('from 1 review');
    await expect(page.locator('[data-rating-summary]')).toContainText('4');

    const hostile = '<script>window.__pwned = 1</script><b>bold</b> & more';
    await area.getByLabel('Write a comment').fill(hostile);
    await area.getByRole('button', { name: 'Post comment' }).click();
    const mine = area.locator('[data-comment-id]').first();
    await expect(mine.locator('.eng-text')).toHaveText(hostile);
    await expect(mine.locator('b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    await mine.getByRole('button', { name: 'Edit' }).click();
    await mine.getByLabel('Edit your comment').fill('Second thoughts: go early.');
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(mine.locator('.eng-text')).toHaveText('Second thoughts: go early.');

    await page.reload();
    await reachIsland(page);
    await expect(area.locator('[data-comment-id] .eng-text').first()).toHaveText('Second thoughts: go early.');
    await expect(area.locator('[data-comment-id]').first()).toContainText('edited');
    await expect(area.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'true');

    const again = area.locator('[data-comment-id]').first();
    await again.getByRole('button', { name: 'Delete' }).click();
    await again.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(area.locator('[data-comment-id]')).toHaveCount(0);
    await expect(area.getByText('No comments yet.')).toBeVisible();
  });

  test("another reader's comment has no edit or delete, only report, and the server refuses to delete it", async ({
    page,
    request,
    baseURL,
  }) => {
    const [author, reader] = await Promise.all([
      signUpThroughApi(request, baseURL ?? ''),
      signUpThroughApi(request, baseURL ?? ''),
    ]);
    const created = await apiCall<{ comment: { id: string } }>(
      request,
      '/comments/create',
      { kind: 'news', slug: 'banh-mi-sai-gon', text: 'Written by someone else' },
      author.accessToken,
    );
    expect(created.code).toBe('SUCCESS');
    await useSession(page, reader);
    await page.goto('/en/news/banh-mi-sai-gon/');
    await reachIsland(page);
    const theirs = section(page).locator(`[data-comment-id="${created.data.comment.id}"]`);
    await expect(theirs).toContainText('Written by someone else');
    // Its one button reports it to the moderators (decision 0089).
    await expect(theirs.getByRole('button')).toHaveText(['Report']);
    const refused = await apiCall(request, '/delete/comment', { id: created.data.comment.id }, reader.accessToken);
    expect(refused.code).toBe('FORBIDDEN');
  });

  test('comments come ten at a time; an over-long text is refused before sending', async ({
    page,
    request,
    baseURL,
  }) => {
    const writer = await signUpThroughApi(request, baseURL ?? '');
    for (let i = 1; i <= 12; i += 1) {
      const answer = await apiCall(
        request,
        '/comments/create',
        { kind: 'places', slug: 'pho-co-hoi-an', text: `Comment number ${i}` },
        writer.accessToken,
      );
      expect(answer.code).toBe('SUCCESS');
    }
    await useSession(page, writer);
    await page.goto('/en/places/pho-co-hoi-an/');
    await reachIsland(page);
    const items = section(page).locator('[data-comment-id]');
    await expect(items).toHaveCount(10);
    await expect(items.first()).toContainText('Comment number 12');
    await section(page).getByRole('button', { name: 'Show more comments' }).click();
    await expect(items).toHaveCount(12);
    await expect(section(page).getByRole('button', { name: 'Show more comments' })).toHaveCount(0);

    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await section(page).getByLabel('Write a comment').fill('x'.repeat(2001));
    await section(page).getByRole('button', { name: 'Post comment' }).click();
    await expect(section(page).getByRole('alert')).toContainText('At most 2000 characters');
    expect(posts).toEqual([]);
  });

  test('a comment whose answer was lost, posted again, is stored once', async ({ page, request, baseURL }) => {
    await useSession(page, await signUpThroughApi(request, baseURL ?? ''));
    // The first post reaches the server and is stored, but the reader's connection drops before the answer.
    let lost = false;
    await page.route('**/apiCore/v1/comments/create', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/en/news/cao-lau-mi-quang/');
    await reachIsland(page);
    const area = section(page);
    await area.getByLabel('Write a comment').fill('Only once, please.');
    await area.getByRole('button', { name: 'Post comment' }).click();
    await expect(area.getByRole('alert')).toBeVisible();
    await area.getByRole('button', { name: 'Post comment' }).click();
    await expect(area.locator('[data-comment-id]')).toHaveCount(1);
    await page.reload();
    await reachIsland(page);
    await expect(area.locator('[data-comment-id] .eng-text')).toHaveText(['Only once, please.']);
  });

  test('the hydrated island has no axe violations in light and dark mode', async ({ page, reader }) => {
    await useSession(page, reader);
    await page.goto(PLACE);
    await reachIsland(page);
    expect(await axeViolationsInBothSchemes(page, 'section.engagement')).toEqual([]);
  });
});
