import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  '/',
  '/en/',
  '/zh/',
  '/about-privacy/',
  '/en/about-operating/',
  '/zh/about-privacy/',
  '/en/not-here',
  '/places/',
  '/en/places/region/da-nang/kind/beach/',
  '/en/places/vinh-ha-long/',
  '/zh/news/',
  '/news/bun-bo-hue/',
  '/en/regions/',
  '/zh/regions/hue/',
  '/local-service/',
  '/en/local-galleries/hue-gallery-dai-noi/',
  '/en/search-result/?q=hoi+an',
  '/videos/',
  '/en/videos/vinh-ha-long-hoang-hon/',
  '/zh/videos/topic/food/',
];

for (const scheme of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`no axe violations on ${path} in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  }
}

test('keyboard: the skip link is the first stop and lands on the content', async ({ page }) => {
  await page.goto('/en/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
