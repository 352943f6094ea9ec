/**
 * Where the process is in its life: serving, or draining after SIGTERM. While draining, readiness
 * answers 503 so a load balancer sends new visitors elsewhere, requests under way finish, and then
 * what registered with `onShutdown` (the database) closes (src/server/http/main.ts).
 *
 * The state lives on globalThis: main.ts and the built server bundle (dist/server) each load their
 * own copy of this module, and both must see the same process.
 */
interface Lifecycle {
  draining: boolean;
  closers: Set<() => Promise<void>>;
}

const KEY = Symbol.for('nvtravel.lifecycle');
const state = ((globalThis as Record<symbol, unknown>)[KEY] ??= {
  draining: false,
  closers: new Set(),
}) as Lifecycle;

export const isDraining = (): boolean => state.draining;

export function startDraining(): void {
  state.draining = true;
}

export function onShutdown(close: () => Promise<void>): void {
  state.closers.add(close);
}

/**
 * Closes everything registered, each once, whatever the others do, last registered first: what
 * started on top of the database (the job queue) stops before the database closes.
 */
export async function closeAll(): Promise<void> {
  const closers = [...state.closers].reverse();
  state.closers.clear();
  for (const close of closers) await close().catch(() => undefined);
}
