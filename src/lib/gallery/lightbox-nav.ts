/**
 * The gallery lightbox's navigation rules, apart from the DOM so they can be tested alone.
 * Moving wraps around (docs/decisions/0014-galleries.md): "next" on the last photo shows the first,
 * so the previous and next buttons never turn disabled under the keyboard focus.
 */

/** The photo `delta` steps away from `index` in a gallery of `count`, wrapping at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

export type Move = { type: 'step'; delta: -1 | 1 } | { type: 'first' } | { type: 'last' };

/** What a key does in the open lightbox (Escape is the dialog's own). */
export function keyMove(key: string): Move | undefined {
  switch (key) {
    case 'ArrowRight':
      return { type: 'step', delta: 1 };
    case 'ArrowLeft':
      return { type: 'step', delta: -1 };
    case 'Home':
      return { type: 'first' };
    case 'End':
      return { type: 'last' };
    default:
      return undefined;
  }
}

/** The index a move leads to. */
export function applyMove(index: number, move: Move, count: number): number {
  if (move.type === 'first') return 0;
  if (move.type === 'last') return Math.max(0, count - 1);
  return stepIndex(index, move.delta, count);
}

/** The shortest horizontal travel, in CSS pixels, that counts as a swipe. */
export const SWIPE_MIN_DISTANCE = 50;

/**
 * The step a pointer gesture makes: a swipe to the left shows the next photo, to the right the
 * previous one. A short or mostly vertical gesture (a tap, a scroll) is no swipe: 0.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
