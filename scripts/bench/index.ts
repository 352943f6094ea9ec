/**
 * npm run bench: builds the site, starts it beside nginx, measures pages (Lighthouse, axe),
 * serving (autocannon) and build scale, prints the tables and writes bench/results.json and
 * bench/results.md (a full run also refreshes the README's Performance section).
 * See README.md (Performance) and docs/decisions/0011-bench.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { startAppServer, type RunningServer } from './app-server.ts';
import { openAxe } from './axe.ts';
import { measureBareAstro, yardstickNote, type BareAstroRow } from './bare-astro.ts';
import { extrapolateScale, measureSyntheticBuilds, type ScaleRow } from './build-scale.ts';
import { runBuild, type BuildFigures } from './build.ts';
import { measureDeployment, type DeploymentResult } from './deployment.ts';
import { CHROME_PATH, openLighthouse } from './lighthouse.ts';
import { ensureNginx, nginxVersion as installedNginxVersion, startNginx } from './nginx.ts';
import { parseOptions, SCALE_SIZES } from './options.ts';
import { PAGE_TYPES, pickSamples, sampleEntryPath } from './page-types.ts';
import {
  deploymentMarkdown,
  indexingTable,
  markdownTable,
  renderMarkdown,
  renderText,
  replaceReadmeSection,
  searchTable,
  textTable,
  type BenchResults,
  type PageRow,
} from './report.ts';
import { openScrolledJs } from './scrolled-js.ts';
import { measureBooking } from './booking.ts';
import { measureMoments } from './moments.ts';
import { measureSearch } from './search.ts';
import { measureServing, type ServingResult } from './serving.ts';
import { LATENCY_TABLE_HEAD, latencyRow, RUNS } from './service-load.ts';
import { catalogueSize, countCatalogue } from './synthetic-catalogue.ts';

const ON_DEMAND_PATH = '/search-result/?q=ha+long';

const started = performance.now();
const options = parseOptions(process.argv.slice(2));
/** The bench's ports: 4431–4439, inside the range kept for it on shared machines, unless --ports moves them. */
const PORTS = { app: options.firstPort, nginx: options.firstPort + 1, chrome: options.firstPort + 2 };
const DEPLOYMENT_PORTS = {
  plainNginx: options.firstPort + 3,
  front: options.firstPort + 4,
  frontOne: options.firstPort + 5,
  apps: [options.firstPort + 6, options.firstPort + 7, options.firstPort + 8] as [number, number, number],
};
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const clientDir = join(repoRoot, 'dist', 'client');
const workDir = await mkdtemp(join(tmpdir(), 'nvtravel-bench-'));
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const log = (line: string) => console.log(`[bench ${elapsed()}] ${line}`);
const notes: string[] = [];
const loadAverageAtStart = loadavg();

