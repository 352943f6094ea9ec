/**
 * Islands marked `client:event="name"` load when the window event `name` fires
 * (src/integrations/event-directive.ts). An island with children starts its directive only at
 * DOMContentLoaded, after the page's module scripts have run, so an event those scripts fire early
 * (a toast, a login popup left open on the previous page) would reach no listener and the island
 * would never load. The names fired are kept on `window`, and the directive looks there first.
 */
const WOKEN = '__wokenIslands';

type WithWoken = typeof globalThis & { [WOKEN]?: Set<string> };

/** Loads the island waiting on `name`, now or as soon as its directive starts. */
export function wakeIsland(name: string): void {
  ((globalThis as WithWoken)[WOKEN] ??= new Set()).add(name);
  dispatchEvent(new Event(name));
}

/** Whether `wakeIsland(name)` has already been called on this page. */
export const isIslandWoken = (name: string): boolean => (globalThis as WithWoken)[WOKEN]?.has(name) ?? false;
