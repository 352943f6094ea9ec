import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareEntry, yardstickNote } from '../../scripts/bench/bare-astro.ts';
import { extrapolateScale, type ScaleRow } from '../../scripts/bench/build-scale.ts';
import { parseBuildLog } from '../../scripts/bench/build.ts';
import { nginxConfig } from '../../scripts/bench/nginx.ts';
import type { PageFigures } from '../../scripts/bench/lighthouse.ts';
import { cpuBetween } from '../../scripts/bench/cpu-usage.ts';
import { parseOptions } from '../../scripts/bench/options.ts';
import { sampleEntryPath } from '../../scripts/bench/page-types.ts';
import {
  deploymentMarkdown,
  deploymentTable,
  kb,
  markdownTable,
  pageFindings,
  pagesTable,
  replaceReadmeSection,
  README_END,
  README_START,
  servingTable,
  textTable,
  times,
  type PageRow,
  type Table,
} from '../../scripts/bench/report.ts';
import type { DeploymentResult } from '../../scripts/bench/deployment.ts';
import type { ServingResult } from '../../scripts/bench/serving.ts';
import { apportion, linearFit, percentile, ratio } from '../../scripts/bench/stats.ts';
import { syntheticRows } from '../../scripts/bench/search.ts';
import { extraEntries, renameEntry } from '../../scripts/bench/synthetic-catalogue.ts';
import { searchRow } from '#features/search/server/search-row.ts';

describe('bench stats', () => {
  it('interpolates percentiles between ranks, whatever the input order', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5], 0)).toBe(1);
    expect(percentile([1, 2, 3, 4, 5], 100)).toBe(5);
    expect(percentile([10, 20], 99)).toBeCloseTo(19.9);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeUndefined();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('gives a ratio only against a measured, positive limit', () => {
    expect(ratio(500, 2000)).toBe(0.25);
    expect(ratio(500, 0)).toBeUndefined();
    expect(ratio(undefined, 2000)).toBeUndefined();
    expect(ratio(500, undefined)).toBeUndefined();
    expect(ratio(Number.NaN, 2)).toBeUndefined();
  });

  it('fits a straight line and refuses one without two distinct x', () => {
    const fit = linearFit([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 2, y: 5 },
    ]);
    expect(fit.slope).toBeCloseTo(2);
    expect(fit.intercept).toBeCloseTo(1);
    expect(() => linearFit([{ x: 1, y: 1 }])).toThrow(RangeError);
    expect(() =>
      linearFit([
        { x: 1, y: 1 },
        { x: 1, y: 2 },
      ]),
    ).toThrow(RangeError);
  });

  it('apportions a whole total that always adds up', () => {
    expect(apportion(10, { a: 1, b: 1, c: 1 })).toEqual({ a: 4, b: 3, c: 3 });
    expect(apportion(0, { a: 1, b: 2 })).toEqual({ a: 0, b: 0 });
    const parts = apportion(806, { places: 88, news: 32, local: 40 });
    expect(parts.places + parts.news + parts.local).toBe(806);
    expect(() => apportion(1.5, { a: 1 })).toThrow(RangeError);
  });
});

describe('bench synthetic catalogue', () => {
  const real = { regions: 34, places: 88, news: 32, local: 40 };

  it('grows the real catalogue to the target with the real mix', () => {
    const extra = extraEntries(1000, real);
    expect(extra.places + extra.news + extra.local + 194).toBe(1000);
    expect(extra.places).toBeGreaterThan(extra.local);
    expect(extra.local).toBeGreaterThan(extra.news);
    expect(() => extraEntries(100, real)).toThrow(RangeError);
  });

  it('numbers a copy within the field limit and leaves the rest alone', () => {
    const source = '---\nname: "Vịnh Hạ Long"\nkind: "nature"\n---\n\nname: "not front matter"\n';
    expect(renameEntry(source, 'name', 70, 12)).toBe(
      '---\nname: "Vịnh Hạ Long 12"\nkind: "nature"\n---\n\nname: "not front matter"\n',
    );
    const long = `---\ntitle: "${'x'.repeat(100)}"\n---\n`;
    const renamed = renameEntry(long, 'title', 100, 345);
    expect(/title: "(.*)"/.exec(renamed)?.[1]).toHaveLength(100);
    expect(renamed).toContain('x 345"');
    expect(() => renameEntry('---\nkind: "x"\n---\n', 'name', 70, 1)).toThrow();
  });
});