function commandOutput(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

const { plainNginx, front, frontOne, apps } = DEPLOYMENT_PORTS;
for (const port of [...Object.values(PORTS), plainNginx, front, frontOne, ...apps]) {
  if (!(await portFree(port))) throw new Error(`port ${port} is busy: is another bench running? (--ports moves them)`);
}

const commitLabel = () =>
  `${commandOutput('git', ['rev-parse', '--short', 'HEAD'])}${commandOutput('git', ['status', '--porcelain']) ? '+changes' : ''}`;
const deploymentOf = async () =>
  measureDeployment({
    root: repoRoot,
    clientDir,
    staticPath: (await sampleEntryPath(clientDir, 'places')) ?? '/',
    ports: DEPLOYMENT_PORTS,
    connections: options.connections,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
    log,
  });

// The nginx-fronted deployment only (--deployment): three processes on PostgreSQL behind deploy/nginx.
if (options.mode === 'deployment') {
  if (!existsSync(join(repoRoot, 'dist', 'server', 'entry.mjs')))
    throw new Error('--deployment serves dist/: build first');
  const deployment = await deploymentOf();
  const head = `deployment run, ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, commit ${commitLabel()}; ${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}, Node ${process.versions.node}, ${installedNginxVersion()}; load average at start ${loadAverageAtStart.map((l) => l.toFixed(2)).join(' ')}`;
  const benchDir = join(repoRoot, 'bench');
  await mkdir(benchDir, { recursive: true });
  const write = async (file: string, text: string) =>
    writeFile(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
  await write(join(benchDir, 'results-deployment.json'), JSON.stringify({ head, ...deployment }));
  const markdown = deploymentMarkdown(deployment);
  await write(
    join(benchDir, 'results-deployment.md'),
    `# Bench results (deployment)\n\nMade by \`npm run bench -- --deployment\`; ${head}.\n\n${markdown}\n`,
  );
  console.log(`\n${head}\n\n${markdown}\n`);
  await rm(workDir, { recursive: true, force: true });
  log('wrote bench/results-deployment.json and bench/results-deployment.md');
  process.exit(deployment.unavailable ? 1 : 0);
}

// Booking only (--booking): the order engine's queries on a PostgreSQL server.
if (options.mode === 'booking') {
  const result = await measureBooking({
    serverUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    connections: options.connections,
    seconds: options.durationSeconds,
    log,
  });
  const head = `booking run, ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, commit ${commandOutput('git', ['rev-parse', '--short', 'HEAD'])}; ${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}; load average at start ${loadAverageAtStart.map((l) => l.toFixed(2)).join(' ')}; PostgreSQL, ${result.hotels} hotels × 3 room types × ${result.nights} nights (${result.inventoryRows.toLocaleString('en')} rows), ${result.connections} concurrent clients, ${RUNS} runs of ${result.seconds} s per target (figures: the median run by p95)`;
  const table = [
    ...LATENCY_TABLE_HEAD,
    latencyRow('hotel search in a region (30 hotels, 2 nights, first page of 20)', result.search),
    latencyRow(
      `hotel search by a city's, province's, town's or area's name (${result.names} names in vi, en, zh; its hotels, then nearby; first page of 20)`,
      result.byName,
    ),
    latencyRow('hotel search, whole country (1,000 hotels, first page of 20)', result.country),
    latencyRow("one hotel's availability (3 nights)", result.availability),
    `| holds on one room type (contention, one run) | ${result.holds.holds} (${result.holds.perSecond.toFixed(0)}/s) | – | ${result.holds.p95.toFixed(1)} | – | – |`,
  ].join('\n');
  const benchDir = join(repoRoot, 'bench');
  await mkdir(benchDir, { recursive: true });
  const write = async (file: string, text: string) =>
    writeFile(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
  await write(join(benchDir, 'results-booking.json'), JSON.stringify({ head, ...result }));
  await write(
    join(benchDir, 'results-booking.md'),
    `# Bench results (booking)\n\nMade by \`npm run bench -- --booking\`; ${head}.\n\n${table}\n\n` +
      `- Measured at the service layer (the functions the API calls), not over HTTP.\n` +
      `- Units held after the hold run equal the holds answered: ${result.holds.unitsMatch ? 'yes' : 'NO'}.\n`,
  );
  console.log(`\n${head}\n\n${table}\n`);
  await rm(workDir, { recursive: true, force: true });
  process.exit(0);
}

// Moments only (--moments): feed and search with 100,000 posts on a PostgreSQL server.
if (options.mode === 'moments') {
  const result = await measureMoments({
    serverUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    connections: options.connections,
    seconds: options.durationSeconds,
    log,
  });
  const head = `moments run, ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, commit ${commandOutput('git', ['rev-parse', '--short', 'HEAD'])}; ${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}; load average at start ${loadAverageAtStart.map((l) => l.toFixed(2)).join(' ')}; PostgreSQL, ${result.posts.toLocaleString('en')} posts by ${result.authors} authors, ${result.connections} concurrent clients, ${RUNS} runs of ${result.seconds} s per target (figures: the median run by p95)`;
  const table = [...LATENCY_TABLE_HEAD, ...result.targets.map(({ name, figures }) => latencyRow(name, figures))].join(
    '\n',
  );
  const benchDir = join(repoRoot, 'bench');
  await mkdir(benchDir, { recursive: true });
  const write = async (file: string, text: string) =>
    writeFile(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
  await write(join(benchDir, 'results-moments.json'), JSON.stringify({ head, ...result }));
  await write(
    join(benchDir, 'results-moments.md'),
    `# Bench results (moments)\n\nMade by \`npm run bench -- --moments\`; ${head}.\n\n${table}\n\n` +
      `- Measured at the service layer (the functions the API calls, answers with media, places and the reader's likes), not over HTTP.\n`,
  );
  console.log(`\n${head}\n\n${table}\n`);
  await rm(workDir, { recursive: true, force: true });
  process.exit(0);
}

// Search only (--search): the search page beside a prerendered page, at the real and grown tables.
if (options.mode === 'search') {
  if (!existsSync(join(repoRoot, 'dist', 'server', 'entry.mjs'))) throw new Error('--search serves dist/: build first');
  const search = await measureSearch({
    root: repoRoot,
    port: PORTS.app,
    targets: options.scale,
    connections: options.connections,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
    log,
  });
  const commit = commitLabel();
  const head = `search run, ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, commit ${commit}; ${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}; load average at start ${loadAverageAtStart.map((l) => l.toFixed(2)).join(' ')}; ${search.connections} connections, ${search.durationSeconds} s per target after ${search.warmupSeconds} s warm-up`;
  const benchDir = join(repoRoot, 'bench');
  await mkdir(benchDir, { recursive: true });
  // Formatted like the full run's files, so the committed results pass `prettier --check`.
  const write = async (file: string, text: string) =>
    writeFile(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
  await write(join(benchDir, 'results-search.json'), JSON.stringify({ head, ...search }));
  const notes = search.notes.map((note) => `- ${note}`).join('\n');
  await write(
    join(benchDir, 'results-search.md'),
    `# Bench results (search)\n\nMade by \`npm run bench -- --search\`; ${head}.\n\n${markdownTable(searchTable(search))}\n\n` +
      `${search.indexing.length > 0 ? `${markdownTable(indexingTable(search))}\n\n` : ''}${notes}\n`,
  );
  console.log(`\n${head}\n\n${textTable(searchTable(search))}\n`);
  if (search.indexing.length > 0) console.log(`${textTable(indexingTable(search))}\n`);
  await rm(workDir, { recursive: true, force: true });
  log('wrote bench/results-search.json and bench/results-search.md');
  process.exit(0);
}

// 1. The build: timed (it is the real catalogue's build-scale row), or reused with --quick.
let buildFigures: BuildFigures | undefined;
let buildLoad: number | undefined;
const built = existsSync(join(repoRoot, 'dist', 'server', 'entry.mjs'));
if (options.reuseBuild && built) {
  log('reusing the existing dist/ (no build)');
  notes.push('The build was reused (--quick or --reuse-build): no build time for this run.');
} else {
  log(`building the site (log: ${join(workDir, 'build.log')})`);
  buildLoad = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  buildFigures = await runBuild(repoRoot, join(workDir, 'build.log'));
  log(`built ${buildFigures.pages} pages in ${buildFigures.seconds.toFixed(0)} s`);
}
const realEntries = catalogueSize(await countCatalogue(join(repoRoot, 'content')));

// 2. Servers: the app (own process, throw-away DATA_DIR) and nginx over the same files.
const running: RunningServer[] = [];
const stopAll = async () => {
  for (const server of running.splice(0).reverse()) await server.stop();
};
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

const pages: PageRow[] = [];
let serving: ServingResult | undefined;
let nginxVersion = 'unavailable';
try {
  log(`starting the app server on :${PORTS.app}`);
  const app = await startAppServer(repoRoot, PORTS.app);
  running.push(app);
  const nginxState = ensureNginx(log);
  let nginxOrigin: string | undefined;
  let nginxNote: string | undefined;
  if (nginxState.type === 'ok') {
    nginxVersion = `${nginxState.version}${nginxState.brotli ? ' + brotli_static' : ' (gzip_static only)'}`;
    log(`starting nginx on :${PORTS.nginx}`);
    const nginx = await startNginx(clientDir, PORTS.nginx, nginxState.brotli);
    running.push(nginx);
    nginxOrigin = nginx.origin;
  } else {
    nginxNote = nginxState.reason;
    notes.push(`nginx: ${nginxState.reason}; the static-serving limit is not measured.`);
  }

  // 3. Pages: Lighthouse, then axe, then the JS a reader loads by the end, per page type.
  const types = options.pages
    ? PAGE_TYPES.filter((t) => options.pages?.includes(t.id))
    : options.mode === 'quick'
      ? PAGE_TYPES.filter((t) => t.quick)
      : PAGE_TYPES;
  const samples = await pickSamples(types, clientDir, app.origin);
  for (const sample of samples) {
    pages.push(
      'skipped' in sample
        ? { id: sample.type.id, label: sample.type.label, skipped: sample.skipped }
        : { id: sample.type.id, label: sample.type.label, path: sample.path, note: sample.type.note },
    );
  }
  const measurable = pages.filter((p) => p.path);
  const lighthouse = await openLighthouse(PORTS.chrome);
  try {
    for (const page of measurable) {
      log(`lighthouse: ${page.label} ${page.path}`);
      try {
        page.lighthouse = await lighthouse.run(`${app.origin}${page.path}`);
      } catch (error) {
        page.error = `lighthouse: ${(error as Error).message}`;
      }
    }
  } finally {
    await lighthouse.close();
  }
  const axe = await openAxe();
  try {
    for (const page of measurable) {
      log(`axe: ${page.label} ${page.path}`);
      try {
        page.axe = await axe.run(`${app.origin}${page.path}`);
      } catch (error) {
        page.error = `${page.error ? `${page.error}; ` : ''}axe: ${(error as Error).message}`;
      }
    }
  } finally {
    await axe.close();
  }
  const scrolledJs = await openScrolledJs();
  try {
    for (const page of measurable) {
      log(`JS after scrolling: ${page.label} ${page.path}`);
      try {
        page.scrolledJsBytes = await scrolledJs.run(`${app.origin}${page.path}`);
      } catch (error) {
        page.error = `${page.error ? `${page.error}; ` : ''}scrolled JS: ${(error as Error).message}`;
      }
    }
  } finally {
    await scrolledJs.close();
  }

  // 4. Serving, target after target, with the load generator in its own process.
  serving = await measureServing({
    app: app.origin,
    nginx: nginxOrigin,
    nginxNote,
    staticPath: (await sampleEntryPath(clientDir, 'places')) ?? '/',
    onDemandPath: ON_DEMAND_PATH,
    connections: options.connections,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
    log,
  });
} finally {
  await stopAll();
}

// 5. The nginx-fronted deployment (a full run): after the single server above has stopped.
let deployment: DeploymentResult | undefined;
if (options.mode === 'full') {
  deployment = await deploymentOf();
  if (deployment.unavailable) notes.push(`Deployment: ${deployment.unavailable}; not measured.`);
}

// 6. Build scale: the real catalogue's build above, synthetic catalogues in temporary copies.
const scale: ScaleRow[] = [];
/** The size issue 12 compares with bare Astro: 10,000 entries per locale. */
const BARE_ASTRO_SIZE = 10_000;
let bareAstro: BareAstroRow | undefined;
if (buildFigures) {
  scale.push({
    catalogue: 'real',
    entriesPerLocale: realEntries,
    kind: 'measured',
    loadAverage: buildLoad,
    ...buildFigures,
  });
}
if (buildFigures && (buildFigures.stages.images ?? 0) < 2) {
  notes.push(
    "Build: pictures came from Astro's image cache (a cold cache adds about a minute for the real catalogue here).",
  );
}
if (options.mode === 'full') {
  scale.push(...(await measureSyntheticBuilds(repoRoot, options.scale, log)));
  const measuredSizes = new Set(scale.map((row) => row.entriesPerLocale));
  const missing = SCALE_SIZES.filter((size) => !measuredSizes.has(size));
  const extrapolated = extrapolateScale(scale, missing);
  scale.push(...extrapolated);
  if (extrapolated.length > 0) {
    notes.push(
      `Build scale: ${extrapolated.map((r) => r.entriesPerLocale.toLocaleString('en')).join(' and ')} entries per locale ` +
        'are extrapolated, not built (a full run builds 1,000 by default; 10,000 adds 8–11 minutes on this machine kind): pages along a straight line ' +
        "through the measured builds, seconds at the largest measured build's seconds per page without its image stage. " +
        'Measure them with --scale=5000,10000.',
    );
  }
  // Issue 12's yardstick beside the 10,000-per-locale build: machines of one kind differ too much
  // for the figure the issue quotes from another day.
  if (scale.some((row) => row.catalogue === 'synthetic' && row.entriesPerLocale === BARE_ASTRO_SIZE)) {
    bareAstro = await measureBareAstro(repoRoot, BARE_ASTRO_SIZE, log);
    const note = yardstickNote(bareAstro, scale);
    if (note) notes.push(note);
  }
  notes.push(
    'Build scale: synthetic catalogues are the real one plus numbered copies of real places, news and local ' +
      'entries (same mix), sharing the real pictures, built in a temporary copy of the repo with the image cache copied in.',
    'Build scale: Pagefind and precompression run side by side after the pages, so their two columns add up to more ' +
      'than the time they add to the build.',
  );
}

const results: BenchResults = {
  generatedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  mode: options.mode,
  commit: commitLabel(),
  durationSeconds: Math.round((performance.now() - started) / 100) / 10,
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.versions.node,
    chromium: commandOutput(CHROME_PATH, ['--version']).replace(/ built on .*/, ''),
    nginx: nginxVersion,
    loadAverageAtStart,
  },
  build: { reused: !buildFigures, entriesPerLocale: realEntries, figures: buildFigures },
  pages,
  serving,
  deployment,
  buildScale: scale,
  bareAstro,
  notes,
};

const benchDir = join(repoRoot, 'bench');
await mkdir(benchDir, { recursive: true });
const base = options.mode === 'full' ? 'results' : 'results-quick';
const format = async (text: string, file: string) =>
  prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
const jsonFile = join(benchDir, `${base}.json`);
const mdFile = join(benchDir, `${base}.md`);
const markdown = renderMarkdown(results);
await writeFile(jsonFile, await format(JSON.stringify(results), jsonFile));
await writeFile(
  mdFile,
  await format(
    `# Bench results (${results.mode})\n\nMade by \`npm run bench\`; see README.md#performance.\n\n${markdown}`,
    mdFile,
  ),
);
if (options.mode === 'full') {
  const readmeFile = join(repoRoot, 'README.md');
  const readme = replaceReadmeSection(await readFile(readmeFile, 'utf8'), markdown);
  await writeFile(readmeFile, await format(readme, readmeFile));
}

// The build log stays only when the build failed (the bench stopped before this line).
await rm(workDir, { recursive: true, force: true });

console.log(`\n${renderText(results)}\n`);
log(`wrote ${jsonFile} and ${mdFile}${options.mode === 'full' ? ' and the README section' : ''}`);
log(`done in ${results.durationSeconds.toFixed(0)} s`);
