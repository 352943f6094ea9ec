import { ownerKey, parseProduct } from './product-id.ts';

/*
 * What a booking's line shows beside its day on a trip (My trips, the calendar file): the product's
 * name, its time and its address. The engine's order keeps product keys only (decision 0036), so
 * these come from the catalogue, keyed by the product's hotel, flight or attraction
 * (`hotel:<id>`, `flight:<no>`, `ticket:<id>`, `sim:<id>`, `data:<id>`).
 */

/** A line's time, as the product has it: a hotel's check-in, a flight's times, an attraction's hours. */
export type BookedTime =
  | { kind: 'checkIn'; from: string; checkOutUntil: string }
  | { kind: 'flight'; departs: string; arrives: string; minutes: number }
  | { kind: 'opening'; opens: string; closes: string; slotMinutes?: number }
  /** A ticket for a time slot (decision 0085): from its start, for as long as a slot lasts. */
  | { kind: 'slot'; starts: string; ends: string };

export interface BookedDetail {
  name: string;
  /** Where it happens: a hotel's area, an attraction's address, a flight's airports. */
  address: string | null;
  time: BookedTime | null;
}

/** The key of a product's details. @example detailKey('hotel:an-lam:deluxe') // 'hotel:an-lam' */
export function detailKey(product: string): string {
  return ownerKey(product);
}

/** `HH:MM` plus minutes, on a 24-hour clock. @example clockAfter('23:10', 90) // '00:40' */
export function clockAfter(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Opening hours as the catalogue writes them, `08:00–17:00`; null when they are not two times. */
export function openingHours(hours: string): { opens: string; closes: string } | null {
  const [, opens, closes] = /^(\d\d:\d\d)\s*[–-]\s*(\d\d:\d\d)$/.exec(hours.trim()) ?? [];
  return opens && closes ? { opens, closes } : null;
}

/**
 * The time slot a ticket's product key names (`ticket:<id>:0830` → `08:30`), or null for a day
 * ticket and every other kind.
 */
export function ticketSlot(product: string): string | null {
  const id = parseProduct(product);
  return id?.kind === 'ticket' ? id.slot : null;
}

/** A line's details with its own time: a slotted ticket's slot instead of the attraction's hours. */
export function lineDetail(details: Readonly<Record<string, BookedDetail>>, product: string): BookedDetail | undefined {
  const detail = details[detailKey(product)];
  const slot = ticketSlot(product);
  if (!detail || !slot || detail.time?.kind !== 'opening') return detail;
  return { ...detail, time: { kind: 'slot', starts: slot, ends: clockAfter(slot, detail.time.slotMinutes ?? 60) } };
}
