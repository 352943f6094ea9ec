import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';

/*
 * Where each content picture comes from (docs/editorial.md, "Sourcing photos"). Beside the
 * pictures of a collection, content/<collection>/_images/:
 * - illustrations.json: the stand-in illustrations the artwork generator drew, file name → hash of
 *   the file it wrote; a file whose bytes no longer match was replaced by an editor;
 * - credits.yaml: file name → author, licence, source and changes, for every other picture.
 * The site sells bookings, so a licence that forbids commercial use or changes (NC, ND) is refused.
 */

export const ILLUSTRATION_MANIFEST = 'illustrations.json';
export const CREDITS_FILE = 'credits.yaml';
const PICTURE = /\.(webp|jpe?g|png|avif)$/i;

/** Licences that allow commercial use and resizing, as their short names. */
export const ACCEPTED_LICENCES = [
  'CC0-1.0',
  'Public domain',
  'CC-BY-2.0',
  'CC-BY-3.0',
  'CC-BY-4.0',
  'CC-BY-SA-2.0',
  'CC-BY-SA-3.0',
  'CC-BY-SA-4.0',
  'Unsplash',
  'Pexels',
  'Own work (licensed to NV Travel)',
] as const;

export const credit = z.object({
  author: z.string().min(2).max(120),
  license: z.string().min(2).max(60),
  source: z.url(),
  /** What was done to the original ("cropped to 16:9", "none"); CC BY-SA and BY require saying so. */
  changes: z.string().min(2).max(160),
});
export type Credit = z.infer<typeof credit>;

/** Why a licence cannot be used, or undefined when it can. */
export function licenceProblem(license: string): string | undefined {
  if (/\b(NC|non-?commercial)\b/i.test(license) || /-NC-|-NC$/i.test(license))
    return `"${license}" forbids commercial use, and the site sells bookings`;
  if (/\b(ND|no-?deriv)/i.test(license) || /-ND-|-ND$/i.test(license))
    return `"${license}" forbids changes, and every picture is resized and re-encoded`;
  if (!(ACCEPTED_LICENCES as readonly string[]).includes(license))
    return `"${license}" is not one of the accepted licences (${ACCEPTED_LICENCES.join(', ')})`;
  return undefined;
}

export const fileHash = (file: string): string =>
  createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

const readJson = (file: string): Record<string, string> =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};

/** Records pictures the generator just drew, so that they are known as illustrations. */
export function recordIllustrations(files: string[]): void {
  const byFolder = new Map<string, string[]>();
  for (const file of files) byFolder.set(join(file, '..'), [...(byFolder.get(join(file, '..')) ?? []), file]);
  for (const [folder, drawn] of byFolder) {
    const manifestFile = join(folder, ILLUSTRATION_MANIFEST);
    const manifest = readJson(manifestFile);
    for (const file of drawn) manifest[basename(file)] = fileHash(file);
    const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}

/**
 * Every picture under content/<collection>/_images/ that may not be published, one line each:
 * a picture that is not an untouched generated illustration needs a credit with an accepted
 * licence, and every credit must be complete.
 */
export function creditProblems(contentDir: string): string[] {
  const problems: string[] = [];
  for (const collection of readdirSync(contentDir)) {
    const folder = join(contentDir, collection, '_images');
    if (!existsSync(folder)) continue;
    const where = `content/${collection}/_images`;
    const illustrations = readJson(join(folder, ILLUSTRATION_MANIFEST));
    const creditsFile = join(folder, CREDITS_FILE);
    const credits = (existsSync(creditsFile) ? (parse(readFileSync(creditsFile, 'utf8')) ?? {}) : {}) as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(credits)) {
      const parsed = credit.safeParse(value);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'entry').join(', ');
        problems.push(
          `${where}/${CREDITS_FILE}: "${name}" needs author, license, source (a URL) and changes (${fields})`,
        );
        continue;
      }
      const why = licenceProblem(parsed.data.license);
      if (why) problems.push(`${where}/${CREDITS_FILE}: "${name}": ${why}`);
      if (!existsSync(join(folder, name)))
        problems.push(`${where}/${CREDITS_FILE}: "${name}" credits a file that is not there`);
    }
    for (const name of readdirSync(folder).filter((file) => PICTURE.test(file))) {
      if (name in credits) continue;
      if (illustrations[name] === fileHash(join(folder, name))) continue;
      problems.push(
        `${where}/${name} is not a generated illustration and has no credit: add author, license, source and changes to ${where}/${CREDITS_FILE}`,
      );
    }
  }
  return problems;
}
