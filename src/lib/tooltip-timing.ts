/** Radix-style tooltip timing (spec section 9). */
export const TOOLTIP_DELAY_MS = 700;
/** After a tooltip closes, another opens at once if the pointer reaches it within this time. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * Shared timing for every tooltip on the page: the first one waits 700 ms, and moving from one
 * trigger to the next within 300 ms of a close opens the next one at once.
 */
export function createTooltipTiming(delay = TOOLTIP_DELAY_MS, skipDelay = TOOLTIP_SKIP_DELAY_MS) {
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  let openCount = 0;
  return {
    /** How long to wait before opening a tooltip asked for at `now`. */
    openDelay(now: number): number {
      return openCount > 0 || now - lastClosedAt < skipDelay ? 0 : delay;
    },
    opened(): void {
      openCount += 1;
    },
    closed(now: number): void {
      openCount = Math.max(0, openCount - 1);
      lastClosedAt = now;
    },
  };
}
