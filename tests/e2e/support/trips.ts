import type { APIRequestContext } from '@playwright/test';
import { apiCall } from './api-call.ts';

/** Trip fixtures for browser tests: schedules made and shared through the API. */

/** A two-day schedule in Hà Nội and Ninh Bình (three stops), saved for the session's user. */
export async function createScheduleThroughApi(
  request: APIRequestContext,
  token: string,
  title: string,
  startDate = '2026-12-01',
): Promise<{ id: string }> {
  const answer = await apiCall<{ schedule: { id: string } }>(
    request,
    '/customSchedule/create',
    {
      title,
      startDate,
      days: [
        {
          stops: [
            { place: 'ho-hoan-kiem', start: '08:00', minutes: 60, mode: 'walk' },
            { place: 'pho-co-ha-noi', start: '09:30', minutes: 90, mode: 'car' },
          ],
        },
        { stops: [{ place: 'trang-an', start: '09:00', minutes: 180, mode: 'car' }] },
      ],
    },
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
