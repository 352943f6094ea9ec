import type { PointerEvent } from 'react';
import type { StopPosition } from './StopCard.tsx';

/**
 * Reordering stops by dragging a stop's handle, with pointer events: one code path for a mouse, a
 * pen and a finger (the handle has `touch-action: none`, so a finger drags instead of scrolling),
 * where the platform's HTML drag and drop leaves touch screens out. Where the pointer is let go
 * decides the place: on a stop, the dragged one takes its position; on a day's drop zone, it goes
 * to that day's end. The places are marked in the DOM (`data-drop-day`, `data-drop-stop`), so
 * a stop can be dragged onto another day's list. Keyboards use the stops' buttons (decision 0027).
 */

/** Where a drop lands: `data-drop-stop="end"` is a day's drop zone. */
export function dropTargetAt(x: number, y: number): { element: HTMLElement; to: StopPosition } | undefined {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-drop-day]');
  if (!element) return undefined;
  const day = Number(element.dataset.dropDay);
  const stop = element.dataset.dropStop === 'end' ? Number.MAX_SAFE_INTEGER : Number(element.dataset.dropStop);
  return Number.isInteger(day) && Number.isInteger(stop) ? { element, to: { day, stop } } : undefined;
}

let marked: HTMLElement | undefined;
/** Shows where the stop would land (CSS draws `[data-drop-target]`). */
function mark(element: HTMLElement | undefined): void {
  if (marked === element) return;
  marked?.removeAttribute('data-drop-target');
  element?.setAttribute('data-drop-target', '');
  marked = element;
}

/** The pointer handlers of the handle of the stop at `from`. */
export function reorderHandlers(from: StopPosition, onMove: (from: StopPosition, to: StopPosition) => void) {
  const dragging = (event: PointerEvent<HTMLElement>) => event.currentTarget.hasPointerCapture(event.pointerId);
  const end = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.closest('li')?.removeAttribute('data-dragging');
    mark(undefined);
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      event.currentTarget.closest('li')?.setAttribute('data-dragging', '');
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (dragging(event)) mark(dropTargetAt(event.clientX, event.clientY)?.element);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!dragging(event)) return;
      const target = dropTargetAt(event.clientX, event.clientY);
      end(event);
      if (target) onMove(from, target.to);
    },
    onPointerCancel: end,
  };
}