describe('bench build log', () => {
  it('reads stage durations from astro build output', () => {
    const log = [
      '\u001b[2m14:12:19\u001b[22m [build] output: "static"',
      ' prerendering static routes ',
      '14:12:33 ✓ Completed in 11.64s.',
      ' generating optimized images ',
      '14:13:28 ✓ Completed in 1m 5.5s.',
      '14:13:28 [build] Rearranging server assets...',
      '14:13:28 [build] ✓ Completed in 1m 10s.',
      '14:13:31 [service-worker] sw.js: 25 files precached',
      '14:13:34 [search-index] indexed 1287 pages in 5.9 s',
      '14:13:39 [precompress] precompressed 1311 files (br, gz) in 8.2 s',
    ].join('\n');
    expect(parseBuildLog(log)).toEqual({ prerender: 11.64, images: 65.5, searchIndex: 5.9, precompress: 8.2 });
    expect(parseBuildLog('nothing here')).toEqual({});
  });
});

describe('bench build scale', () => {
  const row = (entriesPerLocale: number, pages: number, seconds: number, images = 0): ScaleRow => ({
    catalogue: 'synthetic',
    entriesPerLocale,
    kind: 'measured',
    pages,
    seconds,
    pagesPerSecond: pages / seconds,
    stages: { images },
  });

  it('extrapolates pages along the measured line at the largest build’s seconds per page', () => {
    const [estimate] = extrapolateScale([row(200, 1200, 160, 60), row(1000, 4200, 350, 14)], [5000]);
    expect(estimate?.kind).toBe('extrapolated');
    expect(estimate?.pages).toBe(19200);
    // (350 − 14 image seconds) / 4,200 pages = 0.08 s per page.
    expect(estimate?.seconds).toBe(1536);
    expect(estimate?.pagesPerSecond).toBe(12.5);
  });

  it('does not extrapolate from a single size', () => {
    expect(extrapolateScale([row(1000, 4200, 340)], [5000])).toEqual([]);
  });
});

describe('bench CPU use', () => {
  it('turns /proc samples into cores used and the busy share of the machine', () => {
    const before = { at: 0, machineBusy: 1000, machineTotal: 4000, processes: 500 };
    const after = { at: 10_000, machineBusy: 2500, machineTotal: 6000, processes: 1500 };
    // 1,000 ticks of the processes in 10 s = one core; 1,500 of 2,000 machine ticks busy.
    expect(cpuBetween(before, after)).toEqual({ processCores: 1, machineBusy: 0.75 });
  });
});

