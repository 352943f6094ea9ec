import { api } from '#lib/api/client.ts';
import type { tripsCalls, ScheduleCreateInput, ScheduleIcs } from '../../contract.ts';

/** The trips API as the planner and my-trips call it; every write carries a fresh Idempotency-Key. */
const once = () => ({ auth: true, idempotencyKey: crypto.randomUUID() });
const signedIn = { auth: true };

export const schedulesApi = {
  list: (page = 1) => api.call<typeof tripsCalls.list>('GET /my-trips/list', { page, pageSize: 50 }, signedIn),
  get: async (id: string) =>
    (await api.call<typeof tripsCalls.get>('GET /customSchedule/get', { id }, signedIn)).schedule,
  create: async (plan: ScheduleCreateInput) =>
    (await api.call<typeof tripsCalls.create>('POST /customSchedule/create', plan, once())).schedule,
  update: async (id: string, version: number, plan: ScheduleCreateInput) =>
    (await api.call<typeof tripsCalls.update>('POST /customSchedule/update', { id, version, ...plan }, once()))
      .schedule,
  rename: async (id: string, version: number, title: string) =>
    (await api.call<typeof tripsCalls.rename>('POST /customSchedule/rename', { id, version, title }, once())).schedule,
  duplicate: async (id: string) =>
    (await api.call<typeof tripsCalls.duplicate>('POST /customSchedule/duplicate', { id }, once())).schedule,
  remove: (id: string) => api.call<typeof tripsCalls.remove>('POST /customSchedule/delete', { id }, once()),
  share: async (id: string) =>
    (await api.call<typeof tripsCalls.share>('POST /customSchedule/share', { id }, once())).schedule,
  revoke: async (id: string) =>
    (await api.call<typeof tripsCalls.revoke>('POST /customSchedule/revoke', { id }, once())).schedule,
  ics: (id: string) => api.call<typeof tripsCalls.ics>('GET /customSchedule/ics', { id }, signedIn),
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
