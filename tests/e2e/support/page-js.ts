import type { Page, Response } from '@playwright/test';

/**
 * The JavaScript a page loads before its reader does anything: every script it fetches until the
 * network is quiet, in bytes as executed (the bodies, uncompressed, so the figure does not move
 * with the server's compression level). Islands that hydrate on scroll or on a click are not in it.
 */
export async function scriptBytesOnLoad(page: Page, path: string): Promise<number> {
  const bodies: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  return (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
}
