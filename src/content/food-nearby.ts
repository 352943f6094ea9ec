import type { Locale } from '#lib/i18n/locales.ts';
import type { FoodSpot } from './place-facts.ts';
import type { PlaceEntry, PlaceVocabulary } from './place-vocabulary.ts';

/*
 * How a place to eat near a sight is named in the reader's language (decision 0099). The data
 * keeps one Vietnamese proper noun per spot; where the site knows that name (a place page, a town
 * or region of the glossary), its English and Chinese names come from there, so "Chợ Đông Ba" is
 * "Dong Ba Market" in English and 东巴市场（Chợ Đông Ba） in Chinese, and a place page is linked.
 */

/** Which entry wins when a name is both a place page and a town: the page, which can be linked. */
const ORDER: readonly PlaceEntry['kind'][] = ['place', 'town', 'area', 'region'];

export interface FoodSpotName {
  /** The name as the reader's language writes it. */
  text: string;
  /**
   * Whether `text` already says what kind of place it is: a Chinese name the site does not know
   * is written 餐馆（Phở Thìn）, with the kind before the bracketed Vietnamese.
   */
  saysKind: boolean;
  /** The slug of the place page it names, when there is one. */
  place?: string;
}

/** The entry of the vocabulary whose Vietnamese name is exactly the spot's name. */
export function knownName(vocabulary: PlaceVocabulary, name: string): PlaceEntry | undefined {
  const matches = vocabulary.entries.filter((entry) => entry.name.vi === name);
  return ORDER.map((kind) => matches.find((entry) => entry.kind === kind)).find(Boolean);
}

/**
 * The spot's name in `locale`. `kindWord` is the Chinese word for its kind (市场小吃, 餐馆…),
 * put before the brackets when the site has no Chinese name: a zh page never shows bare Vietnamese.
 */
export function foodSpotName(
  vocabulary: PlaceVocabulary,
  spot: Pick<FoodSpot, 'name'>,
  locale: Locale,
  kindWord: string,
): FoodSpotName {
  const entry = knownName(vocabulary, spot.name);
  const place = entry?.kind === 'place' ? entry.slug : undefined;
  const link = place ? { place } : {};
  if (locale === 'vi') return { text: spot.name, saysKind: false, ...link };
  if (locale === 'en') return { text: entry?.name.en ?? spot.name, saysKind: false, ...link };
  return entry
    ? { text: `${entry.name.zh}（${spot.name}）`, saysKind: false, ...link }
    : { text: `${kindWord}（${spot.name}）`, saysKind: true };
}
