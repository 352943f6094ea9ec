import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROME_PATH } from './lighthouse.ts';

/** Debian's Chromium for the bench's Playwright passes (no browser download is possible here). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });

/**
 * A 360 px Android phone, as the product's readers mostly come. Its user agent is a person's:
 * headless Chromium's own is treated as a bot and gets bare error pages.
 */
export const phoneContext = (
  browser: Browser,
  colorScheme: 'light' | 'dark' = 'light',
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<BrowserContext> =>
  browser.newContext({
    serviceWorkers,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    colorScheme,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });
