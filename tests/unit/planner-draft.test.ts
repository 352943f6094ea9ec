import { describe, expect, it } from 'vitest';
import { SCHEDULE_LIMITS } from '#features/trips/contract.ts';
import {
  addDay,
  addStop,
  draftFromItinerary,
  emptyDraft,
  moveStop,
  planOf,
  removeDay,
  stopCount,
  tomorrowInVietnam,
  type Draft,
} from '#features/trips/draft.ts';
import { matchPlaces } from '#features/trips/place-search.ts';
import type { ItineraryPlan } from '#lib/travel/plan.ts';
import { groupTimeline, placeOnTrips } from '#lib/timeline.ts';
import { addDays } from '#lib/vietnam-days.ts';

const place = (slug: string) => ({ slug, name: slug.toUpperCase(), lat: 21, lng: 105 });
const names = (draft: Draft, day: number) => draft.days[day]?.stops.map((s) => s.place);

function twoDays(): Draft {
  let draft = addDay(emptyDraft('Trip', new Date('2026-11-24T20:00:00Z')));
  for (const slug of ['a', 'b', 'c']) draft = addStop(draft, 0, place(slug));
  return addStop(draft, 1, place('d'));
}

describe('planner draft', () => {
  it('starts tomorrow in Vietnam’s calendar (UTC+7)', () => {
    expect(tomorrowInVietnam(new Date('2026-11-24T16:59:00Z'))).toBe('2026-11-25');
    expect(tomorrowInVietnam(new Date('2026-11-24T17:00:00Z'))).toBe('2026-11-26');
  });

  it('moves a stop within a day and to another day, and leaves the draft alone when nothing moves', () => {
    const draft = twoDays();
    expect(names(moveStop(draft, 0, 1, 0, 0), 0)).toEqual(['b', 'a', 'c']);
    expect(names(moveStop(draft, 0, 0, 0, 2), 0)).toEqual(['b', 'c', 'a']);
    const across = moveStop(draft, 0, 2, 1, Number.MAX_SAFE_INTEGER);
    expect([names(across, 0), names(across, 1)]).toEqual([
      ['a', 'b'],
      ['d', 'c'],
    ]);
    expect(moveStop(draft, 0, 1, 0, 1)).toBe(draft);
    // The moved stop loses its fixed time; the others keep theirs.
    const timed = {
      ...draft,
      days: draft.days.map((d) => ({ ...d, stops: d.stops.map((s, i) => ({ ...s, start: `0${8 + i}:00` })) })),
    };
    expect(moveStop(timed, 0, 2, 0, 0).days[0]?.stops.map((s) => s.start)).toEqual(['', '08:00', '09:00']);
    expect(moveStop(draft, 0, 9, 1, 0)).toBe(draft);
  });

  it('keeps at least one day, at most 30 days and 200 stops', () => {
    const one = emptyDraft('Trip');
    expect(removeDay(one, 0)).toBe(one);
    let many = one;
    for (let i = 0; i < 40; i += 1) many = addDay(many);
    expect(many.days).toHaveLength(SCHEDULE_LIMITS.days);
    let full = one;
    for (let i = 0; i < 210; i += 1) full = addStop(full, 0, place(`p${i}`));
    expect(stopCount(full)).toBe(SCHEDULE_LIMITS.stops);
  });

  it('copies a reference itinerary and sends only what the API takes', () => {
    const plan = {
      slug: 'x',
      title: 'Hà Nội',
      days: [
        {
          stops: [
            { place: 'a', name: 'A', lat: 1, lng: 2, start: '08:00', minutes: 60, mode: 'walk', tip: 'Đi sớm' },
            { place: 'b', name: 'B', lat: 1, lng: 2, start: '09:30', minutes: 30 },
          ],
        },
      ],
    } as unknown as ItineraryPlan;
    const draft = draftFromItinerary(plan, new Date('2026-11-24T00:00:00Z'));
    expect(draft).toMatchObject({ title: 'Hà Nội', startDate: '2026-11-25', from: 'x' });
    expect(planOf({ ...draft, days: [...draft.days, { key: 'k', stops: [] }] })).toEqual({
      title: 'Hà Nội',
      startDate: '2026-11-25',
      days: [
        {
          stops: [
            { place: 'a', start: '08:00', minutes: 60, mode: 'walk', note: 'Đi sớm' },
            { place: 'b', start: '09:30', minutes: 30, mode: 'car', note: '' },
          ],
        },
        { stops: [] },
      ],
    });
  });
});

describe('place search', () => {
  const places = [
    { name: 'Phố cổ Hội An', meta: 'Di sản · Đà Nẵng' },
    { name: 'Vịnh Hạ Long', meta: 'Thiên nhiên · Quảng Ninh' },
    { name: '会安古镇', meta: '遗产 · 岘港' },
  ];
  it('finds places without diacritics, by every word, and Chinese by substring', () => {
    expect(matchPlaces(places, 'hoi an').map((p) => p.name)).toEqual(['Phố cổ Hội An']);
    expect(matchPlaces(places, 'HA long').map((p) => p.name)).toEqual(['Vịnh Hạ Long']);
    expect(matchPlaces(places, 'da nang').map((p) => p.name)).toEqual(['Phố cổ Hội An']);
    expect(matchPlaces(places, '会安').map((p) => p.name)).toEqual(['会安古镇']);
    expect(matchPlaces(places, '   ')).toEqual([]);
  });
});

describe('my trips timeline', () => {
  const entry = (key: string, startDate: string, days: number) => ({
    key,
    kind: 'schedule',
    startDate,
    endDate: addDays(startDate, days - 1),
    item: null,
  });
  it('lists trips under way and ahead soonest first, then past trips latest first', () => {
    const groups = groupTimeline(
      [
        entry('later', '2027-01-10', 2),
        entry('past', '2026-10-01', 1),
        entry('now', '2026-11-23', 3),
        entry('old', '2025-01-01', 1),
      ],
      '2026-11-24',
    );
    expect(groups.upcoming.map((e) => e.key)).toEqual(['now', 'later']);
    expect(groups.past.map((e) => e.key)).toEqual(['past', 'old']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('puts a booking on the days of the trip that holds its first day, by time, and leaves the rest alone', () => {
    const booking = (key: string, startDate: string, startTime?: string) => ({
      ...entry(key, startDate, 1),
      kind: 'booking',
      ...(startTime ? { startTime } : {}),
    });
    const placed = placeOnTrips(
      [
        entry('trip', '2026-12-01', 3),
        booking('ticket', '2026-12-02', '08:00'),
        booking('flight', '2026-12-02', '06:30'),
        booking('last-day', '2026-12-03'),
        booking('after', '2026-12-04'),
      ],
      (e) => e.kind === 'schedule',
    );
    expect(placed.entries.map((e) => e.key)).toEqual(['trip', 'after']);
    expect(placed.onItsDays.get('trip')?.map((e) => e.key)).toEqual(['flight', 'ticket', 'last-day']);
  });
});
