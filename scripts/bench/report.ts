import type { AxeFigures } from './axe.ts';
import type { BareAstroRow } from './bare-astro.ts';
import type { BuildFigures } from './build.ts';
import type { DeploymentResult } from './deployment.ts';
import type { ScaleRow } from './build-scale.ts';
import type { PageFigures } from './lighthouse.ts';
import type { SearchBenchResult } from './search.ts';
import type { ServingResult } from './serving.ts';

export interface PageRow {
  id: string;
  label: string;
  path?: string;
  skipped?: string;
  note?: string;
  lighthouse?: PageFigures;
  axe?: AxeFigures;
  /** Script bytes transferred once a reader has scrolled to the end (islands that hydrate on scroll). */
  scrolledJsBytes?: number;
  error?: string;
}

/** Everything one run measured: written to bench/results.json and rendered as tables. */
export interface BenchResults {
  generatedAt: string;
  mode: 'full' | 'quick';
  commit: string;
  durationSeconds: number;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    chromium: string;
    nginx: string;
    loadAverageAtStart: number[];
  };
  build: { reused: boolean; entriesPerLocale: number; figures?: BuildFigures };
  pages: PageRow[];
  serving?: ServingResult;
  deployment?: DeploymentResult;
  buildScale: ScaleRow[];
  /** Issue 12's yardstick, built in the same run (scripts/bench/bare-astro.ts). */
  bareAstro?: BareAstroRow;
  notes: string[];
}

export type Align = 'left' | 'right';
export interface Table {
  headers: string[];
  align: Align[];
  rows: string[][];
}

const DASH = '–';

/** Kilobytes (1,024 bytes) with one decimal, or a dash. */
export function kb(bytes: number | undefined): string {
  return bytes === undefined ? DASH : (bytes / 1024).toFixed(1);
}

/** A whole number with thousands separators, or a dash. */
export function whole(value: number | undefined | null): string {
  return value === undefined || value === null || !Number.isFinite(value)
    ? DASH
    : Math.round(value).toLocaleString('en');
}

/** A number with `digits` decimals, or a dash. */
export function fixed(value: number | undefined, digits: number): string {
  return value === undefined || !Number.isFinite(value) ? DASH : value.toFixed(digits);
}

