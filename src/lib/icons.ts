import type { IconifyJSON } from '@iconify/types';
import { getIconData, iconToSVG, replaceIDs } from '@iconify/utils';
import collections from 'virtual:astro-icon';

/** An icon as astro-icon's `<Icon>` writes it: the `<svg>` attributes, its `<symbol>` and `<use>`. */
export interface IconSvg {
  /** width, height and viewBox of the icon set. */
  attributes: Record<string, string>;
  /** The symbol's id, which every `<use>` of the icon on a page points at. */
  id: string;
  body: string;
  /** Only for artwork whose origin is not 0 0 (astro-icon issue 212). */
  symbolViewBox?: string;
  useRect: { x?: number; y?: number; width?: number; height?: number };
}

const made = new Map<string, IconSvg>();

/**
 * The SVG of an icon by astro-icon name (`lucide:x`, or a file of src/icons by its bare name),
 * worked out once per process: every page of a build shows the same few dozen icons (decision 0059).
 */
export function iconSvg(name: string, sets: Record<string, IconifyJSON> = collections): IconSvg {
  const known = made.get(name);
  if (known && sets === collections) return known;
  const [prefix, iconName] = name.includes(':') ? name.split(':') : ['local', name];
  const set = sets[prefix ?? ''];
  const data = set && iconName ? getIconData(set, iconName) : null;
  if (!set || !data) throw new Error(`Unknown icon "${name}"`);
  const { attributes, body } = iconToSVG(data);
  const [minX, minY, width, height] = attributes.viewBox.split(/[\s,]+/).map(Number);
  const offset = [minX, minY, width, height].every(Number.isFinite) && (minX !== 0 || minY !== 0);
  const icon: IconSvg = {
    attributes: { ...attributes },
    id: `ai:${set.prefix}:${iconName}`,
    body: replaceIDs(body),
    symbolViewBox: offset ? attributes.viewBox : undefined,
    useRect: offset ? { x: minX, y: minY, width, height } : {},
  };
  if (sets === collections) made.set(name, icon);
  return icon;
}

const shownOn = new WeakMap<object, Set<string>>();

/** Whether this is the first use of the icon on the page (`page`: the page's Astro.locals). */
export function firstUseOn(page: object, name: string): boolean {
  const shown = shownOn.get(page) ?? new Set<string>();
  shownOn.set(page, shown);
  if (shown.has(name)) return false;
  shown.add(name);
  return true;
}
