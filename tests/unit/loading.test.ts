import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $appLoading,
  $overlay,
  $pageLoading,
  markAppMounted,
  startPageLoading,
  stopPageLoading,
} from '#stores/loading.ts';

describe('loading flags', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $appLoading.set(false);
    $pageLoading.set(false);
  });
  afterEach(() => vi.useRealTimers());

  it('clears the app-wide flag 500 ms after the app mounts', () => {
    $appLoading.set(true);
    markAppMounted();
    vi.advanceTimersByTime(499);
    expect($appLoading.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect($appLoading.get()).toBe(false);
  });

  it('shows the full overlay for the app flag and the dimmed one for the page flag', () => {
    expect($overlay.get()).toBe('hidden');
    startPageLoading();
    expect($overlay.get()).toBe('page');
    $appLoading.set(true);
    expect($overlay.get()).toBe('app');
    $appLoading.set(false);
    stopPageLoading();
    expect($overlay.get()).toBe('hidden');
  });
});
