import { readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { brotliQuality } from './compress-file.ts';

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
/** Files a worker is given at a time: few enough that the workers finish together. */
const BATCH = 64;

/** A folder of the build that another integration is still writing when precompression starts. */
export interface FolderInProgress {
  /** Relative to the client build, as `pagefind`. */
  readonly folder: string;
  /** Settles when the folder is complete; a rejection fails the build. */
  readonly written: Promise<void>;
}

async function* walk(dir: string, skip: ReadonlySet<string>): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(path)) yield* walk(path, skip);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** The compressible files under `dir`, outside `skip`, the slow top-quality ones first so that none is left running alone at the end. */
async function compressibleFiles(dir: string, skip: ReadonlySet<string> = new Set()): Promise<string[]> {
  const paths: string[] = [];
  for await (const path of walk(dir, skip)) paths.push(path);
  return paths.sort((a, b) => brotliQuality(b) - brotliQuality(a));
}

/**
 * Writes `.br` and `.gz` beside every compressible file of the client build, once at build time;
 * the server then sends the one the browser accepts without spending CPU per request (the node
 * adapter itself sends everything uncompressed). One worker thread per core compresses whole files
 * with zlib's synchronous calls (compress-file.ts): at 3,000 entries per locale that took 33 s where
 * the event loop sending every file to zlib's thread pool took 51 s (decision 0059).
 *
 * `inProgress` are folders other integrations are still writing (the search index): the rest of
 * the build is compressed meanwhile, each of them once it is written.
 */
export function precompress(inProgress: readonly FolderInProgress[] = []): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        // A folder that fails while the pages are compressed fails the build below, where it is awaited.
        for (const { written } of inProgress) written.catch(() => undefined);
        const root = fileURLToPath(dir);
        const threads = Math.max(2, availableParallelism());
        const pending = new Set(inProgress.map(({ folder }) => join(root, folder)));
        let files = await compressInWorkers(await compressibleFiles(root, pending), threads);
        for (const { folder, written } of inProgress) {
          await written;
          files += await compressInWorkers(await compressibleFiles(join(root, folder)), threads);
        }
        logger.info(`precompressed ${files} files (br, gz) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}

/** Compresses the files in `threads` workers, a batch at a time to whichever is free; the files written. */
async function compressInWorkers(paths: readonly string[], threads: number): Promise<number> {
  let next = 0;
  let written = 0;
  const worker = () =>
    new Promise<void>((resolve, reject) => {
      const thread = new Worker(new URL('./compress-worker.ts', import.meta.url));
      const give = () => {
        const batch = paths.slice(next, next + BATCH);
        next += batch.length;
        if (batch.length === 0) void thread.terminate().then(() => resolve());
        else thread.postMessage(batch);
      };
      thread.on('message', (done: number) => {
        written += done;
        give();
      });
      thread.on('error', reject);
      give();
    });
  await Promise.all(Array.from({ length: threads }, worker));
  return written;
}
