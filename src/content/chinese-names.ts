import { z } from 'astro/zod';

/*
 * The Chinese name rules (docs/editorial.md, "Chinese names"), checked over content/glossary.yaml
 * and the zh pages: one Chinese name per place and region, written 中文名（Vietnamese） at its first
 * mention in a body, no variant spelling nor any other Chinese name before a glossary name's
 * Vietnamese in brackets, no Vietnamese written outside full-width brackets and no
 * noun written twice around the bracket (瀑布（Đầu Đẳng）瀑布), in the body and in every text field
 * of the front matter (summaries, addresses, traps, captions, itinerary tips).
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const named = {
  slug,
  zh: z.string().min(1).max(40),
  vi: z.string().min(1).max(80),
  /** Other names people search by. */
  aliases: z.array(z.string().min(1)).default([]),
  /** Spellings pages used to disagree on: search matches them, zh pages must not write them. */
  variants: z.array(z.string().min(1)).default([]),
};
export const glossaryEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['place', 'region', 'name']), ...named }),
  /*
   * A town or an area that has no page of its own but is where travellers stay (Đà Lạt, Nha Trang,
   * District 1): its English name, its province-level region and its centre, so that the place
   * vocabulary (./place-vocabulary.ts) can find the hotels and tickets around it. `radiusKm`: how
   * far from the centre it reaches (10 km for a town, 3 km for an area by default).
   */
  z.object({
    kind: z.enum(['town', 'area']),
    ...named,
    en: z.string().min(1).max(80),
    region: slug,
    centre: z.object({ lat: z.number().min(8).max(24), lng: z.number().min(102).max(110) }),
    radiusKm: z.number().positive().max(50).optional(),
  }),
]);
export const glossary = z.array(glossaryEntry);
export type GlossaryEntry = z.infer<typeof glossaryEntry>;

// Letters only Vietnamese writing uses among Latin ones; a run with one of them is Vietnamese.
const VIETNAMESE_LETTERS = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ';
const vietnameseLetter = new RegExp(`[${VIETNAMESE_LETTERS}]`, 'iu');
const latinRun = new RegExp(
  `[A-Za-z${VIETNAMESE_LETTERS}${VIETNAMESE_LETTERS.toUpperCase()}]+(?:[ '\\-][A-Za-z${VIETNAMESE_LETTERS}${VIETNAMESE_LETTERS.toUpperCase()}]+)*`,
  'gu',
);

/** Vietnamese words written outside full-width brackets in a zh body ("Trà Sư白千层林" → "Trà Sư"). */
export function vietnameseOutsideBrackets(body: string): string[] {
  const outside = body.replace(/（[^）]*）/gu, '（）');
  return [...outside.matchAll(latinRun)].map((match) => match[0]).filter((run) => vietnameseLetter.test(run));
}

/*
 * A noun written before a bracketed Vietnamese name and again after it: two or three Chinese
 * characters (瀑布（Đầu Đẳng）瀑布, 山口（Khau Phạ）山口), or one that names a place on its own
 * (街（Hàng Bạc）街). One other character repeating is usually the next word (平原（…）原始).
 * Or a noun repeated after a space, left behind by an edit ("银器街 街").
 */
const PLACE_NOUN = '街路寺庙祠塔岛湖洞江河桥湾峰山村寨宫殿陵园池港';
const doubledNoun = new RegExp(
  `(\\p{Script=Han}{2,3})（[^）]*）\\1|([${PLACE_NOUN}])（[^）]*）\\2|(\\p{Script=Han})[ \u3000]+\\3`,
  'gu',
);

/** The nouns a zh text writes twice ("头等瀑布（Đầu Đẳng）瀑布" → "瀑布（Đầu Đẳng）瀑布"). */
export function doubledNouns(text: string): string[] {
  return [...text.matchAll(doubledNoun)].map((match) => match[0]);
}

/*
 * A glossary name written before its Vietnamese in brackets must be the glossary's Chinese name:
 * "凤岛（Cồn Phụng）" where the glossary has 凤凰岛 is a second spelling nobody listed as a variant.
 * The bracket may follow a suffix of up to four characters (岘港市（Đà Nẵng）), as at a first mention.
 */
const namedBracket = /([\p{Script=Han}\-–·]{1,24})（([^）]+)）/gu;
const vietnameseKey = (name: string) => name.normalize('NFC').trim().toLowerCase();

