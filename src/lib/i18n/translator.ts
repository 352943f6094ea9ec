import i18next, { type TFunction } from 'i18next';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './locales.ts';

type Strings = Record<string, string>;

// Every locales/<namespace>/<lang>.json, bundled at build time: no string request at run time. A
// namespace's three languages lie side by side, so its area adds a string to all three in one folder.
const files = import.meta.glob<Strings>('/locales/*/*.json', { eager: true, import: 'default' });

/** i18next resources: { vi: { common: {...}, home: {...} }, en: ..., zh: ... } */
export function loadResources(): Record<string, Record<string, Strings>> {
  const resources: Record<string, Record<string, Strings>> = {};
  for (const [file, strings] of Object.entries(files)) {
    const [, namespace, lang] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!lang || !namespace) continue;
    (resources[lang] ??= {})[namespace] = strings;
  }
  return resources;
}

/**
 * A translate function over the given strings. Keys are flat (`header.signIn`); a namespace other
 * than `common` is named with a colon (`home:hero.title`). Missing keys fall back to English.
 */
export function createTranslator(locale: Locale, resources: ReturnType<typeof loadResources>): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: FALLBACK_LOCALE,
    resources,
    ns: Object.keys(resources[FALLBACK_LOCALE] ?? {}),
    defaultNS: 'common',
    keySeparator: false,
    // Astro and React escape output themselves.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
}

/**
 * `t` keeping the answers to calls without options. i18next resolves a key through namespaces and
 * fallbacks on every call, and each page of a build asks for the same few hundred plain strings
 * (its islands' strings among them) as every other page of its language.
 */
export function rememberPlain(t: TFunction): TFunction {
  const plain = new Map<string, string>();
  // TFunction's overloads and brand do not survive a wrapper; the wrapper passes calls through.
  const call = t as unknown as (...args: unknown[]) => string;
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return call(key, ...rest);
    let value = plain.get(key);
    if (value === undefined) {
      value = call(key);
      plain.set(key, value);
    }
    return value;
  }) as unknown as TFunction;
}

const translators = new Map<Locale, TFunction>();

/** The translate function of a locale over the strings in locales/, made once per process. */
export function getTranslator(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = rememberPlain(createTranslator(locale, loadResources()));
    translators.set(locale, t);
  }
  return t;
}
