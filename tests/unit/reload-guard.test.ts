import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS } from '#lib/reload-guard.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk reload guard', () => {
  it('reloads a path at most once per 10 seconds', () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload('/news/', 1_000_000, storage)).toBe(true);
    expect(claimReload('/news/', 1_000_001, storage)).toBe(false);
    expect(claimReload('/news/', 1_009_999, storage)).toBe(false);
    expect(claimReload('/news/', 1_010_000, storage)).toBe(true);
  });

  it('guards each path on its own', () => {
    const storage = memoryStorage();
    expect(claimReload('/a/', 5_000, storage)).toBe(true);
    expect(claimReload('/b/', 5_001, storage)).toBe(true);
    expect(claimReload('/a/', 5_002, storage)).toBe(false);
  });

  it('tells chunk load failures from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_astro/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
