import { describe, expect, it } from 'vitest';
import { createTranslator, getTranslator, loadResources, rememberPlain } from '#lib/i18n/translator.ts';
import { LOCALES } from '#lib/i18n/locales.ts';

const resources = loadResources();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('UI strings', () => {
  it('exist for every locale', () => {
    expect(Object.keys(resources).sort()).toEqual([...LOCALES].sort());
  });

  for (const namespace of Object.keys(resources.en ?? {})) {
    it(`${namespace}: every key exists, non-empty, with the same placeholders in vi, en and zh`, () => {
      const keys = new Set(LOCALES.flatMap((l) => Object.keys(resources[l]?.[namespace] ?? {})));
      for (const locale of LOCALES) {
        const strings = resources[locale]?.[namespace] ?? {};
        // Plural keys too (`key_one`, `key_other`): Vietnamese and Chinese never pick "one", but
        // every locale carries the same keys, so translators see one list.
        for (const key of keys) {
          expect(strings[key], `${locale}/${namespace}.json: ${key}`).toBeTruthy();
          expect(placeholders(strings[key] ?? ''), `${locale}/${namespace}.json: ${key}`).toEqual(
            placeholders(resources.en?.[namespace]?.[key] ?? ''),
          );
        }
      }
    });
  }

  it('counts with plural forms, never a faked "(s)"', () => {
    // English has "one" and "other" (CLDR), Vietnamese and Chinese only "other": a count before a
    // plural English word needs its singular form too, and "(s)" is never the answer.
    for (const [namespace, strings] of Object.entries(resources.en ?? {})) {
      for (const [key, text] of Object.entries(strings)) {
        expect(text, `en/${namespace}.json: ${key}`).not.toMatch(/\(s\)/);
        if (!/_(one|other)$/.test(key))
          expect(text, `en/${namespace}.json: ${key}`).not.toMatch(/\{\{\s*count\s*\}\}\s+\p{L}+s\b/u);
      }
    }
    const en = getTranslator('en');
    expect([1, 2].map((count) => en('booking:count.rooms', { count }))).toEqual(['1 room', '2 rooms']);
    expect(getTranslator('vi')('booking:count.rooms', { count: 1 })).toBe('1 phòng');
    expect(getTranslator('zh')('booking:count.seats', { count: 1 })).toBe('1 个座位');
  });

  it('translates with interpolation, per locale', () => {
    expect(getTranslator('en')('error.notFound.message', { path: '/x' })).toBe('Page Not Found: /x');
    expect(getTranslator('vi')('error.notFound.message', { path: '/x' })).toBe('Không tìm thấy trang: /x');
    expect(getTranslator('zh')('home:hero.title')).toBe('像当地人一样游越南');
  });

  it('falls back to English for a key missing in a locale', () => {
    const t = createTranslator('vi', {
      en: { common: { greeting: 'Hello', only: 'English only' } },
      vi: { common: { greeting: 'Xin chào' } },
    });
    expect(t('greeting')).toBe('Xin chào');
    expect(t('only')).toBe('English only');
  });

  it('resolves a plain key once per process (a build asks each page for the same strings)', () => {
    const calls: unknown[][] = [];
    const base = createTranslator('vi', { vi: { common: { hi: 'Xin chào {{name}}', bye: 'Tạm biệt' } } });
    const t = rememberPlain(((...args: Parameters<typeof base>) => (calls.push(args), base(...args))) as typeof base);
    expect([t('bye'), t('bye'), t('bye')]).toEqual(['Tạm biệt', 'Tạm biệt', 'Tạm biệt']);
    expect(t('hi', { name: 'An' })).toBe('Xin chào An');
    expect(t('hi', { name: 'Bình' })).toBe('Xin chào Bình');
    expect(calls).toEqual([['bye'], ['hi', { name: 'An' }], ['hi', { name: 'Bình' }]]);
  });
});
