import { useCallback } from 'react';

/** Whether this page load has shown its results already: only the first showing follows the search. */
let shown = false;

/**
 * A ref for the results' heading. The search form is a GET onto the page, so a page that shows
 * results was just searched (or opened from a link to a search). The first time the heading is
 * shown, a phone still shows the form the visitor sent: when the heading starts in the lower half
 * of the screen or under the sticky header, it is scrolled to the top (at once for visitors who ask
 * for reduced motion, smoothly otherwise), and it takes the focus, so a screen reader reads the
 * results next. A desktop that shows the results already is left where it is.
 */
export function useResultsInView(): (heading: HTMLElement | null) => void {
  return useCallback((heading: HTMLElement | null) => {
    if (!heading || shown) return;
    shown = true;
    const { top } = heading.getBoundingClientRect();
    const covered = parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
    if (top < covered || top > innerHeight / 2) {
      const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    }
    heading.focus({ preventScroll: true });
  }, []);
}