/** Pads every cell to its column's width: a table for a terminal. */
export function textTable(table: Table): string {
  const widths = table.headers.map((header, i) =>
    Math.max(header.length, ...table.rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (table.align[i] === 'right' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(table.headers), widths.map((w) => '-'.repeat(w)).join('  '), ...table.rows.map(line)].join('\n');
}

/** The same table in GitHub Markdown (pipes in cells escaped). */
export function markdownTable(table: Table): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `| ${table.align.map((a) => (a === 'right' ? '---:' : '---')).join(' | ')} |`;
  return [line(table.headers), rule, ...table.rows.map(line)].join('\n');
}

export function pagesTable(pages: readonly PageRow[]): Table {
  return {
    headers: [
      'Page',
      'Path',
      'JS KB',
      'JS KB scrolled',
      'HTML KB',
      'Requests',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'LCP ms',
      'CLS',
      'TBT ms',
      'axe',
    ],
    align: ['left', 'left', ...Array<Align>(12).fill('right')],
    rows: pages.map((page) => {
      const lh = page.lighthouse;
      if (!lh && !page.axe) {
        return [
          page.label,
          `skipped: ${page.skipped ?? page.error ?? 'not measured'}`,
          ...Array<string>(12).fill(DASH),
        ];
      }
      return [
        page.label,
        page.path ?? DASH,
        kb(lh?.jsBytes),
        kb(page.scrolledJsBytes),
        kb(lh?.htmlBytes),
        whole(lh?.requests),
        whole(lh?.performance),
        whole(lh?.accessibility),
        whole(lh?.bestPractices),
        whole(lh?.seo),
        whole(lh?.lcpMs),
        fixed(lh?.cls, 3),
        whole(lh?.tbtMs),
        page.axe ? String(page.axe.violations) : DASH,
      ];
    }),
  };
}

export function servingTable(serving: ServingResult): Table {
  const nginx = serving.targets.find((t) => t.id === 'nginx-static')?.figures?.requestsPerSecond;
  return {
    headers: ['Target', 'req/s', 'p50 ms', 'p99 ms', 'vs nginx', 'non-2xx', 'answer'],
    align: ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
    rows: serving.targets.map((target) => {
      const f = target.figures;
      if (!f) return [target.label, `n/a (${target.note ?? 'not measured'})`, DASH, DASH, DASH, DASH, DASH];
      const vs = nginx && nginx > 0 ? times(f.requestsPerSecond / nginx) : DASH;
      return [
        target.label,
        whole(f.requestsPerSecond),
        fixed(f.p50Ms, 1),
        fixed(f.p99Ms, 1),
        vs,
        whole(f.non2xx + f.errors),
        target.encoding ?? DASH,
      ];
    }),
  };
}

export function scaleTable(rows: readonly ScaleRow[]): Table {
  return {
    headers: [
      'Catalogue',
      'Entries/locale',
      'Pages',
      'Build s',
      'Pages/s',
      'Prerender s',
      'Images s',
      'Pagefind s',
      'Precompress s',
      'Load',
    ],
    align: ['left', ...Array<Align>(9).fill('right')],
    rows: rows.map((row) => [
      row.kind === 'extrapolated' ? `${row.catalogue} (extrapolated)` : row.catalogue,
      whole(row.entriesPerLocale),
      row.kind === 'extrapolated' ? `~${whole(row.pages)}` : whole(row.pages),
      row.kind === 'extrapolated' ? `~${whole(row.seconds)}` : whole(row.seconds),
      row.kind === 'extrapolated' ? `~${fixed(row.pagesPerSecond, 1)}` : fixed(row.pagesPerSecond, 1),
      whole(row.stages?.prerender),
      whole(row.stages?.images),
      whole(row.stages?.searchIndex),
      whole(row.stages?.precompress),
      fixed(row.loadAverage, 1),
    ]),
  };
}

/**
 * Where pages lose points: each Lighthouse audit below full marks (accessibility, best practices,
 * SEO), axe rule and error with the pages it concerns, then the page types' own notes.
 */
export function pageFindings(pages: readonly PageRow[]): string[] {
  const measured = pages.filter((page) => page.lighthouse || page.axe || page.error);
  const byFinding = new Map<string, string[]>();
  for (const page of measured) {
    const items = [
      ...(page.lighthouse?.failedAudits ?? []),
      ...(page.axe?.rules.map((rule) => `axe/${rule}`) ?? []),
      ...(page.lighthouse?.warning ? [`Lighthouse warning: ${page.lighthouse.warning}`] : []),
      ...(page.error ? [page.error] : []),
    ];
    for (const item of items) byFinding.set(item, [...(byFinding.get(item) ?? []), page.label]);
  }
  const lines = [...byFinding].map(([item, labels]) =>
    labels.length === measured.length && measured.length > 1
      ? `${item}: every measured page`
      : `${item}: ${labels.join(', ')}`,
  );
  return [...lines, ...pages.filter((page) => page.note).map((page) => `${page.label}: ${page.note}`)];
}

/**
 * A ratio as `0.42×`, with two significant digits when it is small (`0.0028×`), or a dash.
 *
 * @example times(0.4213) // '0.42×'
 */
export function times(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return DASH;
  return `${value >= 0.1 ? value.toFixed(2) : value.toPrecision(2)}×`;
}

/** The search bench: per pass, the prerendered page, then each search page against it. */
export function searchTable(result: SearchBenchResult): Table {
  return {
    headers: ['Pass', 'documents per locale', 'target', 'req/s', 'p50 ms', 'p99 ms', 'vs prerendered', 'non-2xx'],
    align: ['left', 'left', 'left', 'right', 'right', 'right', 'right', 'right'],
    rows: result.passes.flatMap((pass) => {
      const documents = Object.entries(pass.documentsPerLocale)
        .map(([locale, n]) => `${locale} ${whole(n)}`)
        .join(', ');
      const row = (target: string, f: SearchBenchResult['passes'][number]['staticPage']['figures'], vs: string) => [
        pass.label,
        documents,
        target,
        whole(f.requestsPerSecond),
        fixed(f.p50Ms, 1),
        fixed(f.p99Ms, 1),
        vs,
        whole(f.non2xx + f.errors),
      ];
      return [
        row(`prerendered ${pass.staticPage.path}`, pass.staticPage.figures, '1.00×'),
        ...pass.search.map((t) => row(`search ${decodeURI(t.path)} (${t.cache})`, t.figures, times(t.overStatic))),
      ];
    }),
  };
}

/** Indexing the synthetic rows: one replacing transaction, then the check that finds them in place. */
export function indexingTable(result: SearchBenchResult): Table {
  return {
    headers: ['entries per locale', 'rows written', 'replace ms', 'unchanged ms'],
    align: ['right', 'right', 'right', 'right'],
    rows: result.indexing.map((row) => [
      whole(row.entriesPerLocale),
      whole(row.rows),
      whole(row.replaceMs),
      whole(row.unchangedMs),
    ]),
  };
}

export function deploymentTable(deployment: DeploymentResult): Table {
  return {
    headers: ['Target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'bytes/req', 'answer', 'app CPU', 'machine busy'],
    align: ['left', 'right', 'right', 'right', 'right', 'right', 'left', 'right', 'right'],
    rows: deployment.targets.map((target) => {
      const f = target.figures;
      if (!f) return [target.label, `n/a (${target.note ?? 'not measured'})`, DASH, DASH, DASH, DASH, DASH, DASH, DASH];
      return [
        target.label,
        whole(f.requestsPerSecond),
        fixed(f.p50Ms, 1),
        fixed(f.p99Ms, 1),
        whole(f.non2xx + f.errors),
        whole(f.bytesPerRequest),
        target.encoding ?? DASH,
        target.cpu ? fixed(target.cpu.processCores, 2) : DASH,
        target.cpu ? `${Math.round(target.cpu.machineBusy * 100)} %` : DASH,
      ];
    }),
  };
}

/** The deployment's heading and ratios, as lines. */
export function deploymentLines(deployment: DeploymentResult): { heading: string; lines: string[] } {
  const r = deployment.ratios;
  const show = (value: number | undefined) => (value === undefined ? 'n/a' : times(value));
  return {
    heading:
      `nginx-fronted deployment (deploy/nginx; ${deployment.processes} app processes on one PostgreSQL server; ` +
      `page ${deployment.staticPath}; ${deployment.loadGenerator}, ${deployment.connections} connections, ${deployment.warmupSeconds} s ` +
      `warm-up + ${deployment.durationSeconds} s per target; load average at its start ` +
      `${deployment.loadAverageAtStart.map((l) => l.toFixed(2)).join(' ')})`,
    lines: deployment.unavailable
      ? [`not measured: ${deployment.unavailable}`]
      : [
          `prerendered page, front nginx ÷ plain nginx: ${show(r.frontPageOverPlainNginx)}`,
          `API read through nginx, three processes ÷ one: ${show(r.apiThreeOverOne)}`,
          `API read, one process through nginx ÷ directly: ${show(r.apiFrontOverDirect)}`,
          deployment.note,
        ],
  };
}

function ratioLines(serving: ServingResult): string[] {
  const r = serving.ratios;
  const show = (value: number | undefined) => (value === undefined ? 'n/a' : times(value));
  return [
    `(a)/(b) prerendered page, app ÷ nginx: ${show(r.appStaticOverNginx)}`,
    `(c)/(b) on-demand page, app ÷ nginx static: ${show(r.onDemandOverNginx)}`,
  ];
}

function heading(results: BenchResults): string {
  const m = results.machine;
  return (
    `${results.mode} run, ${results.generatedAt}, commit ${results.commit}, ${results.durationSeconds.toFixed(0)} s; ` +
    `${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, ${m.chromium}, ${m.nginx}; ` +
    `load average at start ${m.loadAverageAtStart.map((l) => l.toFixed(2)).join(' ')}`
  );
}

/** The run as the terminal shows it. */
export function renderText(results: BenchResults): string {
  const parts = [
    `NV Travel bench: ${heading(results)}`,
    '',
    'Pages (vi, Lighthouse mobile; KB transferred, compressed; JS KB scrolled = after reading to the end; axe = violations light + dark)',
    textTable(pagesTable(results.pages)),
    ...pageFindings(results.pages).map((line) => `- ${line}`),
  ];
  if (results.serving) {
    const s = results.serving;
    parts.push(
      '',
      `Serving (autocannon, ${s.connections} connections, ${s.warmupSeconds} s warm-up + ${s.durationSeconds} s each, Accept-Encoding: ${s.acceptEncoding})`,
      textTable(servingTable(s)),
      ...ratioLines(s),
      s.note,
    );
  }
  if (results.deployment) {
    const { heading, lines } = deploymentLines(results.deployment);
    parts.push('', heading);
    if (results.deployment.targets.length > 0) parts.push(textTable(deploymentTable(results.deployment)));
    parts.push(...lines);
  }
  if (results.buildScale.length > 0) {
    parts.push(
      '',
      'Build scale (astro build; Load = 1-minute load average when the build started)',
      textTable(scaleTable(results.buildScale)),
    );
  }
  if (results.notes.length > 0) parts.push('', ...results.notes.map((n) => `- ${n}`));
  return parts.join('\n');
}

/** The run as bench/results.md and the README's Performance section show it. */
export function renderMarkdown(results: BenchResults): string {
  const parts = [
    `_${heading(results)}._`,
    '',
    '**Pages** (vi, Lighthouse mobile with its simulated throttling; KB transferred, compressed; JS KB scrolled = JS loaded once a reader has scrolled to the end, where likes and comments hydrate; axe = violations in light + dark mode)',
    '',
    markdownTable(pagesTable(results.pages)),
  ];
  const findings = pageFindings(results.pages);
  if (findings.length > 0) parts.push('', 'Where points go:', '', ...findings.map((line) => `- ${line}`));
  if (results.serving) {
    const s = results.serving;
    parts.push(
      '',
      `**Serving** (autocannon, ${s.connections} connections, ${s.warmupSeconds} s warm-up + ${s.durationSeconds} s per target, \`Accept-Encoding: ${s.acceptEncoding}\`)`,
      '',
      markdownTable(servingTable(s)),
      '',
      ...ratioLines(s).map((line) => `- ${line}`),
      `- ${s.note}`,
    );
  }
  if (results.deployment) parts.push('', deploymentMarkdown(results.deployment));
  if (results.buildScale.length > 0) {
    parts.push(
      '',
      '**Build scale** (`astro build`; Load = 1-minute load average when the build started)',
      '',
      markdownTable(scaleTable(results.buildScale)),
    );
  }
  if (results.notes.length > 0) parts.push('', ...results.notes.map((n) => `- ${n}`));
  return `${parts.join('\n')}\n`;
}

/** The deployment's part of bench/results.md (and of bench/results-deployment.md on its own). */
export function deploymentMarkdown(deployment: DeploymentResult): string {
  const { heading, lines } = deploymentLines(deployment);
  const table = deployment.targets.length > 0 ? ['', markdownTable(deploymentTable(deployment))] : [];
  return [`**${heading.replace(/^n/, 'N')}**`, ...table, '', ...lines.map((line) => `- ${line}`)].join('\n');
}

export const README_START = '<!-- bench:results:start -->';
export const README_END = '<!-- bench:results:end -->';

/** The README with the text between the bench markers replaced by `section`. */
export function replaceReadmeSection(readme: string, section: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end === -1 || end < start) throw new Error(`README.md has no ${README_START} … ${README_END}`);
  return `${readme.slice(0, start + README_START.length)}\n\n${section.trim()}\n\n${readme.slice(end)}`;
}
