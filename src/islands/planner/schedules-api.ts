import { api } from '../../lib/api/client.ts';
import { tripsCalls, type ScheduleCreateInput, type ScheduleIcs } from '../../lib/api/contract/trips.ts';

/** The trips API as the planner and my-trips call it; every write carries a fresh Idempotency-Key. */
const once = () => ({ auth: true, idempotencyKey: crypto.randomUUID() });
const signedIn = { auth: true };

export const schedulesApi = {
  list: (page = 1) => api.call(tripsCalls.list, { page, pageSize: 50 }, signedIn),
  get: async (id: string) => (await api.call(tripsCalls.get, { id }, signedIn)).schedule,
  create: async (plan: ScheduleCreateInput) => (await api.call(tripsCalls.create, plan, once())).schedule,
  update: async (id: string, version: number, plan: ScheduleCreateInput) =>
    (await api.call(tripsCalls.update, { id, version, ...plan }, once())).schedule,
  rename: async (id: string, version: number, title: string) =>
    (await api.call(tripsCalls.rename, { id, version, title }, once())).schedule,
  duplicate: async (id: string) => (await api.call(tripsCalls.duplicate, { id }, once())).schedule,
  remove: (id: string) => api.call(tripsCalls.remove, { id }, once()),
  share: async (id: string) => (await api.call(tripsCalls.share, { id }, once())).schedule,
  revoke: async (id: string) => (await api.call(tripsCalls.revoke, { id }, once())).schedule,
  ics: (id: string) => api.call(tripsCalls.ics, { id }, signedIn),
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
