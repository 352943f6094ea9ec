import { persistentAtom } from '@nanostores/persistent';
import type { Order } from './contract.ts';
import { STORAGE_KEYS } from '#lib/storage-keys.ts';
import type { TimelineEntry } from '#lib/timeline.ts';
import { $bookingGuest } from './booking-guest.ts';
import { $userInfo } from '#stores/user-info.ts';

/*
 * Bookings as this device last read them (decision 0077): each order page opened and My trips, so
 * a voucher opens at the gate without a network. They belong to whoever read them (an account, or a
 * guest's verified number): another owner, or signing out, wipes them from the device.
 */

/** A copy and when the server answered it. */
export interface Saved<T> {
  value: T;
  savedAt: number;
}

interface SavedBookings {
  owner: string;
  orders: Record<string, Saved<Order>>;
  trips?: Saved<TimelineEntry[]>;
}

/** The orders kept at most: the most recently read ones stay. */
const MAX_ORDERS = 30;

// Unset is no key at all in storage: nothing is left behind after sign-out.
export const $savedBookings = persistentAtom<SavedBookings | undefined>(STORAGE_KEYS.savedBookings, undefined, {
  encode: (value) => (value ? JSON.stringify(value) : undefined),
  decode: (raw) => {
    try {
      const value = JSON.parse(raw) as SavedBookings | null;
      return value && typeof value.owner === 'string' && typeof value.orders === 'object' ? value : undefined;
    } catch {
      return undefined;
    }
  },
});

/** Who reads bookings on this device now: the account, else the guest's verified number. */
function ownerNow(): string | undefined {
  const user = $userInfo.get();
  if (user) return `user:${user.id}`;
  const guest = $bookingGuest.get();
  return guest ? `guest:${guest.phone}` : undefined;
}

/** What is saved for the reader now; nothing when another owner saved it. */
function current(): SavedBookings | undefined {
  const saved = $savedBookings.get();
  return saved?.owner === ownerNow() ? saved : undefined;
}

function update(change: (saved: SavedBookings) => SavedBookings): void {
  const owner = ownerNow();
  if (!owner) return;
  $savedBookings.set(change(current() ?? { owner, orders: {} }));
}

/** Keeps an order as the server just answered it. */
export function keepOrder(order: Order, now = Date.now()): void {
  update((saved) => {
    const orders = { ...saved.orders, [order.id]: { value: order, savedAt: now } };
    const newest = Object.entries(orders)
      .sort(([, a], [, b]) => b.savedAt - a.savedAt)
      .slice(0, MAX_ORDERS);
    return { ...saved, orders: Object.fromEntries(newest) };
  });
}

export const savedOrder = (orderId: string): Saved<Order> | undefined => current()?.orders[orderId];

/** Keeps My trips' timeline as the server just answered it. */
export function keepTrips(entries: TimelineEntry[], now = Date.now()): void {
  update((saved) => ({ ...saved, trips: { value: entries, savedAt: now } }));
}

export const savedTrips = (): Saved<TimelineEntry[]> | undefined => current()?.trips;

/** Signing out: nothing of the bookings stays on the device. */
export function forgetSavedBookings(): void {
  $savedBookings.set(undefined);
}
