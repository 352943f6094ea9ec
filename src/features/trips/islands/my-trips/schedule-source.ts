import type { ScheduleSummary } from '../../contract.ts';
import type { TimelineEntry } from '#lib/timeline.ts';
import { addDays } from '#lib/vietnam-days.ts';
import { schedulesApi } from '../planner/schedules-api.ts';
import { ScheduleEntry } from './ScheduleEntry.tsx';
import { defineTripSource } from './sources.ts';

/** Every page of the caller's schedules (50 a page; the API keeps at most 500 a person). */
async function loadAll(): Promise<ScheduleSummary[]> {
  const all: ScheduleSummary[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await schedulesApi.list(page);
    all.push(...answer.items);
    if (all.length >= answer.total || answer.items.length === 0) return all;
  }
}

export const scheduleSource = defineTripSource<ScheduleSummary>({
  kind: 'schedule',
  isTrip: true,
  load: async () =>
    (await loadAll()).map((schedule): TimelineEntry<ScheduleSummary> => ({
      key: `schedule:${schedule.id}`,
      kind: 'schedule',
      startDate: schedule.startDate,
      endDate: addDays(schedule.startDate, Math.max(0, schedule.dayCount - 1)),
      item: schedule,
    })),
  View: ScheduleEntry,
});
