import { launchChromium, phoneContext } from './phone-browser.ts';

/**
 * JavaScript a reader downloads by the end of the page. Lighthouse counts what loads before
 * anyone scrolls; islands that hydrate on scroll (likes and comments under a guide, the video
 * player) load later, and this is where their cost shows. Chromium on a 360 px phone walks down
 * the page as a reader would, then the transfer sizes (headers included, as Lighthouse counts
 * them) of every script are summed.
 */
export async function openScrolledJs(): Promise<{ run: (url: string) => Promise<number>; close: () => Promise<void> }> {
  const browser = await launchChromium();
  return {
    run: async (url) => {
      // A first visit: once the service worker has installed, it answers script requests from its
      // cache, which the page's requests then report as nothing transferred.
      const context = await phoneContext(browser, 'light', 'block');
      try {
        const page = await context.newPage();
        const scripts: Promise<number>[] = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() !== 'script') return;
          scripts.push(request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize));
        });
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.evaluate(async () => {
          for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        });
        await page.waitForLoadState('networkidle');
        // Islands hydrate after their chunks arrive and may import more: let that settle too.
        await page.waitForTimeout(1000);
        await page.waitForLoadState('networkidle');
        return (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