/** The brackets of a text whose Chinese before them is not the glossary's for the Vietnamese inside. */
function otherSpellings(text: string, byVietnamese: Map<string, GlossaryEntry[]>): { written: string; zh: string[] }[] {
  return [...text.matchAll(namedBracket)].flatMap(([written, before = '', vietnamese = '']) => {
    const entries = byVietnamese.get(vietnameseKey(vietnamese));
    if (!entries) return [];
    const named = entries.some((entry) => {
      const at = before.lastIndexOf(entry.zh);
      return at >= 0 && before.length - at - entry.zh.length <= 4;
    });
    return named ? [] : [{ written, zh: entries.map((entry) => entry.zh) }];
  });
}

/** A zh page: its file, its front-matter name (places and regions), its front matter and its body. */
export interface ZhPage {
  file: string;
  collection: string;
  slug: string;
  name?: string;
  /** The front matter; every text in it is checked except UNCHECKED_FIELDS. */
  frontMatter?: Record<string, unknown>;
  body: string;
}

/**
 * Front-matter fields that are not Chinese text: `aliases` are search names in any language,
 * `foodNearby` is data shared by the three locales, whose names are Vietnamese proper nouns that
 * the page puts in brackets after their Chinese name (src/components/places/PlanFood.astro), and
 * `source` (of hours, tickets, getting there, crowds) names a publisher as it spells itself
 * ("Tuổi Trẻ", "Báo Quảng Ninh"), the same in every locale: a cited name, not text to translate.
 */
const UNCHECKED_FIELDS = new Set(['aliases', 'foodNearby', 'source']);

/** Every text of a zh page with where it is: the body, or a front-matter field as "days.0.stops.1.tip". */
function zhTexts(page: ZhPage): { field?: string; text: string }[] {
  const texts: { field?: string; text: string }[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') texts.push({ field: path.join('.'), text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, String(index)]));
    else if (value && typeof value === 'object' && !(value instanceof Date))
      for (const [key, item] of Object.entries(value)) if (!UNCHECKED_FIELDS.has(key)) walk(item, [...path, key]);
  };
  walk(page.frontMatter ?? {}, []);
  return [...texts, { text: page.body }];
}

/** Every way the zh pages break the Chinese name rules, one line each naming the file (and the field). */
export function chineseNameProblems(entries: GlossaryEntry[], pages: ZhPage[]): string[] {
  const problems: string[] = [];
  const bySlug = new Map(entries.map((entry) => [`${entry.kind}/${entry.slug}`, entry]));
  const variants = entries.flatMap((entry) => entry.variants.map((variant) => ({ variant, entry })));
  const byVietnamese = new Map<string, GlossaryEntry[]>();
  for (const entry of entries)
    byVietnamese.set(vietnameseKey(entry.vi), [...(byVietnamese.get(vietnameseKey(entry.vi)) ?? []), entry]);
  for (const page of pages) {
    const kind = page.collection === 'places' ? 'place' : page.collection === 'regions' ? 'region' : undefined;
    if (kind) {
      const entry = bySlug.get(`${kind}/${page.slug}`);
      if (!entry) problems.push(`${page.file}: "${page.slug}" has no entry in content/glossary.yaml`);
      else if (page.name !== entry.zh)
        problems.push(`${page.file}: the name "${page.name}" differs from the glossary's "${entry.zh}"`);
      else {
        // The bracket may follow a suffix of the same word: 岘港市（Đà Nẵng）.
        const first = page.body.indexOf(entry.zh);
        const after = page.body.slice(first + entry.zh.length);
        if (first >= 0 && !/^[\p{Script=Han}]{0,4}（/u.test(after))
          problems.push(
            `${page.file}: write "${entry.zh}（${entry.vi}）" at the first mention of the name in the body`,
          );
      }
    }
    for (const { field, text } of zhTexts(page)) {
      const where = field ? `${page.file}: ${field}` : page.file;
      for (const { variant, entry } of variants) {
        if (text.includes(variant))
          problems.push(`${where}: "${variant}" differs from the glossary: write "${entry.zh}" (${entry.vi})`);
      }
      for (const { written, zh } of otherSpellings(text, byVietnamese))
        problems.push(`${where}: "${written}" names it otherwise than the glossary: write "${zh.join('" or "')}"`);
      const runs = vietnameseOutsideBrackets(text);
      if (runs.length > 0)
        problems.push(
          `${where}: Vietnamese outside full-width brackets (write 中文名（Vietnamese））: ${runs.map((run) => `"${run}"`).join(', ')}`,
        );
      const doubled = doubledNouns(text);
      if (doubled.length > 0)
        problems.push(
          `${where}: a noun written twice (write it once, before the bracket: 瀑布（Đầu Đẳng）): ${doubled.map((words) => `"${words}"`).join(', ')}`,
        );
    }
  }
  return problems;
}
