import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, APP_TOAST_DEFAULTS, closeToast, toast, TOASTER_DEFAULTS } from '#stores/toasts.ts';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it('has the spec defaults', () => {
    expect(APP_TOAST_DEFAULTS).toEqual({ position: 'top-center', duration: 3000 });
    expect(TOASTER_DEFAULTS).toEqual({ duration: 5000, max: 5, removeDelay: 200, hotkey: 'F8' });
  });

  it('records the spec fields, open, with the app duration', () => {
    const id = toast({ title: 'Saved', description: 'Your trip is saved', icon: 'success', color: 'success' });
    expect($toasts.get()).toEqual([
      {
        id,
        open: true,
        title: 'Saved',
        description: 'Your trip is saved',
        icon: 'success',
        color: 'success',
        actions: [],
        close: true,
        progress: false,
        duration: 3000,
      },
    ]);
  });

  it('keeps at most 5, dropping the oldest', () => {
    const ids = Array.from({ length: 7 }, (_, i) => toast({ title: `t${i}` }));
    expect($toasts.get().map((t) => t.id)).toEqual(ids.slice(2));
  });

  it('closes, then removes 200 ms later', () => {
    const id = toast({ title: 'Bye' });
    closeToast(id);
    expect($toasts.get()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(199);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('ignores closing twice or closing an unknown toast', () => {
    const keep = toast({ title: 'Keep' });
    const gone = toast({ title: 'Gone' });
    closeToast(gone);
    closeToast(gone);
    closeToast('nope');
    vi.advanceTimersByTime(200);
    expect($toasts.get().map((t) => t.id)).toEqual([keep]);
  });
});
