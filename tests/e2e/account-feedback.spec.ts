import { bothViewports, expect, test } from './support/test.ts';
import { signUpThroughApi, useSession } from './support/api-session.ts';

/**
 * What a signed-in reader sees after an action (decision 0034): the step that deletes a comment looks
 * destructive, a toast never covers the header, and signing out leaves the reader at the top of the
 * page rather than at the footer.
 */

// A hang detector, not a speed limit: these sign up through the API (argon2) on a busy machine.
test.describe.configure({ timeout: 120_000 });

test(
  'signing out lands at the top, on the "signed out" heading, with the toast below the header',
  bothViewports('the header is taller on a desktop (its primary navigation shows), and the toast must sit below it'),
  async ({ page, request, baseURL }) => {
    await useSession(page, await signUpThroughApi(request, baseURL ?? ''));
    await page.goto('/en/user/');
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await signOut.scrollIntoViewIfNeeded();
    await signOut.click();

    const heading = page.getByRole('heading', { name: 'You are not signed in' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBe(0);

    const toast = page.locator('.toast').first();
    await expect(toast).toBeVisible();
    const header = await page.locator('header.site-header').boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  },
);

test('the button that confirms deleting a comment is coloured as destructive', async ({ page, request, baseURL }) => {
  await useSession(page, await signUpThroughApi(request, baseURL ?? ''));
  // An article no other test reads: the comment stays in this run's database.
  await page.goto('/en/news/ca-phe-viet-nam/');
  const area = page.locator('section.engagement');
  await area.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-like-count]')).toHaveText(/\d/);
  await area.getByLabel('Write a comment').fill('Egg coffee first, then the drip.');
  await area.getByRole('button', { name: 'Post comment' }).click();
  const mine = area.locator('[data-comment-id]').first();
  await mine.getByRole('button', { name: 'Delete' }).click();

  const confirm = mine.getByRole('button', { name: 'Yes, delete' });
  const colours = await confirm.evaluate((button) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-accent)';
    document.body.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    return { background: getComputedStyle(button).backgroundColor, accent };
  });
  expect(colours.background).toBe(colours.accent);
});

test('the account page greets by the given name, the initial is its first letter, and the colour mode shown is the one in force', async ({
  page,
  request,
  baseURL,
}) => {
  await useSession(page, await signUpThroughApi(request, baseURL ?? '', 'Nguyễn Văn Bình'));
  await page.goto('/en/places/');
  // The visitor turned the site dark from the menu; the account still holds its first choice.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#site-menu').getByRole('button', { name: 'Dark' }).click();
  await page.goto('/en/user/');

  await expect(page.getByTestId('account-greeting')).toHaveText('Hello, Bình!');
  await expect(page.locator('header [data-account-initial]')).toHaveText('B');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
});
