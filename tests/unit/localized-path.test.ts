import { describe, expect, it } from 'vitest';
import { localePrefix, localizedPath, splitLocale, switchLocalePath } from '#lib/i18n/localized-path.ts';
import { pageUrls } from '#lib/site-url.ts';

describe('localized paths', () => {
  it.each([
    ['/', 'vi', '/'],
    ['/about-privacy/', 'vi', '/about-privacy/'],
    ['/en/', 'en', '/'],
    ['/en', 'en', '/'],
    ['/zh/news/hue/', 'zh', '/news/hue/'],
    ['/vi/news/', 'vi', '/vi/news/'],
    ['/english/', 'vi', '/english/'],
  ] as const)('splits %s into %s + %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it('gives the prefix before a locale-free path, without the home page’s closing slash', () => {
    for (const locale of ['vi', 'en', 'zh'] as const) {
      expect(localePrefix(locale) + '/').toBe(localizedPath(locale, '/'));
      expect(localePrefix(locale) + '/news/').toBe(localizedPath(locale, '/news/'));
    }
    expect(localePrefix('vi')).toBe('');
    expect(localePrefix('zh')).toBe('/zh');
  });

  it('prefixes every locale but Vietnamese', () => {
    expect(localizedPath('vi', '/news/')).toBe('/news/');
    expect(localizedPath('en', '/news/')).toBe('/en/news/');
    expect(localizedPath('zh', '/')).toBe('/zh/');
    expect(localizedPath('en', 'places/')).toBe('/en/places/');
  });

  it('switches a page to the same page in another locale', () => {
    expect(switchLocalePath('/about-operating/', 'en')).toBe('/en/about-operating/');
    expect(switchLocalePath('/en/about-operating/', 'zh')).toBe('/zh/about-operating/');
    expect(switchLocalePath('/zh/', 'vi')).toBe('/');
  });

  it('gives canonical and hreflang alternates with x-default on Vietnamese', () => {
    const { canonical, alternates } = pageUrls('/en/about-privacy', new URL('https://example.org'));
    expect(canonical).toBe('https://example.org/en/about-privacy/');
    expect(alternates).toEqual([
      { hreflang: 'vi', href: 'https://example.org/about-privacy/' },
      { hreflang: 'en', href: 'https://example.org/en/about-privacy/' },
      { hreflang: 'zh-Hans', href: 'https://example.org/zh/about-privacy/' },
      { hreflang: 'x-default', href: 'https://example.org/about-privacy/' },
    ]);
  });
});