describe('bench options', () => {
  it('defaults to a full run that builds 1,000 entries per locale', () => {
    expect(parseOptions([])).toMatchObject({ mode: 'full', reuseBuild: false, scale: [1000], durationSeconds: 10 });
  });

  it('measures only the page types named by --pages, as quickly as --quick', () => {
    expect(parseOptions(['--pages=moments-feed,moments-post'])).toMatchObject({
      mode: 'quick',
      reuseBuild: true,
      pages: ['moments-feed', 'moments-post'],
    });
    expect(parseOptions(['--quick'])).not.toHaveProperty('pages');
  });

  it('makes --quick short and build-free', () => {
    expect(parseOptions(['--quick'])).toMatchObject({ mode: 'quick', reuseBuild: true, scale: [], durationSeconds: 5 });
  });

  it('measures only the page types named by --pages, as quickly as --quick', () => {
    expect(parseOptions(['--pages=moments-feed,moments-post'])).toMatchObject({
      mode: 'quick',
      reuseBuild: true,
      pages: ['moments-feed', 'moments-post'],
    });
    expect(parseOptions(['--quick'])).not.toHaveProperty('pages');
  });

  it('runs only the search part with --search, at 10,000 entries per locale unless told', () => {
    expect(parseOptions(['--search'])).toMatchObject({ mode: 'search', reuseBuild: true, scale: [10000] });
    expect(parseOptions(['--search', '--scale=1000,10000'])).toMatchObject({ mode: 'search', scale: [1000, 10000] });
  });

  it('runs only the nginx-fronted deployment with --deployment, on the ports given', () => {
    expect(parseOptions(['--deployment'])).toMatchObject({
      mode: 'deployment',
      reuseBuild: true,
      scale: [],
      firstPort: 4431,
    });
    expect(parseOptions(['--deployment', '--ports=4440'])).toMatchObject({ firstPort: 4440 });
    expect(() => parseOptions(['--ports=http'])).toThrow(/port number/);
  });

  it('reads sizes and durations and refuses what it does not know', () => {
    expect(parseOptions(['--scale=1000,5000', '--duration=20'])).toMatchObject({
      scale: [1000, 5000],
      durationSeconds: 20,
    });
    expect(() => parseOptions(['--scale=ten'])).toThrow();
    expect(() => parseOptions(['--fast'])).toThrow(/unknown option/);
  });
});

