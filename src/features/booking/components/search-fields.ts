/**
 * The dates and counts a booking search asks for, as data: one component (SearchFields.astro)
 * draws them for every booking page, so a hotel stay, a ticket day and a flight's passengers are
 * the same kind of field. A date's `defaultDays` is the day search-form.ts proposes (today in
 * Vietnam plus that many days).
 */
export type SearchField =
  | { name: string; label: string; type: 'date'; defaultDays?: number; required?: boolean }
  | { name: string; label: string; type: 'number'; min: number; max: number; value: number };

/** A hotel stay: dates (a week from today by default), guests and rooms. */
export const hotelStayFields: SearchField[] = [
  { name: 'checkIn', label: 'booking:hotel.checkIn', type: 'date', defaultDays: 7, required: true },
  { name: 'checkOut', label: 'booking:hotel.checkOut', type: 'date', defaultDays: 9, required: true },
  { name: 'guests', label: 'booking:hotel.guests', type: 'number', min: 1, max: 36, value: 2 },
  { name: 'rooms', label: 'booking:hotel.roomCount', type: 'number', min: 1, max: 9, value: 1 },
];

/** An attraction's day and the number of tickets. */
export const ticketDayFields: SearchField[] = [
  { name: 'date', label: 'booking:ticket.date', type: 'date', defaultDays: 3, required: true },
  { name: 'quantity', label: 'booking:ticket.quantity', type: 'number', min: 1, max: 9, value: 2 },
];

/** A flight's day, the return day (empty for one way) and the passengers by age. */
export const flightTripFields: SearchField[] = [
  { name: 'date', label: 'booking:flight.date', type: 'date', defaultDays: 7, required: true },
  { name: 'returnDate', label: 'booking:flight.returnDate', type: 'date' },
  { name: 'adults', label: 'booking:flight.adults', type: 'number', min: 1, max: 9, value: 1 },
  { name: 'children', label: 'booking:flight.children', type: 'number', min: 0, max: 9, value: 0 },
  { name: 'infants', label: 'booking:flight.infants', type: 'number', min: 0, max: 9, value: 0 },
];
