import { isDeepStrictEqual } from 'node:util';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { LOCALES } from '#lib/i18n/locales.ts';

/**
 * A part of an entry that must be the same in every locale: a front-matter field by name, or a
 * named projection of the entry for structures whose text is localized but whose shape is not
 * (an itinerary's days and stops, whose titles and tips are translated).
 */
export type SharedField = string | { name: string; value: (data: Record<string, unknown>) => unknown };

/**
 * A check over every entry of a collection once loaded, beyond its schema (references to other
 * content, how one locale's text names what another's front matter says).
 */
export type EntriesCheck = (entries: { id: string; data: Record<string, unknown>; body?: string }[]) => LocaleProblem[];

/** One reason an entry set is not publishable; `slug` names the entry it keeps out, if any. */
export interface LocaleProblem {
  slug?: string;
  message: string;
}

/**
 * Why an entry set is not publishable: each slug needs a file in every locale, and fields that
 * describe the thing rather than the text (coordinates, region, date…) must agree across them.
 * Returns one problem per file to fix.
 */
export function localeProblems(
  base: string,
  entries: { id: string; data: Record<string, unknown> }[],
  sharedFields: readonly SharedField[],
): LocaleProblem[] {
  const bySlug = new Map<string, Map<string, Record<string, unknown>>>();
  const problems: LocaleProblem[] = [];
  for (const { id, data } of entries) {
    const [locale, ...rest] = id.split('/');
    const slug = rest.join('/');
    if (!locale || !slug || !(LOCALES as readonly string[]).includes(locale)) {
      problems.push({ message: `${base}/${id}.md: put entries in a locale folder (${LOCALES.join(', ')})` });
      continue;
    }
    if (!bySlug.has(slug)) bySlug.set(slug, new Map());
    bySlug.get(slug)?.set(locale, data);
  }
  for (const [slug, versions] of bySlug) {
    for (const locale of LOCALES) {
      if (!versions.has(locale))
        problems.push({
          slug,
          message: `${base}/${locale}/${slug}.md is missing: every entry needs ${LOCALES.join(', ')}`,
        });
    }
    const reference = versions.get('vi') ?? [...versions.values()][0];
    for (const field of sharedFields) {
      const { name, value } =
        typeof field === 'string' ? { name: field, value: (data: Record<string, unknown>) => data[field] } : field;
      for (const [locale, data] of versions) {
        if (!isDeepStrictEqual(value(data), reference && value(reference))) {
          problems.push({
            slug,
            message: `${base}/${locale}/${slug}.md: "${name}" differs from the Vietnamese file; it must be the same in every locale`,
          });
        }
      }
    }
  }
  return problems;
}

/** One line per optional field that some entries leave out, naming them (the build only reports it). */
export function missingOptionalFields(
  base: string,
  entries: { id: string; data: Record<string, unknown> }[],
  optionalFields: readonly string[],
): string[] {
  return optionalFields.flatMap((field) => {
    const without = entries.filter(({ data }) => data[field] === undefined).map(({ id }) => `${base}/${id}.md`);
    if (without.length === 0) return [];
    // A few names show where to start; the whole list of a large catalogue would bury the build log.
    const shown = without.slice(0, 5).join(', ');
    return [`${without.length} files have no "${field}" (optional): ${shown}${without.length > 5 ? ', …' : ''}`];
  });
}

/**
 * Astro's glob loader over `<base>/<locale>/<slug>.md`, then a check that fails the build with the
 * file names when a locale is missing or a shared field disagrees, or when `options.check` finds a
 * problem (a reference to content that does not exist), and a report of the entries that leave out
 * one of `options.optional`. With CONTENT_DRAFTS=1 (an editor working on one language at a time)
 * the problems are warnings and incomplete entries are left out instead.
 */
export function localizedGlob(
  base: string,
  sharedFields: readonly SharedField[],
  options: { optional?: readonly string[]; check?: EntriesCheck } = {},
): Loader {
  const inner = glob({ pattern: '*/*.md', base });
  return {
    name: 'localized-glob',
    load: async (context) => {
      await inner.load(context);
      const entries = context.store.entries().map(([id, entry]) => ({ id, data: entry.data, body: entry.body }));
      for (const line of missingOptionalFields(base, entries, options.optional ?? [])) context.logger.info(line);
      const problems = [...localeProblems(base, entries, sharedFields), ...(options.check?.(entries) ?? [])];
      if (problems.length === 0) return;
      const report = `Content in ${base} is not publishable:\n- ${problems.map((p) => p.message).join('\n- ')}`;
      if (process.env.CONTENT_DRAFTS !== '1') throw new Error(report);
      context.logger.warn(report);
      const incomplete = new Set(problems.map((p) => p.slug));
      for (const [id] of context.store.entries()) {
        if (incomplete.has(id.split('/').slice(1).join('/'))) context.store.delete(id);
      }
    },
  };
}
