import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '#features/booking/contract.ts';
import { $bookingGuest } from '#features/booking/booking-guest.ts';
import { forgetSavedBookings, keepOrder, keepTrips, savedOrder, savedTrips } from '#features/booking/saved-bookings.ts';
import { $userInfo } from '#stores/user-info.ts';

const order = (id: string) => ({ id, number: `NVT-${id}`, state: 'confirmed' }) as unknown as Order;
const user = (id: string) => ({ id, fullname: 'Lê Thu Hà', phone: null, email: null, avatarUrl: null });

describe('bookings saved on the device (decision 0077)', () => {
  beforeEach(() => {
    forgetSavedBookings();
    $bookingGuest.set(null);
    $userInfo.set(user('u1'));
  });

  it('keeps what was read, for whoever read it, and when', () => {
    keepOrder(order('a'), 1000);
    keepTrips([{ key: 'order:a', kind: 'order', startDate: '2026-12-08', endDate: '2026-12-08', item: {} }], 2000);
    expect(savedOrder('a')).toEqual({ value: order('a'), savedAt: 1000 });
    expect(savedTrips()?.savedAt).toBe(2000);
    // Another account on this device sees none of it, and what it saves replaces it.
    $userInfo.set(user('u2'));
    expect(savedOrder('a')).toBeUndefined();
    keepOrder(order('b'));
    $userInfo.set(user('u1'));
    expect(savedOrder('a')).toBeUndefined();
  });

  it('keeps a guest’s orders under the verified number, and nothing for nobody', () => {
    $userInfo.set(undefined);
    keepOrder(order('a'));
    expect(savedOrder('a')).toBeUndefined();
    $bookingGuest.set({ phone: '+84981234567', guestToken: 'g', expiresAt: Date.now() + 60_000 });
    keepOrder(order('a'));
    expect(savedOrder('a')?.value.id).toBe('a');
  });

  it('keeps the 30 most recently read orders', () => {
    for (let n = 0; n < 35; n += 1) keepOrder(order(`o${n}`), n);
    expect(savedOrder('o4')).toBeUndefined();
    expect(savedOrder('o5')).toBeDefined();
    expect(savedOrder('o34')).toBeDefined();
  });

  it('sign-out leaves nothing behind', () => {
    keepOrder(order('a'));
    forgetSavedBookings();
    expect(savedOrder('a')).toBeUndefined();
  });
});
