import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { LOCALES } from '#lib/i18n/locales.ts';
import { linkModules, runBuild, type BuildFigures } from './build.ts';
import type { ScaleRow } from './build-scale.ts';

/** The yardstick's figures, with the machine's load when it started. */
export interface BareAstroRow extends BuildFigures {
  entriesPerLocale: number;
  loadAverage: number;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * One Markdown entry of the bare project: a real place's text under a numbered title.
 * @example bareEntry('---\nname: "Hội An"\nregion: "quang-nam"\n---\nPhố cổ…\n', 7)
 *   // '---\ntitle: "Hội An 7"\n---\nPhố cổ…\n'
 */
export function bareEntry(source: string, n: number): string {
  const front = FRONT_MATTER.exec(source);
  const name: unknown = front && (parseYaml(front[1] ?? '') as { name?: unknown } | null)?.name;
  if (!front || typeof name !== 'string') throw new Error('a place without front matter or a name');
  return `---\ntitle: ${JSON.stringify(`${name} ${n}`)}\n---\n${source.slice(front[0].length)}`;
}

const CONFIG = `import { defineConfig } from 'astro/config';
export default defineConfig({ outDir: './dist/client' });
`;

const COLLECTIONS = `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
export const collections = {
  entries: defineCollection({
    loader: glob({ pattern: '**/*.md', base: './content' }),
    schema: z.object({ title: z.string() }),
  }),
};
`;

const PAGE = `---
import { getCollection, render } from 'astro:content';
export async function getStaticPaths() {
  return (await getCollection('entries')).map((entry) => {
    const [locale, slug] = entry.id.split('/');
    return { params: { locale, slug }, props: { entry } };
  });
}
const { entry } = Astro.props;
const { Content } = await render(entry);
---
<html lang={Astro.params.locale}>
  <head><meta charset="utf-8" /><title>{entry.data.title}</title></head>
  <body><main><h1>{entry.data.title}</h1><Content /></main></body>
</html>
`;

/**
 * Writes the bare project into `root`: Astro's defaults, one Markdown collection and one page
 * route, `entriesPerLocale` entries in each locale (the real places' text, cycled, in the same
 * language), so one page per entry and locale.
 */
export async function writeBareProject(repoRoot: string, root: string, entriesPerLocale: number): Promise<void> {
  await mkdir(join(root, 'src', 'pages', '[locale]'), { recursive: true });
  await writeFile(join(root, 'package.json'), '{ "type": "module" }\n');
  await writeFile(join(root, 'astro.config.mjs'), CONFIG);
  await writeFile(join(root, 'src', 'content.config.ts'), COLLECTIONS);
  await writeFile(join(root, 'src', 'pages', '[locale]', '[slug].astro'), PAGE);
  for (const locale of LOCALES) {
    const placesDir = join(repoRoot, 'content', 'places', locale);
    const sources = await Promise.all(
      (await readdir(placesDir))
        .filter((file) => file.endsWith('.md'))
        .sort()
        .map((file) => readFile(join(placesDir, file), 'utf8')),
    );
    await mkdir(join(root, 'content', locale), { recursive: true });
    for (let n = 1; n <= entriesPerLocale; n++) {
      const source = sources[(n - 1) % sources.length] as string;
      await writeFile(join(root, 'content', locale, `entry-${n}.md`), bareEntry(source, n));
    }
  }
}

/**
 * Issue 12's yardstick, measured in the same run as the site's builds: Astro alone building
 * `entriesPerLocale` Markdown pages in each locale, with nothing of the site (no layout, islands,
 * adapter, search index or precompression). The issue quotes 37 s for 30,000 pages "on this
 * machine kind", but this kind's machines differed by up to 2.2 times between sessions, so the
 * comparison is only fair beside the site's own build. The project is removed afterwards.
 */
export async function measureBareAstro(
  repoRoot: string,
  entriesPerLocale: number,
  log: (line: string) => void,
): Promise<BareAstroRow> {
  const tmp = await mkdtemp(join(tmpdir(), `nvtravel-bench-bare-${entriesPerLocale}-`));
  const root = join(tmp, 'site');
  log(`bare Astro: writing ${entriesPerLocale} Markdown entries per locale into ${root}`);
  await writeBareProject(repoRoot, root, entriesPerLocale);
  await linkModules(repoRoot, root);
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  const figures = await runBuild(root, join(tmp, 'build.log'));
  log(`bare Astro: ${figures.pages} pages in ${figures.seconds.toFixed(0)} s`);
  await rm(tmp, { recursive: true, force: true });
  return { entriesPerLocale, loadAverage, ...figures };
}

/**
 * The note comparing the site's prerender with the yardstick's at the same size, as issue 12 asks
 * (the site's prerender within 3 times bare Astro's); undefined without a site build of that size.
 */
export function yardstickNote(bare: BareAstroRow, scale: readonly ScaleRow[]): string | undefined {
  const site = scale.find(
    (row) => row.catalogue === 'synthetic' && row.kind === 'measured' && row.entriesPerLocale === bare.entriesPerLocale,
  );
  const rate = (pages: number, seconds?: number) => (seconds ? pages / seconds : undefined);
  const bareRate = rate(bare.pages, bare.stages.prerender);
  const siteRate = site && rate(site.pages, site.stages?.prerender);
  if (!bareRate || !siteRate) return undefined;
  const whole = (n: number) => Math.round(n).toLocaleString('en');
  return (
    `Build scale: bare Astro (its defaults, one Markdown page per entry, the real places' text) built ` +
    `${whole(bare.entriesPerLocale)} entries per locale, ${whole(bare.pages)} pages, in ${whole(bare.seconds)} s at load ` +
    `${bare.loadAverage}: ${whole(bareRate)} pages/s in its prerender. The site's prerender at the same size ran at ` +
    `${whole(siteRate)} pages/s, ${(bareRate / siteRate).toFixed(1)} times slower (issue 12 asks for at most 3).`
  );
}
