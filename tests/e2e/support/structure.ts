import type { Page } from '@playwright/test';

/** Roles that need a name a screen reader can say: what a person operates, and pictures. */
const NAMED = new Set([
  'link',
  'button',
  'textbox',
  'searchbox',
  'combobox',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'spinbutton',
  'listbox',
  'tab',
  'menuitem',
  'img',
]);

/**
 * Roles whose children are presentational (WAI-ARIA 1.2): an icon inside a named button is part of
 * the button, not a picture of its own that needs a name.
 */
const PRESENTATIONAL_CHILDREN = new Set([
  'button',
  'checkbox',
  'img',
  'menuitemcheckbox',
  'menuitemradio',
  'meter',
  'option',
  'progressbar',
  'radio',
  'scrollbar',
  'separator',
  'slider',
  'switch',
  'tab',
]);

/** One line of Playwright's ARIA snapshot: `- role "name" [level=2]:`, indented by depth. */
const SNAPSHOT_LINE = /^- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?((?: \[[^\]]*\])*):?/;

/**
 * The cheap structural check that runs on every locale of every page type, beside axe's full rule
 * set on one locale per type (tests/e2e/a11y.spec.ts): what a translation can break without a
 * change of markup. `<html lang>` is the locale's, the page has one main landmark and one banner
 * (and no more than one content-info), one level-1 heading and no skipped heading level, and every
 * operable element and picture has a name. It reads the page's accessibility tree as Playwright
 * computes it (roles and names by the ARIA specifications), at the cost of one snapshot instead of
 * an axe run.
 */
export async function structureProblems(page: Page, lang: string): Promise<string[]> {
  const problems: string[] = [];
  const pageLang = await page.locator('html').getAttribute('lang');
  if (pageLang !== lang) problems.push(`<html lang="${pageLang}">, expected "${lang}"`);

  // Each node with its depth (the snapshot indents by two spaces) and whether an ancestor's
  // children are presentational.
  const ancestors: { depth: number; role: string }[] = [];
  const nodes = (await page.locator('body').ariaSnapshot())
    .split('\n')
    .map((line) => {
      const depth = line.length - line.trimStart().length;
      while ((ancestors.at(-1)?.depth ?? -1) >= depth) ancestors.pop();
      const presentational = ancestors.some((ancestor) => PRESENTATIONAL_CHILDREN.has(ancestor.role));
      let entry = line.trim();
      // A line YAML had to quote: '- ''link "a: b"'':' stands for - link "a: b":
      if (entry.startsWith("- '"))
        entry = `- ${entry
          .slice(3)
          .replace(/'(:?)$/, '$1')
          .replaceAll("''", "'")}`;
      const match = SNAPSHOT_LINE.exec(entry);
      if (!match) return null;
      const role = match[1] ?? '';
      ancestors.push({ depth, role });
      return { role, name: match[2] ?? '', level: /\[level=(\d)\]/.exec(match[3] ?? '')?.[1], presentational };
    })
    .filter((node) => node !== null);

  const count = (role: string) => nodes.filter((node) => node.role === role).length;
  if (count('main') !== 1) problems.push(`${count('main')} main landmarks`);
  // The error pages have a header but no footer (decision 0034); no page has two of either.
  if (count('banner') !== 1) problems.push(`${count('banner')} banner landmarks (header)`);
  if (count('contentinfo') > 1) problems.push(`${count('contentinfo')} content-info landmarks (footer)`);

  const levels = nodes.filter((node) => node.role === 'heading').map((node) => Number(node.level));
  const topLevel = levels.filter((level) => level === 1).length;
  if (topLevel !== 1) problems.push(`${topLevel} level-1 headings`);
  levels.forEach((level, index) => {
    const before = levels[index - 1] ?? 0;
    if (level > before + 1) problems.push(`heading level ${level} after level ${before}`);
  });

  for (const { role, name, presentational } of nodes) {
    if (NAMED.has(role) && !presentational && !name.trim()) problems.push(`a ${role} without a name`);
  }
  return problems;
}
