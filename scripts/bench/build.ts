import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { cp, mkdir, readdir, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Seconds spent in the build's stages, read from Astro's log (undefined when a stage did not say).
 * Pagefind and precompression run side by side after the pages (decision 0059), so their sum is
 * more than the time they add to the build.
 */
export interface BuildStages {
  /** Rendering the prerendered pages to HTML. */
  prerender?: number;
  /** Astro's image pipeline (sizes and formats of every picture); near 0 with a warm cache. */
  images?: number;
  /** Pagefind indexing the built pages. */
  searchIndex?: number;
  /** Writing .br and .gz beside every compressible file, Pagefind's included. */
  precompress?: number;
}

export interface BuildFigures {
  seconds: number;
  pages: number;
  pagesPerSecond: number;
  stages: BuildStages;
}

// eslint-disable-next-line no-control-regex -- Astro's log may carry terminal colour codes.
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Stage durations from the text `astro build` prints: "✓ Completed in 11.64s." after the
 * "prerendering static routes" (a static build: "generating static routes") and "generating
 * optimized images" headings, and the durations the search-index and precompress integrations give
 * on their last line.
 */
export function parseBuildLog(text: string): BuildStages {
  const lines = text.replace(ANSI, '').split('\n');
  const stages: BuildStages = {};
  let heading: 'prerender' | 'images' | undefined;
  for (const line of lines) {
    if (/(prerendering|generating) static routes/.test(line)) heading = 'prerender';
    else if (/generating optimized images/.test(line)) heading = 'images';
    const done = /Completed in ([\d.]+)(m?s)\b/.exec(line);
    const minutes = /Completed in (\d+)m ([\d.]+)s/.exec(line);
    if (heading && done && !minutes) {
      stages[heading] = Number(done[1]) / (done[2] === 'ms' ? 1000 : 1);
      heading = undefined;
    } else if (heading && minutes) {
      stages[heading] = Number(minutes[1]) * 60 + Number(minutes[2]);
      heading = undefined;
    }
    const stated = / in ([\d.]+) s$/.exec(line.trimEnd());
    if (stated && /\[search-index\] indexed/.test(line)) stages.searchIndex = Number(stated[1]);
    if (stated && /\[precompress\] precompressed/.test(line)) stages.precompress = Number(stated[1]);
  }
  return stages;
}

/** Number of HTML pages under a folder. */
export async function countPages(dir: string): Promise<number> {
  let pages = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages += 1;
  }
  return pages;
}

/**
 * Runs `astro build` in `root` with the repo's Node, its output written to `logFile`, and returns
 * how long it took, how many pages it wrote and its stages.
 */
export async function runBuild(root: string, logFile: string, env: NodeJS.ProcessEnv = {}): Promise<BuildFigures> {
  await mkdir(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const chunks: string[] = [];
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
      cwd: root,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk.toString());
        log.write(chunk);
      });
    }
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build in ${root} exited with ${code}; see ${logFile}`)),
    );
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  log.end();
  const pages = await countPages(join(root, 'dist', 'client'));
  const pagesPerSecond = Math.round((10 * pages) / seconds) / 10;
  return { seconds, pages, pagesPerSecond, stages: parseBuildLog(chunks.join('')) };
}

/** Folders of node_modules that hold one build's caches rather than packages. */
const CACHE_DIRS = new Set(['.astro', '.vite', '.cache']);

/** A node_modules in `dest` whose packages are links to the repo's, without its caches; its path. */
export async function linkModules(repoRoot: string, dest: string): Promise<string> {
  const modules = join(dest, 'node_modules');
  await mkdir(modules, { recursive: true });
  for (const entry of await readdir(join(repoRoot, 'node_modules'))) {
    if (!CACHE_DIRS.has(entry)) await symlink(join(repoRoot, 'node_modules', entry), join(modules, entry));
  }
  return modules;
}

/**
 * A copy of the repository in `dest` without its content, build output or caches, ready for
 * another catalogue: the files git knows (tracked or not ignored), a node_modules whose packages
 * are links to the repo's, and a copy of the repo's image cache (content-addressed by Astro, so
 * the real pictures are not processed again).
 */
export async function prepareBuildCopy(repoRoot: string, dest: string): Promise<void> {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\0')
    .filter((f) => f && !f.startsWith('content/'));
  for (const file of files) {
    await mkdir(dirname(join(dest, file)), { recursive: true });
    await cp(join(repoRoot, file), join(dest, file)).catch((error: NodeJS.ErrnoException) => {
      // A file deleted in the work tree but still in the index: nothing to copy.
      if (error.code !== 'ENOENT') throw error;
    });
  }
  const modules = await linkModules(repoRoot, dest);
  await cp(join(repoRoot, 'node_modules', '.astro', 'assets'), join(modules, '.astro', 'assets'), {
    recursive: true,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