describe('bench report', () => {
  const table: Table = {
    headers: ['Page', 'KB'],
    align: ['left', 'right'],
    rows: [
      ['Home', '12.5'],
      ['News article', '9.0'],
    ],
  };

  it('pads a text table to its widest cells', () => {
    expect(textTable(table)).toBe(
      ['Page            KB', '------------  ----', 'Home          12.5', 'News article   9.0'].join('\n'),
    );
  });

  it('writes a Markdown table with right-aligned numbers and escaped pipes', () => {
    const md = markdownTable({ ...table, rows: [['a|b', '1']] });
    expect(md).toBe(['| Page | KB |', '| --- | ---: |', '| a\\|b | 1 |'].join('\n'));
  });

  it('formats sizes and ratios', () => {
    expect(kb(2048)).toBe('2.0');
    expect(kb(undefined)).toBe('–');
    expect(times(0.4213)).toBe('0.42×');
    expect(times(0.002764)).toBe('0.0028×');
    expect(times(undefined)).toBe('–');
  });

  it('puts the JS loaded by the end of the page beside the JS Lighthouse counts at load', () => {
    const lighthouse: PageFigures = {
      jsBytes: 15 * 1024,
      htmlBytes: 9 * 1024,
      totalBytes: 60 * 1024,
      requests: 16,
      performance: 100,
      accessibility: 100,
      bestPractices: 92,
      seo: 100,
      lcpMs: 1100,
      cls: 0,
      tbtMs: 0,
      failedAudits: [],
    };
    const table = pagesTable([
      { id: 'news', label: 'News article', path: '/news/x/', lighthouse, scrolledJsBytes: 85 * 1024 },
      { id: 'user', label: 'User', skipped: 'not built yet' },
    ]);
    const column = (name: string) => table.headers.indexOf(name);
    expect(table.rows[0]?.[column('JS KB')]).toBe('15.0');
    expect(table.rows[0]?.[column('JS KB scrolled')]).toBe('85.0');
    expect(table.rows.every((row) => row.length === table.headers.length)).toBe(true);
  });

  it('shows the deployment with its CPU figures, or why it was not measured', () => {
    const deployment: DeploymentResult = {
      connections: 10,
      warmupSeconds: 3,
      durationSeconds: 10,
      processes: 3,
      loadGenerator: 'wrk',
      staticPath: '/places/x/',
      loadAverageAtStart: [1, 2, 3],
      note: 'note',
      ratios: { apiThreeOverOne: 1.5 },
      targets: [
        {
          id: 'api-front-three',
          label: 'API read, front nginx, three processes',
          encoding: '200 br',
          figures: {
            requestsPerSecond: 900,
            p50Ms: 10,
            p99Ms: 40,
            requests: 9000,
            non2xx: 0,
            errors: 0,
            timeouts: 0,
            bytesPerRequest: 800,
          },
          cpu: { processCores: 1.234, machineBusy: 0.876 },
        },
      ],
    };
    const table = deploymentTable(deployment);
    expect(table.rows[0]?.slice(-2)).toEqual(['1.23', '88 %']);
    expect(deploymentMarkdown(deployment)).toContain('three processes ÷ one: 1.50×');
    expect(deploymentMarkdown(deployment)).toContain('wrk, 10 connections');
    expect(deploymentMarkdown({ ...deployment, targets: [], unavailable: 'no PostgreSQL server' })).toContain(
      'not measured: no PostgreSQL server',
    );
  });

  it('shows an API target that is not there yet as n/a', () => {
    const serving: ServingResult = {
      connections: 10,
      warmupSeconds: 1,
      durationSeconds: 5,
      acceptEncoding: 'br, gzip',
      note: '',
      ratios: {},
      targets: [{ id: 'api-login', label: 'API login', method: 'POST', note: 'API not available' }],
    };
    expect(servingTable(serving).rows[0]?.[1]).toBe('n/a (API not available)');
  });

  it('lists where pages lose points, once per finding', () => {
    const lighthouse = (failedAudits: string[]) => ({ failedAudits }) as unknown as NonNullable<PageRow['lighthouse']>;
    expect(
      pageFindings([
        {
          id: 'home',
          label: 'Home',
          path: '/',
          lighthouse: lighthouse(['best-practices/geolocation-on-start']),
          axe: { violations: 1, rules: ['color-contrast (dark)'] },
        },
        {
          id: 'search',
          label: 'Search',
          path: '/search-result/',
          lighthouse: lighthouse(['best-practices/geolocation-on-start', 'seo/is-crawlable']),
          note: 'noindex by design',
        },
        { id: 'user', label: 'User', skipped: '/user/ answers 404' },
      ]),
    ).toEqual([
      'best-practices/geolocation-on-start: every measured page',
      'axe/color-contrast (dark): Home',
      'seo/is-crawlable: Search',
      'Search: noindex by design',
    ]);
  });

  it('replaces only the README text between the bench markers', () => {
    const readme = `# App\n\n## Performance\n\n${README_START}\nold\n${README_END}\n\nHow to run.\n`;
    expect(replaceReadmeSection(readme, 'new table\n')).toBe(
      `# App\n\n## Performance\n\n${README_START}\n\nnew table\n\n${README_END}\n\nHow to run.\n`,
    );
    expect(() => replaceReadmeSection('# App\n', 'x')).toThrow();
  });
});

describe('bench nginx', () => {
  it('serves the precompressed files of the build with one worker', () => {
    const conf = nginxConfig({ clientDir: '/site/dist/client', port: 4432, workDir: '/tmp/n', brotli: true });
    expect(conf).toContain('root /site/dist/client;');
    expect(conf).toContain('listen 127.0.0.1:4432;');
    expect(conf).toContain('gzip_static on;');
    expect(conf).toContain('brotli_static on;');
    expect(conf).toContain('worker_processes 1;');
    expect(nginxConfig({ clientDir: '/c', port: 4432, workDir: '/tmp/n', brotli: false })).not.toContain('brotli');
  });
});

