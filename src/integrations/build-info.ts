import { execSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

/** Path of the small static file that tells a running page which build is live. */
export const BUILD_INFO_PATH = '/build.json';

function makeBuildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (an unpacked release): the timestamp alone still tells builds apart.
  }
  return `${commit}-${Date.now().toString(36)}`;
}

/**
 * Gives every build an id, inlined into the client code as `import.meta.env.PUBLIC_BUILD_ID` and
 * written to `/build.json`, so an open page can notice that a newer build has been deployed.
 */
export function buildInfo(): AstroIntegration {
  const buildId = makeBuildId();
  return {
    name: 'build-info',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { define: { 'import.meta.env.PUBLIC_BUILD_ID': JSON.stringify(buildId) } } });
      },
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL(BUILD_INFO_PATH.slice(1), dir), JSON.stringify({ buildId }));
      },
    },
  };
}
