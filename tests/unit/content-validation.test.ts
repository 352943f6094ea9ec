import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { localeProblems } from '../../src/content/localized-glob.ts';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;

describe('locale completeness', () => {
  const entry = (id: string, data: Record<string, unknown> = { region: 'hue' }) => ({ id, data });

  it('names the file of a missing locale', () => {
    expect(localeProblems('content/places', [entry('vi/a'), entry('en/a')], ['region'])).toEqual([
      'content/places/zh/a.md is missing: every entry needs vi, en, zh',
    ]);
  });

  it('names the file whose shared field differs from the Vietnamese one', () => {
    const problems = localeProblems(
      'content/places',
      [entry('vi/a'), entry('en/a'), entry('zh/a', { region: 'da-nang' })],
      ['region'],
    );
    expect(problems).toEqual([
      'content/places/zh/a.md: "region" differs from the Vietnamese file; it must be the same in every locale',
    ]);
  });

  it('accepts complete, consistent entries', () => {
    expect(localeProblems('content/places', [entry('vi/a'), entry('en/a'), entry('zh/a')], ['region'])).toEqual([]);
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

  it('fails naming the file when an entry lacks a locale', async () => {
    dir = scratchProject();
    unlinkSync(join(dir, 'content/news/zh/bun-bo-hue.md'));
    const result = await sync(dir);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('content/news/zh/bun-bo-hue.md is missing');
  });
});
