import { bothViewports, expect, test } from './support/test.ts';
import { E2E_PASSWORD, freshPhone, readOtp, signUpThroughApi, useSession } from './support/api-session.ts';
import { axeViolationsInBothSchemes } from './support/axe.ts';
import { apiCall } from './support/api-call.ts';
import { createPostThroughApi, PICTURES, secondBrowser } from './support/moments.ts';
import { FEED_PAGE_SIZE } from '#features/moments/feed-snapshot.ts';

/** A word no other test's post holds, so searches find this test's post only. */
const unique = () => `lantern${Math.random().toString(36).slice(2, 8)}`;

test('two travellers: A posts photos with a tag and a place; B finds, follows, likes and comments; B blocks A', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const tag = unique();
  const a = await signUpThroughApi(request, baseURL ?? '', `An ${tag}`);
  const b = await signUpThroughApi(request, baseURL ?? '', `Bình ${tag}`);

  // A writes the post: two photos, a caption, a tag and a place found without diacritics.
  await useSession(page, a);
  await page.goto('/en/moments/posts/create/');
  await page.getByLabel('Choose photos').setInputFiles(PICTURES);
  await expect(page.getByRole('list', { name: '2 photos chosen' }).getByRole('img')).toHaveCount(2);
  await page.getByLabel('Caption').fill(`Lanterns over the river at dusk ${tag}`);
  await page.getByLabel('Tags').fill(`#${tag} #night`);
  await page.getByLabel('Place (optional)').fill('hoi an ancient');
  await page.getByRole('button', { name: /Hoi An Ancient Town/ }).click();
  await expect(page.getByText('Place: Hoi An Ancient Town')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/en\/moments\/posts\/detail\/[0-9a-f-]{36}\/$/);
  const postPath = new URL(page.url()).pathname;
  const postId = postPath.split('/').at(-2) ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lanterns over the river at dusk ${tag}`);
  await expect(page.getByRole('link', { name: 'Hoi An Ancient Town' })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${tag}` })).toBeVisible();

  // B finds it by the tag, then by the place's Vietnamese name typed without diacritics.
  const second = await secondBrowser(browser, testInfo);
  const pageB = second.page;
  await useSession(pageB, b);
  await pageB.goto(`/en/moments/search/?q=${encodeURIComponent(`#${tag}`)}`);
  await expect(pageB.getByRole('link', { name: `#${tag} 1 post` })).toBeVisible();
  await expect(pageB.locator(`a[href="${postPath}"]`)).toBeVisible();
  const placeQuery = 'Pho Co Hoi An';
  await pageB.getByLabel('Search people, posts, tags and places').fill(placeQuery);
  await pageB.getByLabel('Search people, posts, tags and places').press('Enter');
  await expect(pageB).toHaveURL(new RegExp(`q=${placeQuery.replaceAll(' ', '\\+')}$`));
  await expect(pageB.getByRole('link', { name: /^Hoi An Ancient Town \d+ posts?$/ })).toBeVisible();
  await expect(pageB.locator(`a[href="${postPath}"]`)).toBeVisible();

  // B likes and comments on the post, then follows A from the post's author link.
  await pageB.locator(`a[href="${postPath}"]`).click();
  const like = pageB.locator('.eng-like');
  await like.scrollIntoViewIfNeeded();
  await expect(like).toContainText('0 likes');
  await like.click();
  await expect(pageB.getByRole('button', { name: /Like/, pressed: true })).toContainText('1 like');
  await pageB.getByLabel('Write a comment').fill('Beautiful, which evening was this?');
  await pageB.getByRole('button', { name: 'Post comment' }).click();
  await expect(pageB.getByText('Beautiful, which evening was this?')).toBeVisible();
  await pageB.getByRole('link', { name: `An ${tag}` }).click();
  await expect(pageB.locator('.profile-actions[data-state="ready"]')).toBeVisible();
  await pageB.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(pageB.getByRole('button', { name: 'Following', pressed: true })).toBeVisible();

  // A sees B among the followers and the like on the post.
  await page.goto(`/en/moments/user-profile/${a.user.id}/?tab=followers`);
  await expect(page.getByRole('link', { name: `Bình ${tag}` })).toBeVisible();
  await page.goto(postPath);
  await page.locator('.eng-like').scrollIntoViewIfNeeded();
  await expect(page.locator('.eng-like')).toContainText('1 like');
  await expect(page.getByText('Beautiful, which evening was this?')).toBeVisible();

  // B's feed has A's post first (people B follows first); once B blocks A, it leaves the feed.
  await pageB.goto('/en/moments/');
  await expect(pageB.locator('.moment-card').first()).toHaveAttribute('data-moment-id', postId);
  await pageB.goto(`/en/moments/user-profile/${a.user.id}/`);
  await expect(pageB.locator('.profile-actions[data-state="ready"]')).toBeVisible();
  await pageB.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(pageB.getByRole('button', { name: 'Unblock', pressed: true })).toBeVisible();
  await pageB.goto('/en/moments/');
  await expect(pageB.locator('.moment-feed[data-state="ready"]')).toBeVisible();
  await expect(pageB.locator(`.moment-card a[href="${postPath}"]`)).toHaveCount(0);
  await second.close();
});

