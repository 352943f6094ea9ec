import { setPersistentEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $activeRegion,
  $location,
  $regionReason,
  DEFAULT_POSITION,
  pickRegion,
  preferPosition,
  resetPosition,
  setPosition,
} from '#stores/location.ts';

describe('a first visit', () => {
  it('starts at the spec defaults in Hà Nội without a location', async () => {
    // A fresh store over empty storage: what a visitor who never shared a position gets.
    setPersistentEngine({}, { addEventListener() {}, removeEventListener() {} });
    vi.resetModules();
    const fresh = await import('#stores/location.ts');
    expect(fresh.$location.get()).toEqual({
      long: 105.836963,
      lat: 21.022696,
      hasLocation: false,
      regionId: null,
      regionPicked: false,
    });
    expect(fresh.$activeRegion.get()).toBe('ha-noi');
  });
});

describe('location store', () => {
  beforeEach(() => $location.set({ ...DEFAULT_POSITION, hasLocation: false, regionId: null, regionPicked: false }));

  it('a position overwrites long and lat, sets hasLocation and the region', () => {
    setPosition({ long: 108.335, lat: 15.8794 }, 'da-nang');
    expect($location.get()).toMatchObject({ long: 108.335, lat: 15.8794, hasLocation: true, regionId: 'da-nang' });
    expect($activeRegion.get()).toBe('da-nang');
  });

  it('a failure restores the defaults with hasLocation false', () => {
    setPosition({ long: 108.335, lat: 15.8794 }, 'da-nang');
    resetPosition();
    expect($location.get()).toMatchObject({ ...DEFAULT_POSITION, hasLocation: false, regionId: null });
  });

  it('keeps a region the visitor picked by hand', () => {
    pickRegion('hue');
    setPosition({ long: 108.335, lat: 15.8794 }, 'da-nang');
    expect($activeRegion.get()).toBe('hue');
    resetPosition();
    expect($activeRegion.get()).toBe('hue');
  });
});

describe('why a region is shown', () => {
  beforeEach(() => $location.set({ ...DEFAULT_POSITION, hasLocation: false, regionId: null, regionPicked: false }));

  it('says the location is off before any answer, refused or failed after one, and clears that with a position', () => {
    expect($regionReason.get()).toBe('unknown');
    resetPosition('denied');
    expect($regionReason.get()).toBe('denied');
    resetPosition('failed');
    expect($regionReason.get()).toBe('failed');
    setPosition({ long: 108.335, lat: 15.8794 }, 'da-nang');
    expect($regionReason.get()).toBe('position');
    expect($location.get().unavailable).toBeUndefined();
  });

  it('tells a picked region from a position, and a position outside Vietnam', () => {
    setPosition({ long: 2.35, lat: 48.85 }, null);
    expect($regionReason.get()).toBe('outside');
    pickRegion('hue');
    expect($regionReason.get()).toBe('picked');
  });

  it('"use my location" lets the next position decide again', () => {
    pickRegion('hue');
    preferPosition();
    setPosition({ long: 108.335, lat: 15.8794 }, 'da-nang');
    expect($activeRegion.get()).toBe('da-nang');
    expect($regionReason.get()).toBe('position');
  });
});
