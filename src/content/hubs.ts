import type { Locale } from '#lib/i18n/locales.ts';
import type { Leg } from './getting-there.ts';
import type { PlaceVocabulary } from './place-vocabulary.ts';

/*
 * The hubs a place's "getting there" starts from (decision 0098): cities with an airport or a
 * railway station, and regional centres with a bus station. Each says how a traveller reaches its
 * centre from where they arrive, in one short leg. A hub's name is its region's or its town's in
 * the place vocabulary (content/glossary.yaml and the region pages) where it has one, so that no
 * name is written twice; only the towns the vocabulary lacks carry their own vi, en and zh names.
 * The figures are general knowledge, unchecked like every group whose source is "unverified".
 */

/** Where a traveller arrives in the hub (its words are in guides.json, `plan.via.*`). */
export type Arrival = 'airport' | 'station' | 'busStation';

export interface Hub {
  /** `at`: the hub whose airport or station this is, when it lies in another town (Hội An's is Đà Nẵng's). */
  arrival: { via: Arrival; at?: string } & Leg;
  /** Only where neither a region nor a town of the vocabulary has this slug. */
  name?: Record<Locale, string>;
}

const taxi = (minutes: [number, number], vnd: [number, number]): Leg => ({
  mode: 'taxi',
  minutes,
  fare: { vnd, per: 'vehicle' },
});
// A short ride from a town's bus station to its centre.
const townTaxi = taxi([5, 15], [30000, 80000]);

export const HUBS = {
  'ha-noi': { arrival: { via: 'airport', ...taxi([45, 70], [300000, 450000]) } },
  'ho-chi-minh': { arrival: { via: 'airport', ...taxi([25, 45], [150000, 250000]) } },
  'da-nang': { arrival: { via: 'airport', ...taxi([10, 20], [70000, 150000]) } },
  'hoi-an': { arrival: { via: 'airport', at: 'da-nang', ...taxi([45, 60], [300000, 450000]) } },
  hue: { arrival: { via: 'airport', ...taxi([25, 35], [200000, 300000]) } },
  'can-tho': { arrival: { via: 'airport', ...taxi([20, 30], [100000, 200000]) } },
  'hai-phong': { arrival: { via: 'airport', ...taxi([15, 25], [100000, 200000]) } },
  vinh: { arrival: { via: 'airport', ...taxi([15, 20], [80000, 150000]) } },
  pleiku: { arrival: { via: 'airport', ...taxi([10, 15], [60000, 120000]) } },
  'buon-ma-thuot': { arrival: { via: 'airport', ...taxi([15, 20], [80000, 150000]) } },
  'da-lat': { arrival: { via: 'airport', ...taxi([35, 45], [250000, 350000]) } },
  'nha-trang': { arrival: { via: 'airport', ...taxi([40, 50], [350000, 450000]) } },
  'quy-nhon': { arrival: { via: 'airport', ...taxi([40, 50], [250000, 400000]) } },
  'tuy-hoa': { arrival: { via: 'airport', ...taxi([10, 15], [80000, 150000]) } },
  'dong-hoi': { arrival: { via: 'airport', ...taxi([10, 15], [70000, 120000]) } },
  'dien-bien-phu': { arrival: { via: 'airport', ...taxi([5, 10], [50000, 100000]) } },
  'ca-mau': { arrival: { via: 'airport', ...taxi([5, 10], [40000, 80000]) } },
  'lao-cai': { arrival: { via: 'station', ...taxi([5, 10], [30000, 60000]) } },
  'sa-pa': {
    arrival: {
      via: 'station',
      at: 'lao-cai',
      mode: 'coach',
      minutes: [60, 80],
      fare: { vnd: [30000, 70000], per: 'person' },
    },
  },
  'dong-ha': { arrival: { via: 'station', ...taxi([5, 10], [30000, 60000]) } },
  'ninh-binh': { arrival: { via: 'station', ...taxi([5, 15], [50000, 100000]) } },
  'thanh-hoa': { arrival: { via: 'station', ...taxi([10, 15], [50000, 100000]) } },
  'quang-ngai': { arrival: { via: 'station', ...taxi([5, 15], [50000, 100000]) } },
  'phan-thiet': { arrival: { via: 'station', ...taxi([10, 15], [50000, 120000]) } },
  'phan-rang': { arrival: { via: 'station', ...taxi([10, 15], [50000, 100000]) } },
  'bien-hoa': { arrival: { via: 'station', ...taxi([5, 15], [40000, 100000]) } },
  'ha-tinh': { arrival: { via: 'busStation', ...townTaxi } },
  'lang-son': { arrival: { via: 'busStation', ...townTaxi } },
  'cao-bang': { arrival: { via: 'busStation', ...townTaxi } },
  'thai-nguyen': { arrival: { via: 'busStation', ...townTaxi } },
  'lai-chau': { arrival: { via: 'busStation', ...townTaxi } },
  'son-la': { arrival: { via: 'busStation', ...townTaxi } },
  'vinh-long': { arrival: { via: 'busStation', ...townTaxi } },
  'tay-ninh': { arrival: { via: 'busStation', ...townTaxi } },
  'my-tho': { arrival: { via: 'busStation', ...townTaxi } },
  'chau-doc': { arrival: { via: 'busStation', ...townTaxi } },
  'tra-vinh': {
    arrival: { via: 'busStation', ...townTaxi },
    name: { vi: 'Trà Vinh', en: 'Tra Vinh', zh: '茶荣' },
  },
  'bac-lieu': {
    arrival: { via: 'busStation', ...townTaxi },
    name: { vi: 'Bạc Liêu', en: 'Bac Lieu', zh: '薄辽' },
  },
  'soc-trang': {
    arrival: { via: 'busStation', ...townTaxi },
    name: { vi: 'Sóc Trăng', en: 'Soc Trang', zh: '朔庄' },
  },
  'thai-binh': {
    arrival: { via: 'busStation', ...townTaxi },
    name: { vi: 'Thái Bình', en: 'Thai Binh', zh: '太平' },
  },
  'ha-giang': {
    arrival: { via: 'busStation', ...townTaxi },
    name: { vi: 'Hà Giang', en: 'Ha Giang', zh: '河江' },
  },
  'dong-van': {
    arrival: { via: 'busStation', mode: 'walk', minutes: [5, 10] },
    name: { vi: 'Đồng Văn', en: 'Dong Van', zh: '同文' },
  },
  'kon-tum': {
    arrival: { via: 'busStation', ...townTaxi },
    name: { vi: 'Kon Tum', en: 'Kon Tum', zh: '昆嵩' },
  },
} satisfies Record<string, Hub>;

export type HubId = keyof typeof HUBS;
export const HUB_IDS = Object.keys(HUBS) as [HubId, ...HubId[]];

/** A hub's name in a locale: its own, or that of the region or town of the vocabulary with its slug. */
export function hubName(vocabulary: PlaceVocabulary, id: HubId, locale: Locale): string {
  const hub: Hub = HUBS[id];
  const entry = vocabulary.entries.find(
    (candidate) => candidate.slug === id && (candidate.kind === 'region' || candidate.kind === 'town'),
  );
  const name = hub.name?.[locale] ?? entry?.name[locale];
  if (!name) throw new Error(`hub "${id}" has no name: give it one in src/content/hubs.ts`);
  return name;
}
