import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAUNCHED, launched, SIGN_IN_FEATURES, type Feature } from '#config/features.ts';
import { onlyLaunched } from '#content/feature-blocks.ts';
import { loginIntro, siteDescription } from '#lib/i18n/launched-copy.ts';
import { LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { createTranslator, loadResources } from '#lib/i18n/translator.ts';

/**
 * Copy promises only what exists (decision 0034). Each feature not launched has the words that
 * would promise it in each language; none may appear in the site description, the login popup's
 * intro or the information pages as built. Trips are exempt: they launched with the planner.
 */
const PROMISES: Record<Exclude<Feature, 'trips'>, Record<Locale, RegExp>> = {
  booking: { en: /\bbook(s|ing|ings)?\b/i, vi: /đặt (chỗ|dịch vụ|khách sạn|vé|phòng)/i, zh: /预订/ },
  sim: { en: /\bSIMs?\b/, vi: /\bSIM\b/, zh: /SIM/ },
  data: { en: /data packages?/i, vi: /gói dữ liệu/i, zh: /流量套餐/ },
  moments: { en: /\bmoments?\b/i, vi: /khoảnh khắc/i, zh: /瞬间/ },
  savedPlaces: { en: /\bsave(d)? places\b/i, vi: /lưu địa điểm/i, zh: /收藏地点/ },
};
const resources = loadResources();
const unlaunched = (Object.keys(PROMISES) as (keyof typeof PROMISES)[]).filter((feature) => !LAUNCHED[feature]);

function promisesIn(locale: Locale, text: string): string[] {
  return unlaunched.filter((feature) => PROMISES[feature][locale].test(text));
}

describe('copy names only launched features', () => {
  for (const locale of LOCALES) {
    const t = createTranslator(locale, resources) as (key: string, values?: Record<string, string>) => string;

    it(`${locale}: the site description and the login intro`, () => {
      expect(promisesIn(locale, siteDescription(locale, t))).toEqual([]);
      expect(promisesIn(locale, loginIntro(locale, t))).toEqual([]);
      // …and names what an account already gives: comments and every launched feature.
      for (const action of ['comments', ...launched(SIGN_IN_FEATURES)])
        expect(loginIntro(locale, t)).toContain(t(`account:login.action.${action}`));
    });

    for (const page of ['about-operating', 'about-privacy']) {
      it(`${locale}: ${page} as built`, () => {
        const markdown = readFileSync(`content/info/${locale}/${page}.md`, 'utf8');
        expect(promisesIn(locale, onlyLaunched(markdown))).toEqual([]);
      });
    }
  }
});

describe('feature blocks', () => {
  it('drops a block about a feature not launched and unwraps a launched one', () => {
    const html = '<p>Guides</p>\n<section data-feature="booking">\n<h2>Bookings</h2>\n</section>';
    expect(onlyLaunched(html)).toBe(LAUNCHED.booking ? '<p>Guides</p>\n\n<h2>Bookings</h2>\n' : '<p>Guides</p>\n');
  });

  it('refuses a block naming no feature, so a typo cannot publish a promise', () => {
    expect(() => onlyLaunched('<section data-feature="bookings"><p>x</p></section>')).toThrow(/bookings/);
  });
});
