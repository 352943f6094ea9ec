import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { doubledNouns, vietnameseOutsideBrackets } from '#content/chinese-names.ts';
import { foodSpotName } from '#content/food-nearby.ts';
import { DISHES, FOOD_SPOT_KINDS, FOOD_SPOT_MODES, foodNearby } from '#content/place-facts.ts';
import { placeVocabularyFrom } from '#content/place-vocabulary.ts';
import { LOCALES } from '#lib/i18n/locales.ts';

/*
 * Food nearby (decision 0099): how a spot is named in each language, and the catalogue's spots as
 * a zh page shows them (never bare Vietnamese) with every dish and kind worded in every locale.
 */

const ROOT = new URL('../../', import.meta.url).pathname;
const pages = Object.fromEntries(
  ['regions', 'places'].flatMap((collection) =>
    LOCALES.flatMap((locale) =>
      readdirSync(`${ROOT}content/${collection}/${locale}`)
        .filter((file) => file.endsWith('.md'))
        .map((file) => [
          `/content/${collection}/${locale}/${file}`,
          readFileSync(`${ROOT}content/${collection}/${locale}/${file}`, 'utf8'),
        ]),
    ),
  ),
);
const vocabulary = placeVocabularyFrom({ glossary: readFileSync(`${ROOT}content/glossary.yaml`, 'utf8'), pages });

describe('the name of a place to eat', () => {
  it('takes the English and Chinese names of a place page and links it', () => {
    const market = { name: 'Chợ Đông Ba' };
    expect(foodSpotName(vocabulary, market, 'vi', 'chợ')).toEqual({
      text: 'Chợ Đông Ba',
      saysKind: false,
      place: 'cho-dong-ba',
    });
    expect(foodSpotName(vocabulary, market, 'en', 'market').text).toBe('Dong Ba Market');
    expect(foodSpotName(vocabulary, market, 'zh', '市场小吃').text).toBe('东巴市场（Chợ Đông Ba）');
  });

  it('takes a town’s Chinese name from the glossary, with nothing to link', () => {
    expect(foodSpotName(vocabulary, { name: 'Sa Pa' }, 'zh', '城镇中心的餐馆')).toEqual({
      text: '沙坝（Sa Pa）',
      saysKind: false,
    });
  });

  it('writes a name the site does not know as it is, and in Chinese after the word for its kind', () => {
    const venue = { name: 'Phở Thìn Lò Đúc' };
    expect(foodSpotName(vocabulary, venue, 'en', 'restaurant')).toEqual({ text: 'Phở Thìn Lò Đúc', saysKind: false });
    expect(foodSpotName(vocabulary, venue, 'zh', '餐馆')).toEqual({ text: '餐馆（Phở Thìn Lò Đúc）', saysKind: true });
  });
});

describe('the catalogue’s food nearby', () => {
  const spots = Object.entries(pages)
    .filter(([path]) => path.startsWith('/content/places/vi/'))
    .flatMap(([path, text]) => {
      const data = parse(text.split(/^---$/m)[1] ?? '') as { foodNearby: unknown };
      return foodNearby.parse(data.foodNearby).spots.map((spot) => ({ path, spot }));
    });
  const labels = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      JSON.parse(readFileSync(`${ROOT}locales/guides/${locale}.json`, 'utf8')) as Record<string, string>,
    ]),
  );

  it('gives every place two or three spots', () => {
    const places = Object.keys(pages).filter((path) => path.startsWith('/content/places/vi/'));
    expect(places.length).toBeGreaterThanOrEqual(150);
    expect(new Set(spots.map(({ path }) => path)).size).toBe(places.length);
  });

  it('shows every spot on a zh page without Vietnamese outside brackets or a noun written twice', () => {
    const problems = spots.flatMap(({ path, spot }) => {
      const { text } = foodSpotName(vocabulary, spot, 'zh', labels.zh?.[`plan.foodKind.${spot.kind}`] ?? '');
      return [...vietnameseOutsideBrackets(text), ...doubledNouns(text)].map((run) => `${path}: ${text}: ${run}`);
    });
    expect(problems).toEqual([]);
  });

  it('words every dish, kind and way of getting there in vi, en and zh', () => {
    const keys = [
      ...DISHES.map((dish) => `plan.dish.${dish}`),
      ...FOOD_SPOT_KINDS.map((kind) => `plan.foodKind.${kind}`),
      ...FOOD_SPOT_MODES.map((mode) => `plan.foodAway.${mode}`),
    ];
    for (const locale of LOCALES) expect(keys.filter((key) => !labels[locale]?.[key])).toEqual([]);
  });
});
