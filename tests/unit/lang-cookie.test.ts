import { describe, expect, it } from 'vitest';
import { LANG_COOKIE_MAX_AGE_SECONDS, readLangCookie, serializeLangCookie } from '#lib/i18n/lang-cookie.ts';
import { homeRedirectFor } from '#lib/i18n/locale-gate.ts';

describe('lang cookie', () => {
  it('lives 365 days on path / with SameSite=Lax by default', () => {
    expect(LANG_COOKIE_MAX_AGE_SECONDS).toBe(365 * 86_400);
    expect(serializeLangCookie('en', { crossOrigin: false })).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('uses SameSite=None with Secure when cross-origin is enabled', () => {
    expect(serializeLangCookie('zh', { crossOrigin: true })).toBe(
      'lang=zh; Max-Age=31536000; Path=/; SameSite=None; Secure',
    );
  });

  it('reads only a known locale from a cookie header', () => {
    expect(readLangCookie('theme=x; lang=zh; other=1')).toBe('zh');
    expect(readLangCookie('lang=fr')).toBeUndefined();
    expect(readLangCookie('language=en')).toBeUndefined();
    expect(readLangCookie(undefined)).toBeUndefined();
  });
});

describe('home page language gate', () => {
  it('sends a visitor whose cookie names en or zh from / to that home page', () => {
    expect(homeRedirectFor('/', 'lang=en')).toBe('/en/');
    expect(homeRedirectFor('/', 'a=b; lang=zh')).toBe('/zh/');
  });

  it('serves Vietnamese at / to crawlers without cookies and to vi visitors', () => {
    expect(homeRedirectFor('/', null)).toBeUndefined();
    expect(homeRedirectFor('/', 'lang=vi')).toBeUndefined();
    expect(homeRedirectFor('/', 'lang=xx')).toBeUndefined();
  });

  it('leaves every other URL as asked', () => {
    expect(homeRedirectFor('/about-privacy/', 'lang=en')).toBeUndefined();
    expect(homeRedirectFor('/en/', 'lang=zh')).toBeUndefined();
  });
});
