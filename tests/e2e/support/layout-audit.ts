import type { Locator, Page } from '@playwright/test';

/**
 * What the layout test counts as an interactive target: everything a finger can activate. Native
 * controls and the ARIA roles that make an element one (decision 0034).
 */
export const TARGET_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="tab"]',
  '[role="link"]',
  '[role="option"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
].join(', ');

export interface LayoutProblem {
  /** A short description of the element: tag, id or class, text. */
  element: string;
  problem: string;
}

/**
 * Looks at every visible element under `scope` (the whole page by default) and reports:
 * - an element that reaches past the viewport's left or right edge (unless an ancestor that scrolls
 *   or clips sideways holds it: a carousel track, an ellipsis), and a page that scrolls sideways;
 * - an interactive target smaller than `minTarget` × `minTarget` CSS pixels.
 *
 * WCAG 2.5.5's exceptions that apply here: a link inside running text (a link whose box is inline
 * and whose paragraph holds other words) is exempt; so is an element the browser draws itself and
 * the page does not size (none today). Visually hidden elements (1 px) are not targets: their
 * label is.
 */
export async function layoutProblems(page: Page, minTarget: number, scope?: Locator): Promise<LayoutProblem[]> {
  const root = scope ? await scope.elementHandle() : null;
  return page.evaluate(
    ({ selector, minTarget, root }) => {
      const problems: { element: string; problem: string }[] = [];
      const width = document.documentElement.clientWidth;
      const describe = (element: Element) => {
        const id = element.id ? `#${element.id}` : '';
        const className =
          typeof element.className === 'string' && element.className
            ? `.${element.className.trim().split(/\s+/).join('.')}`
            : '';
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const label = element.getAttribute('aria-label');
        return `${element.tagName.toLowerCase()}${id}${className} "${label ?? text}"`;
      };
      const visible = (element: Element) =>
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        element.getBoundingClientRect().width > 1 &&
        element.getBoundingClientRect().height > 1;
      /** An ancestor that scrolls or clips sideways keeps what is inside it from sticking out. */
      const heldByAncestor = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          // `clip` as the visually-hidden pattern still writes it (read by name: the property is deprecated).
          const clip = style.getPropertyValue('clip');
          if (style.overflowX !== 'visible' || style.clipPath !== 'none' || (clip && clip !== 'auto')) return true;
        }
        return false;
      };
      /** A link in running text: an inline box whose block holds more words than the link. */
      const inRunningText = (element: Element) => {
        if (element.tagName !== 'A' || !getComputedStyle(element).display.startsWith('inline')) return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        const blockText = (block?.textContent ?? '').replace(/\s+/g, '');
        const ownText = (element.textContent ?? '').replace(/\s+/g, '');
        return blockText.length > ownText.length;
      };

      /**
       * The area a finger can hit: the element's box, or for a stretched link (an absolutely
       * positioned `::after` or `::before` that fills its positioned ancestor, as a card's title
       * link does) that ancestor's box.
       */
      const hitArea = (element: Element) => {
        for (const pseudo of ['::after', '::before']) {
          const style = getComputedStyle(element, pseudo);
          if (style.content === 'none' || style.position !== 'absolute') continue;
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).position !== 'static') return parent.getBoundingClientRect();
          }
        }
        return element.getBoundingClientRect();
      };

      const base = (root as Element | null) ?? document.body;
      if (!root && document.documentElement.scrollWidth > width) {
        problems.push({
          element: 'html',
          problem: `scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`,
        });
      }
      for (const element of [base, ...base.querySelectorAll('*')]) {
        if (!visible(element)) continue;
        const box = element.getBoundingClientRect();
        if ((box.right > width + 0.5 || box.left < -0.5) && !heldByAncestor(element)) {
          problems.push({
            element: describe(element),
            problem: `outside the viewport: ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`,
          });
        }
        if (element.matches(selector) && !inRunningText(element)) {
          const area = hitArea(element);
          if (area.width + 0.5 < minTarget || area.height + 0.5 < minTarget) {
            problems.push({
              element: describe(element),
              problem: `target ${Math.round(area.width)}×${Math.round(area.height)} < ${minTarget}`,
            });
          }
        }
      }
      return problems;
    },
    { selector: TARGET_SELECTOR, minTarget, root },
  );
}

/** The problems as lines, for a readable failure. */
export const problemLines = (problems: LayoutProblem[]): string[] =>
  problems.map(({ element, problem }) => `${element}: ${problem}`);
