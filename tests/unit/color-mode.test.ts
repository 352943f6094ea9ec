import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { firstFrameScript, resolveTheme } from '#lib/color-mode.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';

describe('colour mode resolution', () => {
  it('uses the stored light or dark choice', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('follows the system for system, nothing stored or garbage', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme('purple', false)).toBe('light');
  });

  it('lets a page force light or dark over any choice', () => {
    expect(resolveTheme('dark', true, 'light')).toBe('light');
    expect(resolveTheme('light', false, 'dark')).toBe('dark');
  });
});

describe('first-frame script', () => {
  function run(stored: string | null, systemDark: boolean, forced?: 'light' | 'dark', token: string | null = null) {
    const root = { dataset: {} as Record<string, string>, classList: new Set<string>() };
    runInNewContext(firstFrameScript(forced), {
      document: {
        documentElement: { dataset: root.dataset, classList: { add: (c: string) => root.classList.add(c) } },
      },
      localStorage: {
        getItem: (key: string) =>
          key === STORAGE_KEYS.colorMode ? stored : key === STORAGE_KEYS.accessToken ? token : null,
      },
      matchMedia: () => ({ matches: systemDark }),
    });
    return root;
  }

  it('is self-contained and paints the stored theme before anything else', () => {
    const root = run('dark', false);
    expect(root.dataset.theme).toBe('dark');
    expect(root.classList.has('js')).toBe(true);
  });

  it('marks a stored session before the header paints', () => {
    expect(run(null, false, undefined, 'a.jwt.token').dataset.signedIn).toBe('');
    expect(run(null, false).dataset.signedIn).toBeUndefined();
  });

  it('falls back to the system theme and honours a forced theme', () => {
    expect(run(null, true).dataset.theme).toBe('dark');
    expect(run('dark', true, 'light').dataset.theme).toBe('light');
  });
});
