import { cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml, stringify } from 'yaml';
import { CREDITS_FILE, ILLUSTRATION_MANIFEST } from '#content/image-credits.ts';
import { apportion } from './stats.ts';

/** Collections a synthetic catalogue grows; regions stay the real 34 units, info pages stay as they are. */
export const GROWN_COLLECTIONS = ['places', 'news', 'local'] as const;
type Grown = (typeof GROWN_COLLECTIONS)[number];

/** The field that names an entry, and its schema's maximum length (src/content.config.ts). */
const TITLE_FIELD: Record<Grown, { key: string; max: number }> = {
  places: { key: 'name', max: 70 },
  news: { key: 'title', max: 100 },
  local: { key: 'title', max: 100 },
};

export type CatalogueCounts = Record<'regions' | Grown, number>;

/** Entries per locale of each collection under a content folder (counted in its vi folder). */
export async function countCatalogue(contentDir: string): Promise<CatalogueCounts> {
  const count = async (collection: string) =>
    (await readdir(join(contentDir, collection, 'vi'))).filter((f) => f.endsWith('.md')).length;
  return {
    regions: await count('regions'),
    places: await count('places'),
    news: await count('news'),
    local: await count('local'),
  };
}

/** Total entries per locale of a catalogue (regions, places, news, local entries). */
export function catalogueSize(counts: CatalogueCounts): number {
  return counts.regions + counts.places + counts.news + counts.local;
}

/**
 * How many copies of each grown collection bring the real catalogue to `target` entries per
 * locale, keeping the real mix of places, news and local entries.
 *
 * @example extraEntries(1000, { regions: 34, places: 88, news: 32, local: 40 })
 * // { places: 443, news: 161, local: 202 }
 */
export function extraEntries(target: number, real: CatalogueCounts): Record<Grown, number> {
  const missing = target - catalogueSize(real);
  if (missing < 0) throw new RangeError(`the real catalogue already has more than ${target} entries per locale`);
  return apportion(missing, { places: real.places, news: real.news, local: real.local });
}

/**
 * The front matter of a copy: its naming field gets a number, cut so it stays within the schema's
 * limit. Everything else (region, coordinates, dates, captions…) is kept, so the copy is as valid as
 * its original and agrees across locales.
 */
export function renameEntry(source: string, key: string, max: number, n: number): string {
  const pattern = new RegExp(`^${key}: "(.*)"$`, 'm');
  const match = pattern.exec(source);
  if (!match) throw new Error(`no quoted "${key}" field to rename`);
  const suffix = ` ${n}`;
  const base = (match[1] ?? '').slice(0, max - suffix.length).trimEnd();
  return source.replace(pattern, () => `${key}: "${base}${suffix}"`);
}

/**
 * Gives each copied picture its original's illustration record or credit, so the build's picture
 * check (src/content/image-credits.ts) accepts the copies as it accepts the originals.
 */
async function copyProvenance(imagesDir: string, copies: ReadonlyMap<string, string>): Promise<void> {
  if (copies.size === 0) return;
  const readRecord = async (file: string, parse: (text: string) => unknown) =>
    ((await readFile(join(imagesDir, file), 'utf8').then(parse, () => ({}))) ?? {}) as Record<string, unknown>;
  const illustrations = await readRecord(ILLUSTRATION_MANIFEST, JSON.parse);
  const credits = await readRecord(CREDITS_FILE, parseYaml);
  for (const [copy, original] of copies) {
    if (original in illustrations) illustrations[copy] = illustrations[original];
    if (original in credits) credits[copy] = credits[original];
  }
  await writeFile(join(imagesDir, ILLUSTRATION_MANIFEST), `${JSON.stringify(illustrations, null, 2)}\n`);
  if (Object.keys(credits).length > 0) await writeFile(join(imagesDir, CREDITS_FILE), stringify(credits));
}

/**
 * Writes a catalogue of `target` entries per locale into `destDir`: the real content of
 * `contentDir`, plus numbered copies of real places, news and local entries in every locale.
 * A copy's pictures are symbolic links to its original's files, so the build resolves them to the
 * same image module: the catalogue grows the pages, not the image processing (see
 * docs/decisions/0011-bench.md).
 */
export async function writeSyntheticCatalogue(
  contentDir: string,
  destDir: string,
  target: number,
): Promise<CatalogueCounts> {
  await cp(contentDir, destDir, { recursive: true });
  const real = await countCatalogue(contentDir);
  const extra = extraEntries(target, real);
  for (const collection of GROWN_COLLECTIONS) {
    const slugs = (await readdir(join(contentDir, collection, 'vi')))
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -3))
      .sort();
    const images = await readdir(join(contentDir, collection, '_images'));
    const { key, max } = TITLE_FIELD[collection];
    const copiedPictures = new Map<string, string>();
    const locales = (await readdir(join(contentDir, collection), { withFileTypes: true }))
      .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
      .map((d) => d.name);
    for (let i = 0; i < extra[collection]; i++) {
      const original = slugs[i % slugs.length] as string;
      const n = i + 1;
      const slug = `${original}-x${n}`;
      for (const locale of locales) {
        const source = await readFile(join(contentDir, collection, locale, `${original}.md`), 'utf8');
        await writeFile(join(destDir, collection, locale, `${slug}.md`), renameEntry(source, key, max, n));
      }
      const own = new RegExp(`^${original}(-\\d+)?(\\.[a-z]+)$`);
      for (const file of images) {
        const match = own.exec(file);
        if (!match) continue;
        await mkdir(join(destDir, collection, '_images'), { recursive: true });
        const copy = `${slug}${match[1] ?? ''}${match[2]}`;
        await symlink(join(contentDir, collection, '_images', file), join(destDir, collection, '_images', copy));
        copiedPictures.set(copy, file);
      }
    }
    await copyProvenance(join(destDir, collection, '_images'), copiedPictures);
  }
  return countCatalogue(destDir);
}
