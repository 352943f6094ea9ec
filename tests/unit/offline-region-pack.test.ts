import { describe, expect, it } from 'vitest';
import { assetsOfPage, importsOfScript, phoneCandidate, pictureFamily } from '#lib/offline/region-pack.ts';
import { offlinePagePath, offlineShellPath, offlineShellPaths, servesOffline } from '../../src/service-worker/scope.ts';

describe('what a saved page needs', () => {
  it('takes styles, scripts, island modules and the phone-size picture of each srcset', () => {
    const html = `<link rel="stylesheet" href="/_astro/a.css"><script type="module" src="/_astro/app.js"></script>
      <astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>
      <picture><source srcset="/_astro/x.AbC_1.webp 400w, /_astro/x.AbC_2.webp 800w, /_astro/x.AbC_3.webp 1200w" type="image/webp">
      <img src="/_astro/x.AbC_4.webp" srcset="/_astro/x.AbC_1.webp 400w, /_astro/x.AbC_2.webp 800w" alt=""></picture>
      <img src="/_astro/logo.Q1.svg" alt=""><img src="https://elsewhere.example/p.jpg" alt="">`;
    expect(assetsOfPage(html).sort()).toEqual(
      [
        '/_astro/a.css',
        '/_astro/app.js',
        '/_astro/Island.js',
        '/_astro/client.js',
        '/_astro/x.AbC_2.webp',
        '/_astro/logo.Q1.svg',
      ].sort(),
    );
  });

  it('picks the candidate nearest 800 px, and only from this site', () => {
    expect(phoneCandidate('/_astro/a_1.webp 400w, /_astro/a_3.webp 1600w')).toBe('/_astro/a_1.webp');
    expect(phoneCandidate('/_astro/a_1.webp 400w, /_astro/a_3.webp 1200w')).toBe('/_astro/a_3.webp');
    expect(phoneCandidate('https://cdn.example/a.webp 800w')).toBeUndefined();
  });

  it('follows static imports of a script, not dynamic ones', () => {
    expect(
      importsOfScript('import{a}from"./chunk.B1.js";import"./side.js";import("./lazy.js")', '/_astro/app.js'),
    ).toEqual(['/_astro/chunk.B1.js', '/_astro/side.js']);
  });

  it('knows the widths of one picture as one family, hashes with underscores included', () => {
    expect(pictureFamily('/_astro/hoan-kiem.DGX_tZYK_BaYn5.webp')).toBe('/_astro/hoan-kiem.DGX_tZYK');
    expect(pictureFamily('/_astro/hoan-kiem.DGX_tZYK_Z20S5YH.webp')).toBe('/_astro/hoan-kiem.DGX_tZYK');
    expect(pictureFamily('/_astro/app.js')).toBeUndefined();
  });
});

describe('what the service worker never touches', () => {
  const origin = 'https://nvtravel.vn';
  it.each(['/apiCore/v1/user/profile', '/apiCore/v1/booking/order', '/dev/outbox/', '/uploads/x.jpg'])(
    'leaves %s to the network',
    (path) => {
      expect(servesOffline(new URL(path, origin), origin)).toBe(false);
    },
  );

  it('serves guides of this site, not other sites', () => {
    expect(servesOffline(new URL('/en/places/hoi-an/', origin), origin)).toBe(true);
    expect(servesOffline(new URL('https://other.example/'), origin)).toBe(false);
  });

  it('stands in for the order page and My trips with their shells, in the page language, whatever the query', () => {
    expect(offlineShellPath('/booking/order/')).toBe('/booking/order/');
    expect(offlineShellPath('/zh/booking/order')).toBe('/zh/booking/order/');
    expect(offlineShellPath('/en/my-trips/')).toBe('/en/my-trips/');
    expect(offlineShellPath('/en/places/hoi-an/')).toBeUndefined();
    expect(offlineShellPaths()).toEqual(
      expect.arrayContaining(['/booking/order/', '/en/my-trips/', '/zh/booking/order/']),
    );
  });

  it('shows the offline notice in the page language', () => {
    expect(offlinePagePath('/zh/places/hoi-an/')).toBe('/zh/offline/');
    expect(offlinePagePath('/places/hoi-an/')).toBe('/offline/');
  });
});
