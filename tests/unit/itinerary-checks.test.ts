import { describe, expect, it } from 'vitest';
import { itineraryProblems, outsideHours, possibleStartDays } from '#content/itinerary-checks.ts';
import { localeProblems } from '#content/localized-glob.ts';
import type { Hours, Weekday } from '#content/place-facts.ts';

const known = {
  places: new Set(['ho-hoan-kiem', 'pho-co-ha-noi', 'trang-an']),
  regions: new Set(['ha-noi', 'ninh-binh']),
};
type Stop = { place: string; start: string; minutes: number; mode?: 'walk' | 'motorbike' | 'car'; tip?: string };
const trip = (stops: Stop[][], regions = ['ha-noi']) => ({
  regions,
  days: stops.map((day, d) => ({ title: `Day ${d + 1}`, stops: day })),
});
const check = (data: ReturnType<typeof trip>, id = 'vi/ha-noi-mot-ngay') =>
  itineraryProblems('content/itineraries', [{ id, data }], known).map((p) => p.message);

const first: Stop = { place: 'ho-hoan-kiem', start: '08:00', minutes: 60, mode: 'walk' };
const last: Stop = { place: 'pho-co-ha-noi', start: '09:15', minutes: 120 };
const good = [first, last];

describe('itinerary content checks', () => {
  it('accepts stops at known places, in known regions, one after another', () => {
    expect(check(trip([good]))).toEqual([]);
  });

  it('names the file, day and stop of a place that does not exist', () => {
    expect(check(trip([[first, { place: 'ho-tay', start: '10:00', minutes: 60 }]]))).toEqual([
      'content/itineraries/vi/ha-noi-mot-ngay.md: day 1, stop 2 (ho-tay): place "ho-tay" does not exist (no content/places/vi/ho-tay.md)',
    ]);
  });

  it('names an unknown region', () => {
    expect(check(trip([good], ['ha-noi', 'ha-giang']))).toEqual([
      'content/itineraries/vi/ha-noi-mot-ngay.md: region "ha-giang" does not exist (no content/regions/vi/ha-giang.md)',
    ]);
  });

  it('names a stop that starts before the previous one ends, with the time it ends', () => {
    const overlapping = [{ ...first, minutes: 90 }, last];
    expect(check(trip([good, overlapping]))).toEqual([
      'content/itineraries/vi/ha-noi-mot-ngay.md: day 2, stop 2 (pho-co-ha-noi): starts at 09:15, before the previous stop ends (09:30)',
    ]);
  });

  it('wants a mode between two stops and none after the last', () => {
    expect(
      check(
        trip([
          [
            { ...first, mode: undefined },
            { ...last, mode: 'car' },
          ],
        ]),
      ),
    ).toEqual([
      'content/itineraries/vi/ha-noi-mot-ngay.md: day 1, stop 1 (ho-hoan-kiem): say how to reach the next stop ("mode": walk, motorbike or car)',
      'content/itineraries/vi/ha-noi-mot-ngay.md: day 1, stop 2 (pho-co-ha-noi): the day\'s last stop has no next stop; remove its "mode"',
    ]);
  });

  describe('weekly closures', () => {
    const closedOn = new Map([['ho-hoan-kiem', ['monday' as const]]]);
    const withClosures = (data: ReturnType<typeof trip>, id: string) =>
      itineraryProblems('content/itineraries', [{ id, data }], { ...known, closedOn }).map((p) => p.message);
    const tipped = (tip: string) => trip([[{ ...first, tip }, last]]);

    it('wants the tip of a stop at a place with a weekly closure to name the day, in its language', () => {
      expect(withClosures(tipped('Nghỉ thứ Hai.'), 'vi/a')).toEqual([]);
      expect(withClosures(tipped('Closed on Mondays.'), 'en/a')).toEqual([]);
      expect(withClosures(tipped('周一闭馆。'), 'zh/a')).toEqual([]);
      expect(withClosures(tipped('Closed on Mondays.'), 'zh/a')).toEqual([
        "content/itineraries/zh/a.md: day 1, stop 1 (ho-hoan-kiem): the place is closed every Monday; say so in the stop's tip",
      ]);
    });

    it('refuses a plan that reaches a place on its closing day whatever day it starts', () => {
      const onlySunday = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
      const onlySaturday = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'sunday'] as const;
      const closures = new Map<string, readonly Weekday[]>([
        ['ho-hoan-kiem', onlySunday],
        ['pho-co-ha-noi', onlySaturday],
      ]);
      const stop = (place: string): Stop => ({
        place,
        start: '09:00',
        minutes: 60,
        tip: 'Mondays Tuesdays Wednesdays Thursdays Fridays Saturdays Sundays',
      });
      const twoDays = trip([[stop('ho-hoan-kiem')], [stop('pho-co-ha-noi')]]);
      const problems = (data: ReturnType<typeof trip>) =>
        itineraryProblems('content/itineraries', [{ id: 'en/a', data }], { ...known, closedOn: closures }).map(
          (p) => p.message,
        );
      expect(possibleStartDays(twoDays.days, closures)).toEqual([]);
      expect(problems(twoDays)).toEqual([
        'content/itineraries/en/a.md: whatever day it starts, a day of the plan reaches a place on its weekly closing day (see "closedOn")',
      ]);
      const reversed = trip([[stop('pho-co-ha-noi')], [stop('ho-hoan-kiem')]]);
      expect(possibleStartDays(reversed.days, closures)).toEqual(['saturday']);
      expect(problems(reversed)).toEqual([]);
    });
  });

  describe('opening hours', () => {
    const tuesdayToSunday = ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
    const citadel: Hours = {
      kind: 'scheduled',
      weekly: [
        { days: [...tuesdayToSunday], opens: '08:00', closes: '11:30' },
        { days: [...tuesdayToSunday], opens: '13:30', closes: '17:00' },
      ],
      lastEntry: '16:30',
      source: 'unverified',
    };
    const withHours = (stop: Stop) =>
      itineraryProblems('content/itineraries', [{ id: 'en/a', data: trip([[stop]]) }], {
        ...known,
        closedOn: new Map([['ho-hoan-kiem', ['monday' as const]]]),
        hours: new Map([['ho-hoan-kiem', citadel]]),
      }).map((p) => p.message);
    const visit = (start: string, minutes: number): Stop => ({ place: 'ho-hoan-kiem', start, minutes, tip: 'Monday' });

    it("accepts a visit inside one stretch of the place's hours", () => {
      expect(withHours(visit('08:30', 120))).toEqual([]);
      expect(withHours(visit('14:00', 150))).toEqual([]);
    });

    it('refuses a visit that runs past closing or into the lunch break, naming the day and the hours', () => {
      expect(withHours(visit('15:30', 120))).toEqual([
        'content/itineraries/en/a.md: day 1, stop 1 (ho-hoan-kiem): the visit 15:30–17:30 is outside its hours on Tuesday (08:00–11:30, 13:30–17:00)',
      ]);
      expect(withHours(visit('10:30', 90))).toEqual([
        'content/itineraries/en/a.md: day 1, stop 1 (ho-hoan-kiem): the visit 10:30–12:00 is outside its hours on Tuesday (08:00–11:30, 13:30–17:00)',
      ]);
    });

    it('refuses a visit that starts after the last entry', () => {
      expect(withHours(visit('16:45', 15))).toEqual([
        'content/itineraries/en/a.md: day 1, stop 1 (ho-hoan-kiem): the visit 16:45–17:00 is after the last entry (16:30)',
      ]);
    });

    it('does not hold a place open at all hours or with hours that vary to a clock', () => {
      expect(outsideHours({ kind: 'always', source: 'unverified' }, 'monday', 23 * 60, 60)).toBeNull();
      expect(outsideHours({ kind: 'varies', source: 'unverified' }, 'monday', 5 * 60, 60)).toBeNull();
    });
  });

  it('refuses a slug that names another page under /schedule-reference/', () => {
    expect(check(trip([good]), 'en/create')).toEqual([
      'content/itineraries/en/create.md: "create" is the name of another page; choose another file name',
    ]);
  });
});

describe('the plan is the same in every locale', () => {
  const days = (data: Record<string, unknown>) =>
    (data.days as { stops: Stop[] }[]).map((day) =>
      day.stops.map(({ place, start, minutes, mode }) => ({ place, start, minutes, mode })),
    );
  const shared = [{ name: 'days', value: days }];
  const entry = (id: string, stops: Stop[]) => ({ id, data: { days: [{ title: id, stops }] } });

  it('allows translated titles and tips', () => {
    const tipped = (tip: string) => good.map((stop) => ({ ...stop, tip }));
    expect(
      localeProblems(
        'content/itineraries',
        [entry('vi/a', tipped('Mẹo')), entry('en/a', tipped('Tip')), entry('zh/a', tipped('提示'))],
        shared,
      ),
    ).toEqual([]);
  });

  it('names the locale whose stops differ from the Vietnamese file', () => {
    const moved = [first, { ...last, start: '09:30' }];
    expect(
      localeProblems(
        'content/itineraries',
        [entry('vi/a', good), entry('en/a', good), entry('zh/a', moved)],
        shared,
      ).map((p) => p.message),
    ).toEqual([
      'content/itineraries/zh/a.md: "days" differs from the Vietnamese file; it must be the same in every locale',
    ]);
  });
});