describe('bench page samples', () => {
  it('samples the first entry of a folder, never a list page, and nothing from a missing folder', async () => {
    const client = await mkdtemp(join(tmpdir(), 'bench-samples-'));
    try {
      for (const dir of ['news/region/hue', 'news/page/2', 'news/pho', 'news/banh-mi', 'news/draft']) {
        await mkdir(join(client, dir), { recursive: true });
      }
      for (const dir of ['news/region/hue', 'news/page/2', 'news/pho', 'news/banh-mi']) {
        await writeFile(join(client, dir, 'index.html'), '<html></html>');
      }
      await writeFile(join(client, 'news', 'index.html'), '<html></html>');
      expect(await sampleEntryPath(client, 'news')).toBe('/news/banh-mi/');
      expect(await sampleEntryPath(client, 'videos')).toBeUndefined();
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });
});

describe('bench search table', () => {
  it('grows the search table like the synthetic catalogue: numbered copies per locale and kind', () => {
    const place = (locale: 'vi' | 'en', slug: string, name: string) =>
      searchRow('content', locale, {
        kind: 'places',
        url: `${locale === 'vi' ? '' : '/en'}/places/${slug}/`,
        title: name,
        excerpt: '',
        aliases: ['Halong Bay'],
        body: '',
      });
    const rows = [
      place('vi', 'vinh-ha-long', 'Vịnh Hạ Long'),
      place('vi', 'hoi-an', 'Hội An'),
      place('en', 'vinh-ha-long', 'Ha Long Bay'),
      searchRow('content', 'vi', {
        kind: 'regions',
        url: '/regions/hue/',
        title: 'Huế',
        excerpt: '',
        aliases: [],
        body: '',
      }),
    ];
    const copies = syntheticRows(rows, { places: 3, news: 0, local: 0 });
    expect(copies.map((c) => [c.locale, c.url, c.title])).toEqual([
      ['vi', '/places/hoi-an-x1/', 'Hội An 1'],
      ['vi', '/places/vinh-ha-long-x2/', 'Vịnh Hạ Long 2'],
      ['vi', '/places/hoi-an-x3/', 'Hội An 3'],
      ['en', '/en/places/vinh-ha-long-x1/', 'Ha Long Bay 1'],
      ['en', '/en/places/vinh-ha-long-x2/', 'Ha Long Bay 2'],
      ['en', '/en/places/vinh-ha-long-x3/', 'Ha Long Bay 3'],
    ]);
    expect(copies[1]).toMatchObject({
      source: 'bench-synthetic',
      titleKey: 'vinh ha long 2',
      aliasesKey: 'halong bay',
    });
  });
});

describe('bench bare-Astro yardstick', () => {
  it("gives each entry a place's text under a numbered title", () => {
    const place = '---\nname: "Phố cổ \\"Hội An\\""\nregion: "quang-nam"\n---\nPhố cổ bên sông Hoài.\n';
    expect(bareEntry(place, 7)).toBe('---\ntitle: "Phố cổ \\"Hội An\\" 7"\n---\nPhố cổ bên sông Hoài.\n');
    expect(() => bareEntry('no front matter', 1)).toThrow();
  });

  it("compares the site's prerender with bare Astro's at the same size, and only then", () => {
    const bare = { entriesPerLocale: 10_000, loadAverage: 1.4, seconds: 82.8, pages: 30_000, pagesPerSecond: 362.3 };
    const site = {
      catalogue: 'synthetic' as const,
      kind: 'measured' as const,
      entriesPerLocale: 10_000,
      seconds: 631.6,
      pages: 40_662,
      pagesPerSecond: 64.4,
      stages: { prerender: 358 },
    };
    const note = yardstickNote({ ...bare, stages: { prerender: 59.2 } }, [site]);
    expect(note).toContain('507 pages/s in its prerender');
    expect(note).toContain('ran at 114 pages/s, 4.5 times slower');
    expect(
      yardstickNote({ ...bare, stages: { prerender: 59.2 } }, [{ ...site, entriesPerLocale: 1_000 }]),
    ).toBeUndefined();
    expect(yardstickNote({ ...bare, stages: {} }, [site])).toBeUndefined();
  });
});
