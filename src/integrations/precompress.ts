import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
/** Below this, the compressed file plus its headers saves nothing worth a file. */
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Brotli quality for a file. The few shared assets (CSS, scripts, icons, the sitemap) are sent on
 * every visit and compressed once, so they get the top quality, 11. The pages are most of the files
 * and each is fetched far less: quality 6 makes them about 10 % larger than 11 (20.3 % of the page
 * against 18.5 %) at a 60th of the time, which keeps precompression linear and cheap as the
 * catalogue grows (docs/decisions/0021-content-kinds-and-linear-builds.md).
 */
export const brotliQuality = (path: string): number => (path.endsWith('.html') ? 6 : 11);

/**
 * Writes `.br` and `.gz` beside one file; false when it is too small to be worth it. Each is
 * compressed in one piece (an output chunk as large as the file), not in zlib's 16 KB chunks, each
 * a trip to the thread pool: 17 % less CPU for a page. Gzip is for the few clients without brotli;
 * level 6 makes pages 0.1 % larger than 9 for a quarter less time.
 */
export async function compressBeside(path: string): Promise<boolean> {
  const body = await readFile(path);
  if (body.length < MIN_BYTES) return false;
  const chunkSize = Math.max(64 * 1024, body.length);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      chunkSize,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 6, chunkSize }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return true;
}

/**
 * Writes `.br` and `.gz` beside every compressible file of the client build, once at build time;
 * the server then sends the one the browser accepts without spending CPU per request (the node
 * adapter itself sends everything uncompressed). As many files are in flight as there are cores
 * (zlib runs them on libuv's thread pool); one at a time left all cores but one idle.
 */
export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const paths: string[] = [];
        for await (const path of walk(fileURLToPath(dir))) paths.push(path);
        let next = 0;
        let files = 0;
        const worker = async () => {
          while (next < paths.length) {
            const path = paths[next++] as string;
            if (await compressBeside(path)) files += 1;
          }
        };
        await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
        logger.info(`precompressed ${files} files (br, gz)`);
      },
    },
  };
}
