import type { AstroIntegration } from 'astro';

/**
 * The modules the page shell (src/browser/app.ts, on every page) shares with islands and page
 * scripts: its stores, the i18n helpers, nanostores and Vite's preload helper. Left to itself the
 * bundler gives each its own chunk, because an island imports it too, and every page then fetched
 * a dozen files of a few hundred bytes, each with its response headers and too small to be
 * compressed (issue 14's 20 KB budget for an itinerary page was lost that way). The shell
 * loads all of them anyway, so one chunk costs no page a byte it did not already fetch.
 * Only modules the shell imports belong here: anything else would ride along on every page.
 */
const SHELL_SHARED = [
  /\/src\/stores\/(auth|build|color-mode|loading|location|toasts|user-info)\.ts$/,
  /\/src\/lib\/(storage-keys|color-mode|text\/given-name)\.ts$/,
  /\/src\/lib\/i18n\/(island-translator|localized-path|locales)\.ts$/,
  /\/src\/browser\/location\.ts$/,
  /\/node_modules\/(nanostores|@nanostores\/persistent)\//,
  /vite\/preload-helper/,
];

/**
 * React and its Astro renderer: every island loads all of them together, so five files (react,
 * react-dom, its client, the JSX runtime, the renderer) are one request instead of five; the
 * booking, SIM, data and moments pages each saved about 2 KB of response headers (issue 15's 90 KB).
 */
const REACT_RUNTIME = /\/node_modules\/(react|react-dom|scheduler|@astrojs\/react|@nanostores\/react)\//;

export function shellChunk(): AstroIntegration {
  return {
    name: 'shell-chunk',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'shell-chunk',
                // The browser's bundle only: the server's chunks are read from disk, not fetched.
                configEnvironment: (name: string) =>
                  name === 'client'
                    ? {
                        build: {
                          rolldownOptions: {
                            output: {
                              codeSplitting: {
                                groups: [
                                  { name: 'shell', test: (id: string) => SHELL_SHARED.some((re) => re.test(id)) },
                                  { name: 'react', test: (id: string) => REACT_RUNTIME.test(id) },
                                ],
                              },
                            },
                          },
                        },
                      }
                    : undefined,
              },
            ],
          },
        });
      },
    },
  };
}
