import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  readFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeProblems, localizedGlob } from '#content/localized-glob.ts';

// The files a stand-in glob loader "finds": ids as Astro's glob gives them, `<locale>/<slug>`.
const found = vi.hoisted(() => ({ ids: [] as string[] }));
vi.mock('astro/loaders', () => ({
  glob: () => ({
    name: 'glob',
    load: (context: { store: { set: (entry: { id: string; data: Record<string, unknown> }) => void } }) => {
      for (const id of found.ids) context.store.set({ id, data: { region: 'hue' } });
    },
  }),
}));

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;

describe('locale completeness', () => {
  const entry = (id: string, data: Record<string, unknown> = { region: 'hue' }) => ({ id, data });

  it('names the file of a missing locale', () => {
    expect(localeProblems('content/places', [entry('vi/a'), entry('en/a')], ['region'])).toEqual([
      { slug: 'a', message: 'content/places/zh/a.md is missing: every entry needs vi, en, zh' },
    ]);
  });

  it('names the file whose shared field differs from the Vietnamese one', () => {
    const problems = localeProblems(
      'content/places',
      [entry('vi/a'), entry('en/a'), entry('zh/a', { region: 'da-nang' })],
      ['region'],
    );
    expect(problems).toEqual([
      {
        slug: 'a',
        message:
          'content/places/zh/a.md: "region" differs from the Vietnamese file; it must be the same in every locale',
      },
    ]);
  });

  it('accepts complete, consistent entries', () => {
    expect(localeProblems('content/places', [entry('vi/a'), entry('en/a'), entry('zh/a')], ['region'])).toEqual([]);
  });
});

describe('drafts mode (CONTENT_DRAFTS=1)', () => {
  /** Runs the loader over `ids` in a stand-in store; returns the ids left and the warning. */
  async function load(base: string, ids: string[]): Promise<{ kept: string[]; warning: string }> {
    found.ids = ids;
    const store = new Map<string, { id: string; data: Record<string, unknown> }>();
    let warning = '';
    vi.stubEnv('CONTENT_DRAFTS', '1');
    try {
      await localizedGlob(base, ['region']).load({
        store: {
          set: (entry: { id: string; data: Record<string, unknown> }) => store.set(entry.id, entry),
          entries: () => [...store.entries()],
          delete: (id: string) => store.delete(id),
        },
        logger: { warn: (message: string) => (warning = message) },
      } as unknown as Parameters<ReturnType<typeof localizedGlob>['load']>[0]);
    } finally {
      vi.unstubAllEnvs();
    }
    return { kept: [...store.keys()].sort(), warning };
  }

  it('leaves out exactly the entries with a missing locale and keeps the complete ones', async () => {
    const { kept, warning } = await load('content/places', ['vi/a', 'en/a', 'zh/a', 'vi/b', 'en/b']);
    expect(kept).toEqual(['en/a', 'vi/a', 'zh/a']);
    expect(warning).toContain('content/places/zh/b.md is missing');
  });

  it('finds the incomplete entry whatever the content folder is called', async () => {
    // A folder named like a locale once fooled the slug-from-message parsing into dropping nothing.
    const { kept } = await load('content/en/guides', ['vi/a', 'en/a', 'zh/a', 'vi/b', 'en/b']);
    expect(kept).toEqual(['en/a', 'vi/a', 'zh/a']);
  });
});

/** A throwaway copy of the project whose content can be broken without touching the real one. */
function scratchProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  for (const item of ['src', 'content', 'locales', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json']) {
    cpSync(join(ROOT, item), join(dir, item), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

async function sync(dir: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(join(ROOT, 'node_modules/.bin/astro'), ['sync'], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CONTENT_DRAFTS: '' },
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('a content build', { timeout: 120_000 }, () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('fails naming the file when an entry breaks its schema', async () => {
    dir = scratchProject();
    const file = join(dir, 'content/places/en/vinh-ha-long.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^priceLevel: \d/m, 'priceLevel: 9'));
    const result = await sync(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('content/places/en/vinh-ha-long.md');
    expect(result.output).toContain('priceLevel');
  });

  it('fails naming the itinerary, day and stop when a stop is at a place that does not exist', async () => {
    dir = scratchProject();
    const [name] = readdirSync(join(dir, 'content/itineraries/vi'));
    const file = join(dir, 'content/itineraries/vi', name ?? '');
    const text = readFileSync(file, 'utf8');
    const place = /place: "?([a-z0-9-]+)"?/.exec(text)?.[1] ?? '';
    writeFileSync(
      file,
      text
        .replace(`place: "${place}"`, 'place: "no-such-place"')
        .replace(`place: ${place}\n`, 'place: no-such-place\n'),
    );
    const result = await sync(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      `content/itineraries/vi/${name}: day 1, stop 1 (no-such-place): place "no-such-place" does not exist`,
    );
  });

  it('fails naming the file when an entry lacks a locale', async () => {
    dir = scratchProject();
    unlinkSync(join(dir, 'content/news/zh/bun-bo-hue.md'));
    const result = await sync(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('content/news/zh/bun-bo-hue.md is missing');
  });
});
