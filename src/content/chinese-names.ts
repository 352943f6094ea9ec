import { z } from 'astro/zod';

/*
 * The Chinese name rules (docs/editorial.md, "Chinese names"), checked over content/glossary.yaml
 * and the zh pages: one Chinese name per place and region, written 中文名（Vietnamese） at its first
 * mention in a body, and no Vietnamese written outside full-width brackets.
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

/** A zh page: its file, its front-matter name (places and regions) and its body. */
export interface ZhPage {
  file: string;
  collection: string;
  slug: string;
  name?: string;
  body: string;
}

/** Every way the zh pages break the Chinese name rules, one line each naming the file. */
export function chineseNameProblems(entries: GlossaryEntry[], pages: ZhPage[]): string[] {
  const problems: string[] = [];
  const bySlug = new Map(entries.map((entry) => [`${entry.kind}/${entry.slug}`, entry]));
  const variants = entries.flatMap((entry) => entry.variants.map((variant) => ({ variant, entry })));
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
    for (const { variant, entry } of variants) {
      if (page.body.includes(variant))
        problems.push(`${page.file}: "${variant}" differs from the glossary: write "${entry.zh}" (${entry.vi})`);
    }
    const runs = vietnameseOutsideBrackets(page.body);
    if (runs.length > 0)
      problems.push(
        `${page.file}: Vietnamese outside full-width brackets (write 中文名（Vietnamese））: ${runs.map((run) => `"${run}"`).join(', ')}`,
      );
  }
  return problems;
}
