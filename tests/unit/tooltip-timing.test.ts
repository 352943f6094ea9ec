import { describe, expect, it } from 'vitest';
import { createTooltipTiming, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '#lib/tooltip-timing.ts';

describe('tooltip timing', () => {
  it('waits 700 ms for the first tooltip', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
    expect(createTooltipTiming().openDelay(1000)).toBe(700);
  });

  it('opens the next one at once within 300 ms of a close, and waits again after', () => {
    const timing = createTooltipTiming();
    timing.opened();
    expect(timing.openDelay(1500)).toBe(0);
    timing.closed(2000);
    expect(timing.openDelay(2299)).toBe(0);
    expect(timing.openDelay(2300)).toBe(700);
  });
});
