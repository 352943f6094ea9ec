import { describe, expect, it } from 'vitest';
import type { Order } from '#features/booking/contract.ts';
import { orderDays } from '#features/booking/order-timeline.ts';
import { formatDay, formatDays } from '#lib/format-date.ts';

describe('booking days as each locale writes them', () => {
  it('writes a day with its weekday, in the locale’s order and words', () => {
    expect(formatDay('2026-12-03', 'en')).toBe('Thu, Dec 3, 2026');
    expect(formatDay('2026-12-03', 'vi')).toBe('Th 5, 3 thg 12, 2026');
    expect(formatDay('2026-12-03', 'zh')).toBe('2026年12月3日周四');
  });

  it('writes a stay as a range, and one day alone', () => {
    // Intl sets the range's dash between thin spaces.
    expect(formatDays('2026-12-03', '2026-12-05', 'en')).toBe('Thu, Dec 3\u2009–\u2009Sat, Dec 5, 2026');
    expect(formatDays('2026-12-03', '2026-12-05', 'vi')).toBe('Th 5, 3 thg 12\u2009–\u2009Th 7, 5 thg 12, 2026');
    expect(formatDays('2026-12-03', '2026-12-05', 'zh')).toContain('至');
    expect(formatDays('2026-12-03', '2026-12-03', 'en')).toBe('Thu, Dec 3, 2026');
  });

  it('ends a stay on its check-out day, and a flight or a visit on its own day', () => {
    const order = (items: Pick<Order['items'][number], 'kind' | 'firstDay' | 'days'>[]) =>
      ({ createdAt: '2026-11-30T00:00:00Z', items }) as Order;
    // Two nights from 3 December: the guest leaves on the 5th.
    expect(orderDays(order([{ kind: 'hotel', firstDay: '2026-12-03', days: 2 }]))).toEqual({
      startDate: '2026-12-03',
      endDate: '2026-12-05',
    });
    expect(orderDays(order([{ kind: 'flight', firstDay: '2026-12-03', days: 1 }]))).toEqual({
      startDate: '2026-12-03',
      endDate: '2026-12-03',
    });
    expect(orderDays(order([{ kind: 'ticket', firstDay: '2026-12-31', days: 1 }]))).toEqual({
      startDate: '2026-12-31',
      endDate: '2026-12-31',
    });
  });
});
