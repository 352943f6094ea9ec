import { describe, expect, it } from 'vitest';
import { applyMove, keyMove, stepIndex, swipeStep, SWIPE_MIN_DISTANCE } from '#lib/gallery/lightbox-nav.ts';

describe('stepIndex', () => {
  it('moves one photo forward and back', () => {
    expect(stepIndex(2, 1, 8)).toBe(3);
    expect(stepIndex(2, -1, 8)).toBe(1);
  });

  it('wraps from the last photo to the first and from the first to the last', () => {
    expect(stepIndex(7, 1, 8)).toBe(0);
    expect(stepIndex(0, -1, 8)).toBe(7);
  });

  it('stays on the only photo of a one-photo gallery and copes with an empty one', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

/** The move of a key that has one. */
function key(name: string) {
  const move = keyMove(name);
  if (!move) throw new Error(`${name} has no move`);
  return move;
}

describe('keyMove and applyMove', () => {
  it('maps the arrow keys to steps and Home and End to the ends', () => {
    expect(applyMove(3, key('ArrowRight'), 6)).toBe(4);
    expect(applyMove(3, key('ArrowLeft'), 6)).toBe(2);
    expect(applyMove(3, key('Home'), 6)).toBe(0);
    expect(applyMove(3, key('End'), 6)).toBe(5);
  });

  it('wraps with the arrow keys at both ends', () => {
    expect(applyMove(5, key('ArrowRight'), 6)).toBe(0);
    expect(applyMove(0, key('ArrowLeft'), 6)).toBe(5);
  });

  it('ignores other keys (Escape belongs to the dialog, Tab to focus)', () => {
    expect(keyMove('Escape')).toBeUndefined();
    expect(keyMove('Tab')).toBeUndefined();
    expect(keyMove('ArrowUp')).toBeUndefined();
  });
});

describe('swipeStep', () => {
  it('treats a swipe to the left as next and to the right as previous', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it('ignores a tap or a short drag', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-(SWIPE_MIN_DISTANCE - 1), 0)).toBe(0);
    expect(swipeStep(-SWIPE_MIN_DISTANCE, 0)).toBe(1);
  });

  it('ignores a mostly vertical gesture (scrolling the caption)', () => {
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(90, 120)).toBe(0);
  });
});
