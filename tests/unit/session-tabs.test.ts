import { AsyncLocalStorage } from 'node:async_hooks';
import type { PersistentEvent, PersistentListener } from '@nanostores/persistent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jwt, page, USER } from './support/fake-api.ts';

/**
 * Two tabs of one browser: each imports its own copy of the stores (vi.resetModules), both share
 * one localStorage, a write in one tab reaches the other as a storage event (never the writer, as
 * in a browser), and Web Locks serialise them. The tab a write comes from follows the async work
 * it belongs to (AsyncLocalStorage), timers and awaits included.
 */
function browser() {
  const tabOf = new AsyncLocalStorage<string>();
  const listeners: { tab: string | undefined; callback: PersistentListener }[] = [];
  let pending = Promise.resolve();
  const notify = (key: string, newValue: string | null) => {
    const writer = tabOf.getStore();
    for (const listener of listeners) {
      if (listener.tab === writer) continue;
      // Storage events arrive as a task of the receiving tab, after the write. A removal carries
      // newValue null, as in browsers (and as the library handles), though its type says string.
      pending = pending.then(() =>
        tabOf.run(listener.tab ?? '', () => listener.callback({ key, newValue } as PersistentEvent)),
      );
    }
  };
  const data: Record<string, string> = {};
  Object.defineProperty(data, 'getItem', { value: (key: string) => data[key] ?? null, enumerable: false });
  const storage = new Proxy(data, {
    set(target, key: string, value: string) {
      target[key] = value;
      notify(key, value);
      return true;
    },
    deleteProperty(target, key: string) {
      Reflect.deleteProperty(target, key);
      notify(key, null);
      return true;
    },
  });
  const events = {
    addEventListener: (_key: string, callback: PersistentListener) =>
      void listeners.push({ tab: tabOf.getStore(), callback }),
    removeEventListener: (_key: string, callback: PersistentListener) => {
      const index = listeners.findIndex((listener) => listener.callback === callback);
      if (index >= 0) listeners.splice(index, 1);
    },
  };
  let held = Promise.resolve();
  const locks = {
    request: (_name: string, task: () => Promise<void>) => {
      const run = held.then(task);
      held = run.catch(() => undefined);
      return run;
    },
  };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('navigator', { locks });

  async function openTab(name: string) {
    vi.resetModules();
    return tabOf.run(name, async () => {
      const persistent = await import('@nanostores/persistent');
      persistent.setPersistentEngine(storage, events);
      const session = await import('#stores/session.ts');
      const auth = await import('#stores/auth.ts');
      const user = await import('#stores/user-info.ts');
      return { ...session, ...auth, ...user, run: <T>(task: () => T) => tabOf.run(name, task) };
    });
  }
  /** Every storage event sent so far has been handled. */
  const delivered = async () => {
    let seen: Promise<void> | undefined;
    while (seen !== pending) {
      seen = pending;
      await seen;
    }
  };
  return { data, openTab, delivered };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('two tabs share one session', () => {
  it('refresh once: the tab that waited for the lock finds the new pair and presents nothing', async () => {
    page('lang=vi');
    const { data, openTab, delivered } = browser();
    const expiring = jwt(30_000);
    Object.assign(data, { 'app:auth:accessToken': expiring, 'app:auth:refreshToken': 'r1' });
    const a = await openTab('A');
    const b = await openTab('B');
    expect(b.$accessToken.get()).toBe(expiring);
    const seenInB: (string | undefined)[] = [];
    b.run(() => b.$accessToken.listen((token) => seenInB.push(token)));

    // The server: a refresh token works once; presenting it again revokes the session (decision 0009).
    const used = new Set<string>();
    const fresh = jwt(7_200_000);
    const sent = fakeFetch((request) => {
      const presented = request.headers['nvtravel-token'] ?? '';
      if (used.has(presented)) return { status: 401, code: 'TOKEN_INVALID' };
      used.add(presented);
      return { code: 'SUCCESS', data: { token: fresh, refreshToken: 'r2', user: USER } };
    });

    // Both tabs' timers fire together.
    await Promise.all([a.run(() => a.refreshSession()), b.run(() => b.refreshSession())]);
    await delivered();

    expect(sent.filter((r) => r.url.endsWith('/user/refreshToken'))).toHaveLength(1);
    expect(data['app:auth:accessToken']).toBe(fresh);
    expect(data['app:auth:refreshToken']).toBe('r2');
    // Tab B learnt the new pair from the storage event, and is still signed in.
    expect(seenInB).toContain(fresh);
    expect(b.$accessToken.get()).toBe(fresh);
    expect(b.$userInfo.get()).toEqual(USER);
    expect(b.$showPopupLogin.get()).toBe(false);
    expect(a.$showPopupLogin.get()).toBe(false);
  });

  it('a sign-out in one tab signs the other out', async () => {
    page('lang=vi');
    const { data, openTab, delivered } = browser();
    Object.assign(data, { 'app:auth:accessToken': jwt(7_200_000), 'app:auth:refreshToken': 'r1' });
    const a = await openTab('A');
    const b = await openTab('B');
    const signedInB: boolean[] = [];
    b.run(() => b.$signedIn.subscribe((signedIn) => signedInB.push(signedIn)));
    a.run(() => a.signOut());
    await delivered();
    expect(signedInB).toEqual([true, false]);
    expect(data['app:auth:refreshToken']).toBeUndefined();
  });
});
