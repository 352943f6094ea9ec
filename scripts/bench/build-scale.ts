import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareBuildCopy, runBuild, type BuildStages } from './build.ts';
import { linearFit } from './stats.ts';
import { writeSyntheticCatalogue } from './synthetic-catalogue.ts';

export interface ScaleRow {
  catalogue: 'real' | 'synthetic';
  entriesPerLocale: number;
  kind: 'measured' | 'extrapolated';
  seconds: number;
  pages: number;
  pagesPerSecond: number;
  stages?: BuildStages;
  /** The machine's 1-minute load average when the build started: builds beside busy neighbours are slower. */
  loadAverage?: number;
}

/**
 * Rows for catalogue sizes that were not built: pages from a straight line through the measured
 * builds (the page count depends only on the catalogue), seconds at the largest measured build's
 * seconds per page, image stage left out (synthetic catalogues reuse the real pictures; see
 * docs/decisions/0011-bench.md). Taking the rate of one large build rather than a line through all
 * of them keeps a small build on a busy machine from tilting the estimate. Empty with fewer than
 * two measured sizes.
 */
export function extrapolateScale(measured: readonly ScaleRow[], sizes: readonly number[]): ScaleRow[] {
  const points = measured.filter((row) => row.kind === 'measured');
  if (new Set(points.map((row) => row.entriesPerLocale)).size < 2) return [];
  const pages = linearFit(points.map((row) => ({ x: row.entriesPerLocale, y: row.pages })));
  const largest = points.reduce((a, b) => (b.entriesPerLocale > a.entriesPerLocale ? b : a));
  const secondsPerPage = (largest.seconds - (largest.stages?.images ?? 0)) / largest.pages;
  return sizes.map((entriesPerLocale) => {
    const p = Math.round(pages.intercept + pages.slope * entriesPerLocale);
    const s = Math.round(p * secondsPerPage);
    return {
      catalogue: 'synthetic',
      entriesPerLocale,
      kind: 'extrapolated',
      seconds: s,
      pages: p,
      pagesPerSecond: Math.round((10 * p) / s) / 10,
    };
  });
}

/**
 * Builds the repository with a synthetic catalogue of each size (entries per locale) in a
 * temporary copy, never in the repo, and returns the measured rows; the copies are removed.
 */
export async function measureSyntheticBuilds(
  repoRoot: string,
  sizes: readonly number[],
  log: (line: string) => void,
): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  for (const size of sizes) {
    const tmp = await mkdtemp(join(tmpdir(), `nvtravel-bench-scale-${size}-`));
    const root = join(tmp, 'site');
    log(`build scale: copying the repo and writing ${size} entries per locale into ${root}`);
    await prepareBuildCopy(repoRoot, root);
    await writeSyntheticCatalogue(join(repoRoot, 'content'), join(root, 'content'), size);
    log(`build scale: building ${size} entries per locale (log: ${join(tmp, 'build.log')})`);
    // A failed build throws here and leaves its copy and log for a look; a good one is removed.
    const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;
    const figures = await runBuild(root, join(tmp, 'build.log'));
    log(`build scale: ${size} per locale: ${figures.pages} pages in ${figures.seconds.toFixed(0)} s`);
    rows.push({ catalogue: 'synthetic', entriesPerLocale: size, kind: 'measured', loadAverage, ...figures });
    await rm(tmp, { recursive: true, force: true });
  }
  return rows;
}
