import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import hydrateOnEvent from '#integrations/event-directive.client.ts';
import { wakeIsland } from '#lib/wake-island.ts';

/** The `client:event` directive as Astro starts it for one island; resolves when the island hydrates. */
function startIsland(name: string): { hydrated: Promise<void> } {
  let done: () => void = () => undefined;
  const hydrated = new Promise<void>((resolve) => (done = resolve));
  const load = () => Promise.resolve(async () => done());
  void hydrateOnEvent(load, { name: 'event', value: name }, {} as HTMLElement);
  return { hydrated };
}

describe('client:event islands', () => {
  beforeEach(() => {
    // A window of its own per test: the events and the names already woken.
    const window = new EventTarget();
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
    vi.stubGlobal('dispatchEvent', window.dispatchEvent.bind(window));
    vi.stubGlobal('__wokenIslands', undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('load when woken after their directive started', async () => {
    const island = startIsland('app:toast');
    wakeIsland('app:toast');
    await island.hydrated;
  });

  it('load when woken before their directive started, as a toast fired by an early script is', async () => {
    wakeIsland('app:toast');
    await startIsland('app:toast').hydrated;
  });

  it('stay asleep while nobody wakes them', async () => {
    const hydrate = vi.fn();
    void hydrateOnEvent(() => Promise.resolve(hydrate), { name: 'event', value: 'app:login-popup' }, {} as HTMLElement);
    wakeIsland('app:toast');
    await new Promise((resolve) => setImmediate(resolve));
    expect(hydrate).not.toHaveBeenCalled();
  });
});
