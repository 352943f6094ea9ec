import { describe, expect, it } from 'vitest';
import {
  estimateLeg,
  minutesOfDay,
  overlappingStops,
  planDay,
  straightLineKm,
  TRAVEL_MODEL,
  travelMinutes,
  URBAN_KM,
} from '#lib/travel/travel.ts';

const HOAN_KIEM = { lat: 21.0287, lng: 105.8524 };
const BA_DINH = { lat: 21.0368, lng: 105.8347 };
const BEN_THANH = { lat: 10.7725, lng: 106.698 };

describe('straight-line distance', () => {
  it('matches the great-circle distance Hanoi to Saigon (about 1,140 km)', () => {
    expect(straightLineKm(HOAN_KIEM, BEN_THANH)).toBeGreaterThan(1130);
    expect(straightLineKm(HOAN_KIEM, BEN_THANH)).toBeLessThan(1150);
  });

  it('is symmetric and zero at one point', () => {
    expect(straightLineKm(HOAN_KIEM, BA_DINH)).toBeCloseTo(straightLineKm(BA_DINH, HOAN_KIEM), 10);
    expect(straightLineKm(HOAN_KIEM, HOAN_KIEM)).toBe(0);
  });

  it('gives one degree of latitude as about 111 km', () => {
    expect(straightLineKm({ lat: 16, lng: 108 }, { lat: 17, lng: 108 })).toBeCloseTo(111.2, 1);
  });
});

describe('travel time by mode', () => {
  it('applies the mode detour to the straight line', () => {
    const leg = estimateLeg(HOAN_KIEM, BA_DINH, 'walk');
    expect(leg.roadKm).toBeCloseTo(leg.straightKm * TRAVEL_MODEL.walk.detour, 1);
  });

  it('walks 2 km of path in about half an hour and rides it in a few minutes more than the overhead', () => {
    expect(travelMinutes(2, 'walk')).toBe(Math.round((2 / TRAVEL_MODEL.walk.urbanKmh) * 60));
    expect(travelMinutes(2, 'motorbike')).toBe(
      Math.round((2 / TRAVEL_MODEL.motorbike.urbanKmh) * 60 + TRAVEL_MODEL.motorbike.overheadMinutes),
    );
  });

  it('drives the road beyond URBAN_KM at inter-city speed', () => {
    const model = TRAVEL_MODEL.car;
    const expected = (URBAN_KM / model.urbanKmh + 90 / model.interCityKmh) * 60 + model.overheadMinutes;
    expect(travelMinutes(URBAN_KM + 90, 'car')).toBe(Math.round(expected));
  });

  it('is never faster on foot, and a car is faster than a motorbike only between towns', () => {
    for (const km of [0.5, 3, 8]) expect(travelMinutes(km, 'walk')).toBeGreaterThan(travelMinutes(km, 'motorbike'));
    expect(travelMinutes(5, 'car')).toBeGreaterThan(travelMinutes(5, 'motorbike'));
    expect(travelMinutes(150, 'car')).toBeLessThan(travelMinutes(150, 'motorbike'));
  });

  it('grows with distance in every mode', () => {
    for (const mode of ['walk', 'motorbike', 'car'] as const) {
      let previous = 0;
      for (const km of [0.1, 1, 5, 9.9, 10, 10.1, 30, 300]) {
        const minutes = travelMinutes(km, mode);
        expect(minutes).toBeGreaterThanOrEqual(previous);
        previous = minutes;
      }
    }
  });

  it('takes no time for no distance and at least a minute for any', () => {
    expect(estimateLeg(HOAN_KIEM, HOAN_KIEM, 'car')).toEqual({ mode: 'car', straightKm: 0, roadKm: 0, minutes: 0 });
    expect(travelMinutes(0.01, 'walk')).toBe(1);
  });
});

describe('a day', () => {
  it('adds up legs, travel and visits, with no leg after a stop without a mode', () => {
    const day = planDay([
      { coordinates: HOAN_KIEM, minutes: 60, mode: 'walk' },
      { coordinates: BA_DINH, minutes: 90, mode: 'motorbike' },
      { coordinates: HOAN_KIEM, minutes: 45 },
    ]);
    expect(day.legs).toHaveLength(3);
    expect(day.legs[2]).toBeUndefined();
    expect(day.visitMinutes).toBe(195);
    expect(day.travelMinutes).toBe((day.legs[0]?.minutes ?? 0) + (day.legs[1]?.minutes ?? 0));
    expect(day.roadKm).toBeCloseTo((day.legs[0]?.roadKm ?? 0) + (day.legs[1]?.roadKm ?? 0), 2);
  });
});

describe('times of day', () => {
  it('reads HH:MM and refuses anything else', () => {
    expect(minutesOfDay('07:30')).toBe(450);
    expect(minutesOfDay('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:30', '07:60', '', '07:30:00']) expect(minutesOfDay(bad)).toBeUndefined();
  });

  it('finds a stop that starts before the previous one ends', () => {
    expect(
      overlappingStops([
        { start: '08:00', minutes: 90 },
        { start: '09:00', minutes: 60 },
      ]),
    ).toEqual([1]);
  });

  it('accepts a stop that starts when the previous one ends', () => {
    expect(
      overlappingStops([
        { start: '08:00', minutes: 60 },
        { start: '09:00', minutes: 60 },
      ]),
    ).toEqual([]);
  });

  it('finds a stop listed out of order', () => {
    expect(
      overlappingStops([
        { start: '14:00', minutes: 60 },
        { start: '08:00', minutes: 60 },
      ]),
    ).toEqual([1]);
  });
});
