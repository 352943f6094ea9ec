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

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every compressible file of the client build, once at build time;
 * the server then sends the one the browser accepts without spending CPU per request (the node
 * adapter itself sends everything uncompressed). One worker thread per core compresses whole files
 * with zlib's synchronous calls (compress-file.ts): at 3,000 entries per locale that took 33 s where
 * the event loop sending every file to zlib's thread pool took 51 s (decision 0059).
 */
export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const paths: string[] = [];
        for await (const path of walk(fileURLToPath(dir))) paths.push(path);
        // The slow top-quality files first, so that none is left running alone at the end.
        paths.sort((a, b) => brotliQuality(b) - brotliQuality(a));
        const files = await compressInWorkers(paths, Math.max(2, availableParallelism()));
        logger.info(`precompressed ${files} files (br, gz)`);
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
