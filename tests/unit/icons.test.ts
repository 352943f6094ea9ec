import { getIconData, iconToSVG, replaceIDs } from '@iconify/utils';
import { describe, expect, it } from 'vitest';
import { firstUseOn, iconSvg } from '#lib/icons.ts';

describe('icons worked out once', () => {
  it('gives the SVG astro-icon writes for a set icon, the same object on every use', () => {
    const x = iconSvg('lucide:x');
    expect(iconSvg('lucide:x')).toBe(x);
    expect(x.id).toBe('ai:lucide:x');
    expect(x.attributes).toEqual({ width: '1em', height: '1em', viewBox: '0 0 24 24' });
    expect(x.symbolViewBox).toBeUndefined();
    expect(x.useRect).toEqual({});
    expect(x.body).toContain('<path');
  });

  it('keeps the origin of artwork drawn away from 0 0 on the symbol and the use', () => {
    const sets = {
      demo: { prefix: 'demo', icons: { dot: { body: '<circle r="1"/>', left: -2, top: -2, width: 4, height: 4 } } },
    };
    const dot = iconSvg('demo:dot', sets);
    const data = getIconData(sets.demo, 'dot');
    if (!data) throw new Error('the demo icon is missing');
    expect(dot.body).toBe(replaceIDs(iconToSVG(data).body));
    expect(dot.symbolViewBox).toBe('-2 -2 4 4');
    expect(dot.useRect).toEqual({ x: -2, y: -2, width: 4, height: 4 });
  });

  it('finds a file of src/icons by its bare name and refuses an unknown icon', () => {
    expect(iconSvg('logo').id).toBe('ai:local:logo');
    expect(() => iconSvg('lucide:no-such-icon')).toThrow('Unknown icon "lucide:no-such-icon"');
  });

  it('puts the symbol on the first use in a page only', () => {
    const page = {};
    expect(firstUseOn(page, 'lucide:x')).toBe(true);
    expect(firstUseOn(page, 'lucide:x')).toBe(false);
    expect(firstUseOn(page, 'lucide:menu')).toBe(true);
    expect(firstUseOn({}, 'lucide:x')).toBe(true);
  });
});
