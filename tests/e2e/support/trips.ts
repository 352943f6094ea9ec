import type { APIRequestContext } from '@playwright/test';
import { apiCall } from './api-call.ts';

/** Trip fixtures for browser tests: schedules made and shared through the API. */

/** A day of a schedule as the API takes it. */
export interface ScheduleDay {
  stops: { place: string; start: string; minutes: number; mode: 'walk' | 'motorbike' | 'car' }[];
}

/** Two days in Hà Nội and Ninh Bình (three stops). */
const NORTH: ScheduleDay[] = [
  {
    stops: [
      { place: 'ho-hoan-kiem', start: '08:00', minutes: 60, mode: 'walk' },
      { place: 'pho-co-ha-noi', start: '09:30', minutes: 90, mode: 'car' },
    ],
  },
  { stops: [{ place: 'trang-an', start: '09:00', minutes: 180, mode: 'car' }] },
];

/** A schedule saved for the session's user: by default two days in Hà Nội and Ninh Bình. */
export async function createScheduleThroughApi(
  request: APIRequestContext,
  token: string,
  title: string,
  startDate = '2026-12-01',
  days: ScheduleDay[] = NORTH,
): Promise<{ id: string }> {
  const answer = await apiCall<{ schedule: { id: string } }>(
    request,
    '/customSchedule/create',
    { title, startDate, days },
    token,
  );
  if (answer.code !== 'SUCCESS') throw new Error(`customSchedule/create: ${answer.code}`);
  return answer.data.schedule;
}

/** Shares a schedule and answers the path of its read-only page in `localePrefix` ('' or '/en'). */
export async function sharedPathThroughApi(
  request: APIRequestContext,
  token: string,
  id: string,
  localePrefix = '/en',
): Promise<string> {
  const answer = await apiCall<{ schedule: { shareToken: string } }>(request, '/customSchedule/share', { id }, token);
  if (answer.code !== 'SUCCESS') throw new Error(`customSchedule/share: ${answer.code}`);
  return `${localePrefix}/my-trips/shared/${answer.data.schedule.shareToken}/`;
}

/**
 * Adult tickets to an attraction on a day, held and confirmed to pay at the gate for the session's
 * user; answers the order's id, number and total (VND).
 */
export async function bookTicketThroughApi(
  request: APIRequestContext,
  token: string,
  ticket: { attraction: string; date: string; adults: number },
): Promise<{ id: string; number: string; total: number }> {
  const book = async (path: string, data: unknown) => {
    const response = await request.post(`/apiCore/v1${path}`, {
      data: {
        langCode: 'en',
        checksum: 'nvtravel-web',
        serviceEndpointName: 'APP/WEB',
        requestId: 'nvtravel-web',
        data,
      },
      headers: { 'nvtravel-token': token, 'idempotency-key': crypto.randomUUID() },
    });
    const answer = (await response.json()) as {
      code: string;
      data: { order: { id: string; number: string; quote: { total: number } } };
    };
    if (answer.code !== 'SUCCESS') throw new Error(`${path}: ${answer.code}`);
    return answer.data.order;
  };
  const held = await book('/booking/hold', {
    item: { kind: 'ticket', ...ticket, children: 0 },
    contact: { name: 'Trần Minh Anh' },
  });
  await book('/booking/confirm', { orderId: held.id, payment: 'payLater' });
  return { id: held.id, number: held.number, total: held.quote.total };
}
