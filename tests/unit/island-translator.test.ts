import { describe, expect, it } from 'vitest';
import { islandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';

describe('island translator', () => {
  const strings = { 'like.count_one': '{{count}} like', 'like.count_other': '{{count}} likes', hi: 'Hi {{name}}' };

  it('fills placeholders and keeps unknown ones visible', () => {
    const t = createIslandTranslator('en', strings);
    expect(t('hi', { name: 'Lan' })).toBe('Hi Lan');
    expect(t('hi')).toBe('Hi {{name}}');
  });

  it('picks the plural form of the locale, falling back to "other"', () => {
    const en = createIslandTranslator('en', strings);
    expect(en('like.count', { count: 1 })).toBe('1 like');
    expect(en('like.count', { count: 3 })).toBe('3 likes');
    const vi = createIslandTranslator('vi', { 'like.count_other': '{{count}} lượt thích' });
    expect(vi('like.count', { count: 1 })).toBe('1 lượt thích');
  });

  it('shows the key of a missing string rather than nothing', () => {
    expect(createIslandTranslator('zh', {})('comments.title')).toBe('comments.title');
  });

  it('gives the island the strings of its locale', () => {
    const zh = islandStrings('zh', 'engagement');
    expect(zh['comments.title']).toBe('评论');
    expect(createIslandTranslator('zh', zh)('like.count', { count: 2 })).toBe('2 个赞');
  });

  it('picks a set of strings once per process and shares it, frozen, between pages', () => {
    const first = islandStrings('vi', ['account:login.', 'common:apiError.']);
    expect(islandStrings('vi', ['account:login.', 'common:apiError.'])).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(islandStrings('en', ['account:login.', 'common:apiError.'])).not.toBe(first);
    expect(islandStrings('vi', 'account:login.')).not.toBe(first);
  });

  it('falls back to English for a string a locale lacks', () => {
    const resources = {
      en: { engagement: { 'comments.title': 'Comments', 'like.count_one': '{{count}} like' } },
      zh: { engagement: { 'comments.title': '评论' } },
    };
    const zh = islandStrings('zh', 'engagement', resources);
    expect(zh['comments.title']).toBe('评论');
    expect(zh['like.count_one']).toBe('{{count}} like');
  });

  it('sends only the keys a piece of browser code shows: namespaces and key prefixes', () => {
    const resources = {
      en: {
        account: { 'login.title': 'Sign in', 'login.submit': 'Go', 'user.title': 'Account' },
        common: { 'apiError.network': 'Offline', 'header.signIn': 'Sign in' },
      },
      vi: { account: { 'login.title': 'Đăng nhập' } },
    };
    expect(islandStrings('vi', ['account:login.', 'common:apiError.'], resources)).toEqual({
      'login.title': 'Đăng nhập',
      'login.submit': 'Go',
      'apiError.network': 'Offline',
    });
  });
});
