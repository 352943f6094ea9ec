import { api } from '../../lib/api/client.ts';
import type { Schedule, ScheduleCreateInput, ScheduleIcs, ScheduleSummary } from '../../lib/api/contract/trips.ts';
import type { Page } from '../../lib/api/contract/common.ts';

/** The trips API as the planner and my-trips call it; every write carries a fresh Idempotency-Key. */
const once = () => ({ auth: true, idempotencyKey: crypto.randomUUID() });

export const schedulesApi = {
  list: (page = 1) => api.get<Page<ScheduleSummary>>('/my-trips/list', { page, pageSize: 50 }, { auth: true }),
  get: async (id: string) =>
    (await api.get<{ schedule: Schedule }>('/customSchedule/get', { id }, { auth: true })).schedule,
  create: async (plan: ScheduleCreateInput) =>
    (await api.post<{ schedule: Schedule }>('/customSchedule/create', plan, once())).schedule,
  update: async (id: string, version: number, plan: ScheduleCreateInput) =>
    (await api.post<{ schedule: Schedule }>('/customSchedule/update', { id, version, ...plan }, once())).schedule,
  rename: async (id: string, version: number, title: string) =>
    (await api.post<{ schedule: Schedule }>('/customSchedule/rename', { id, version, title }, once())).schedule,
  duplicate: async (id: string) =>
    (await api.post<{ schedule: Schedule }>('/customSchedule/duplicate', { id }, once())).schedule,
  remove: (id: string) => api.post<null>('/customSchedule/delete', { id }, once()),
  share: async (id: string) =>
    (await api.post<{ schedule: Schedule }>('/customSchedule/share', { id }, once())).schedule,
  revoke: async (id: string) =>
    (await api.post<{ schedule: Schedule }>('/customSchedule/revoke', { id }, once())).schedule,
  ics: (id: string) => api.get<ScheduleIcs>('/customSchedule/ics', { id }, { auth: true }),
};

/** Saves a calendar file the API answered, as a download named after the schedule. */
export function downloadIcs(file: ScheduleIcs): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
