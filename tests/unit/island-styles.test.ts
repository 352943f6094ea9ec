import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { describe, expect, it } from 'vitest';
import { hoistIslandStyles as hoistBytes, hoistIslandStylesIn } from '#server/http/island-styles.ts';

const STYLE = `<style>${ISLAND_STYLES}</style>`;
const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const hoistIslandStyles = (html: string) => hoistBytes(Buffer.from(html)).toString();

describe('island styles', () => {
  it('moves the style Astro writes before the first island into <head>', () => {
    expect(hoistIslandStyles(page('<title>x</title>', `<main></main>${STYLE}<script>1</script><astro-island>`))).toBe(
      page(`<title>x</title>${STYLE}`, '<main></main><script>1</script><astro-island>'),
    );
  });

  it('keeps one copy when a nested template wrote it again', () => {
    expect(hoistIslandStyles(page('', `${STYLE}<astro-island></astro-island>${STYLE}<astro-island>`))).toBe(
      page(STYLE, '<astro-island></astro-island><astro-island>'),
    );
  });

  it('leaves a page without islands as it is', () => {
    const html = page('<title>x</title>', '<main></main>');
    expect(hoistIslandStyles(html)).toBe(html);
    const bytes = Buffer.from(html);
    expect(hoistBytes(bytes)).toBe(bytes);
  });

  it('keeps text outside ASCII as it was', () => {
    expect(hoistIslandStyles(page('<title>Hà Nội 河内</title>', `<p>Phở</p>${STYLE}<astro-island>`))).toBe(
      page(`<title>Hà Nội 河内</title>${STYLE}`, '<p>Phở</p><astro-island>'),
    );
  });

  it('rewrites HTML responses only, keeping status and headers', async () => {
    const html = new Response(page('', `${STYLE}<astro-island>`), {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' },
    });
    const moved = await hoistIslandStylesIn(html);
    expect(moved.status).toBe(404);
    expect(moved.headers.get('x-robots-tag')).toBe('noindex');
    expect(await moved.text()).toBe(page(STYLE, '<astro-island>'));
    const json = new Response(`{"a":"${STYLE}"}`, { headers: { 'content-type': 'application/json' } });
    expect(await hoistIslandStylesIn(json)).toBe(json);
  });
});
