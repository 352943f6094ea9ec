import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'vite';
import { assetsOfPage, importsOfScript } from '#lib/offline/region-pack.ts';
import { LOCALES } from '#lib/i18n/locales.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { MANIFEST_ICON_PATHS } from '#lib/offline/web-app-manifest.ts';
import { offlineShellPaths } from '../service-worker/scope.ts';

/** Where the push branch's Firebase worker code lands when it is built (decision 0045). */
export const FIREBASE_WORKER_PATH = '/firebase-messaging-sw.js';

/**
 * What the worker keeps at install: the offline notice and the order and My trips shells of each
 * language, the scripts and styles they load (with what they import), and the app icons. Hashed files need no revision; the rest take
 * the build id, so a new build refreshes them.
 */
export async function precacheList(
  clientDir: string,
  buildId: string,
): Promise<{ url: string; revision: string | null }[]> {
  const pages = [...LOCALES.map((locale) => localizedPath(locale, '/offline/')), ...offlineShellPaths()];
  const assets = new Set<string>();
  for (const page of pages)
    for (const asset of assetsOfPage(await readFile(`${clientDir}${page}index.html`, 'utf8'))) assets.add(asset);
  for (const asset of assets) {
    if (asset.endsWith('.js'))
      for (const imported of importsOfScript(await readFile(`${clientDir}${asset}`, 'utf8'), asset))
        assets.add(imported);
  }
  return [
    ...pages.map((url) => ({ url, revision: buildId })),
    ...MANIFEST_ICON_PATHS.map((url) => ({ url, revision: buildId })),
    ...[...assets].map((url) => ({ url, revision: null })),
  ];
}

/**
 * Builds the service worker (src/service-worker/sw.ts, Workbox's modules) into the client build
 * as `/sw.js` once the pages are written, since its precache names their files. With the node
 * adapter `@vite-pwa/astro` writes into dist/server/ (docs/decisions/0045), so Vite's own bundler
 * does it here: one classic script, `importScripts` of the Firebase worker first when the build has it.
 */
export function serviceWorker(): AstroIntegration {
  return {
    name: 'service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir).replace(/\/$/, '');
        const { buildId } = JSON.parse(await readFile(`${clientDir}/build.json`, 'utf8')) as { buildId: string };
        const precache = await precacheList(clientDir, buildId);
        const firebase = existsSync(`${clientDir}${FIREBASE_WORKER_PATH}`);
        const outDir = `${clientDir}/.sw-build`;
        await build({
          configFile: false,
          logLevel: 'warn',
          publicDir: false,
          define: {
            PRECACHE: JSON.stringify(precache),
            'process.env.NODE_ENV': JSON.stringify('production'),
          },
          build: {
            outDir,
            emptyOutDir: true,
            minify: true,
            lib: {
              entry: fileURLToPath(new URL('../service-worker/sw.ts', import.meta.url)),
              formats: ['iife'],
              name: 'nvtSw',
              fileName: () => 'sw.js',
            },
            rolldownOptions: {
              output: firebase ? { banner: `importScripts(${JSON.stringify(FIREBASE_WORKER_PATH)});` } : {},
            },
          },
        });
        await rename(`${outDir}/sw.js`, `${clientDir}/sw.js`);
        await rm(outDir, { recursive: true, force: true });
        logger.info(`sw.js: ${precache.length} files precached${firebase ? ', Firebase worker imported' : ''}`);
      },
    },
  };
}