test(
  'the feed reads before JavaScript, scrolls on, and the back button returns to the post left from',
  bothViewports(
    'the feed is one column on a phone and a grid on a desktop, so scrolling and the restored position differ',
  ),
  async ({ page, request, baseURL }) => {
    // Fourteen posts made through the API on a shared two-core machine: a setup, not a speed limit.
    test.setTimeout(180_000);
    const author = await signUpThroughApi(request, baseURL ?? '', 'Phạm Thu');
    // More than a page of posts (FEED_PAGE_SIZE at a time).
    for (let n = 0; n <= FEED_PAGE_SIZE + 1; n += 1)
      await createPostThroughApi(request, author.accessToken, { text: `Day ${n} in Huế` });

    // Server HTML: the cards and a real "more" link are there with JavaScript off.
    // A query of its own: a URL no other test has read (a cache in front would ask again anyway).
    const html = await (await request.get(`/en/moments/?fresh=${Date.now()}`)).text();
    expect(html.match(/class="moment-card"/g)?.length).toBe(FEED_PAGE_SIZE);
    expect(html).toMatch(/href="\/en\/moments\/\?cursor=[^"]+"/);

    await page.goto(`/en/moments/?fresh=${Date.now()}`);
    await expect(page.locator('.moment-feed[data-state="ready"]')).toBeVisible();
    await page.getByRole('link', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.moment-card')).not.toHaveCount(FEED_PAGE_SIZE);
    const later = page.locator('.moment-card').nth(FEED_PAGE_SIZE);
    const id = await later.getAttribute('data-moment-id');
    await later.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    await later.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/moments/posts/detail/${id}/$`));
    await page.goBack();
    await expect(page.locator(`.moment-card[data-moment-id="${id}"]`)).toBeInViewport();
    expect(Math.abs((await page.evaluate(() => scrollY)) - scrolled)).toBeLessThan(200);
  },
);

test('signed out, a like opens the login popup and sends nothing; a refused like rolls back with a toast', async ({
  page,
  request,
  baseURL,
}) => {
  const author = await signUpThroughApi(request, baseURL ?? '', 'Đỗ Hạnh');
  const post = await createPostThroughApi(request, author.accessToken, { text: `Sunrise on the bay ${unique()}` });
  const likes: string[] = [];
  page.on('request', (r) => r.url().includes('/like/') && likes.push(r.url()));

  await page.goto(post.url);
  const like = page.locator('.eng-like');
  await like.scrollIntoViewIfNeeded();
  await expect(like).toContainText('0 likes');
  await like.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(likes).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Signed in, the server refuses: the count goes back and a toast says why.
  await useSession(page, await signUpThroughApi(request, baseURL ?? '', 'Vũ Lan'));
  await page.route('**/apiCore/v1/like/add', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'FORBIDDEN', message: 'You cannot like this post.', data: null }),
    }),
  );
  await page.goto(post.url);
  await like.scrollIntoViewIfNeeded();
  await expect(like).toContainText('0 likes');
  await like.click();
  await expect(page.locator('.toast__title', { hasText: 'You cannot like this post.' })).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText('0 likes');
});

test('a like tapped signed out is there once after a new account made in the popup (decision 0082)', async ({
  page,
  request,
  baseURL,
}) => {
  const author = await signUpThroughApi(request, baseURL ?? '', 'Hà Thị Nga');
  const post = await createPostThroughApi(request, author.accessToken, { text: `Night market ${unique()}` });
  await page.goto(post.url);
  const like = page.locator('.eng-like');
  await like.scrollIntoViewIfNeeded();
  await expect(like).toContainText('0 likes');
  await like.click();

  const dialog = page.getByRole('dialog', { name: 'Sign in to NV Travel' });
  await dialog.getByRole('tab', { name: 'Create account' }).click();
  const phone = freshPhone();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await readOtp(request, baseURL ?? '', phone));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.getByLabel('Your name').fill('Lương Minh Khang');
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();

  // The page comes back signed in, and the like is sent once: it stays one after another reload.
  await expect(page.getByRole('link', { name: 'Your account: Lương Minh Khang' })).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1 like');
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1 like');
});

test('a post saved into a named collection is on the user page, for its owner only', async ({
  page,
  request,
  baseURL,
}) => {
  const author = await signUpThroughApi(request, baseURL ?? '', 'Kiều Văn Long');
  const text = `Bánh mì at dawn ${unique()}`;
  const post = await createPostThroughApi(request, author.accessToken, { text });
  await useSession(page, await signUpThroughApi(request, baseURL ?? '', 'Mạc Thị Yến'));
  await page.goto(post.url);
  await expect(page.locator('.post-actions[data-state="ready"]')).toBeVisible();
  await page.getByText('Save to a collection').click();
  await page.getByLabel('Collection name').fill('Food to try');
  await expect(page.getByText('Only you see your collections.')).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  await page.locator('.post-actions__save-to').getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.toast__title', { hasText: 'Saved to Food to try' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved', pressed: true })).toBeVisible();

  await page.goto('/en/user/');
  const saved = page.getByRole('region', { name: 'Saved moments' });
  const collection = saved.getByRole('region', { name: /Food to try/ });
  await expect(collection.getByRole('heading')).toHaveText('Food to try 1 post');
  await expect(collection.getByRole('link', { name: text })).toHaveAttribute('href', post.url);
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
});

test('a post draft survives a reload, and a failed upload says so and keeps it', async ({ page, request, baseURL }) => {
  await useSession(page, await signUpThroughApi(request, baseURL ?? '', 'Hoàng Minh'));
  await page.goto('/en/moments/posts/create/');
  await page.getByLabel('Choose photos').setInputFiles(PICTURES.slice(0, 1));
  await page.getByLabel('Caption').fill('Coffee by the lake');
  await expect(page.getByRole('list', { name: '1 photo chosen' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Caption')).toHaveValue('Coffee by the lake');
  await expect(page.getByRole('list', { name: '1 photo chosen' }).getByRole('img')).toHaveCount(1);

  await page.route('**/apiCore/v1/moments/uploads/create**', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert')).toHaveText(/connection dropped during the upload/);
  await expect(page.getByLabel('Caption')).toHaveValue('Coffee by the lake');
});

test('a Chinese post and comment read in English: see the translation, said to be a machine’s, and the original again (decision 0093)', async ({
  page,
  request,
  baseURL,
}) => {
  const author = await signUpThroughApi(request, baseURL ?? '', '王小雨');
  const caption = `清晨的下龙湾，安静又清新，早起很值得。${unique()}`;
  const post = await createPostThroughApi(request, author.accessToken, { text: caption });
  const words = '太美了！下个月一定要去。';
  await apiCall(request, '/comments/create', { kind: 'post', slug: post.id, text: words }, author.accessToken);
  await useSession(page, await signUpThroughApi(request, baseURL ?? '', 'Emma Walker'));
  await page.goto(post.url);

  const text = page.locator('.translated-text').filter({ has: page.locator('.moment-detail__text') });
  await text.getByRole('button', { name: 'See translation' }).click();
  await expect(text.locator('.moment-detail__text')).toHaveText(`[zh→en] ${caption}`);
  await expect(text.locator('.moment-detail__text')).toHaveAttribute('lang', 'en');
  await expect(text.getByText('Machine translation from Chinese · a stand-in')).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
  await text.getByRole('button', { name: 'See original' }).click();
  await expect(text.locator('.moment-detail__text')).toHaveText(caption);
  await expect(text.locator('.moment-detail__text')).toHaveAttribute('lang', 'zh-Hans');

  const comment = page.locator('.eng-item').filter({ hasText: words });
  await comment.scrollIntoViewIfNeeded();
  await comment.getByRole('button', { name: 'See translation' }).click();
  await expect(comment.locator('.eng-text')).toHaveText(`[zh→en] ${words}`);

  // "Always translate", kept on the account: after a reload both show translated at once.
  await comment.getByRole('checkbox', { name: 'Always translate' }).check();
  await expect(comment.getByRole('checkbox', { name: 'Always translate' })).toBeChecked();
  await page.reload();
  await expect(text.locator('.moment-detail__text')).toHaveText(`[zh→en] ${caption}`);
  await expect(page.locator('.eng-item').filter({ hasText: words }).locator('.eng-text')).toHaveText(
    `[zh→en] ${words}`,
  );
});

test('signed out, an English post reads in Vietnamese and a Vietnamese comment in Chinese, each with its own labels', async ({
  page,
  request,
  baseURL,
}) => {
  const author = await signUpThroughApi(request, baseURL ?? '', 'Liam Carter');
  const caption = `Quiet morning on the bay, well worth the early start. ${unique()}`;
  const post = await createPostThroughApi(request, author.accessToken, { text: caption });
  const words = 'Cảnh đẹp quá, cuối tuần này mình sẽ đi thử.';
  const commenter = await signUpThroughApi(request, baseURL ?? '', 'Lê Thu Trang');
  await apiCall(request, '/comments/create', { kind: 'post', slug: post.id, text: words }, commenter.accessToken);
  const postPath = new URL(post.url, baseURL).pathname.replace(/^\/(en|zh)\//, '/');

  await page.goto(postPath);
  const text = page.locator('.translated-text').filter({ has: page.locator('.moment-detail__text') });
  await text.getByRole('button', { name: 'Xem bản dịch' }).click();
  await expect(text.locator('.moment-detail__text')).toHaveText(`[en→vi] ${caption}`);
  await expect(text.getByText('Bản dịch máy từ tiếng Anh')).toBeVisible();

  await page.goto(`/zh${postPath}`);
  const comment = page.locator('.eng-item').filter({ hasText: words });
  await comment.scrollIntoViewIfNeeded();
  await comment.getByRole('button', { name: '查看翻译' }).click();
  await expect(comment.locator('.eng-text')).toHaveText(`[vi→zh] ${words}`);
  await expect(comment.getByText('机器翻译自越南语')).toBeVisible();
});
