import { z } from 'astro/zod';
import type { DeskNote } from './staff-desk.ts';
import { pageQuery, type Page } from './common.ts';
import type { SimOrderView } from './sim.ts';

/*
 * The booking area's calls (docs/decisions/0030-booking-api.md): search and availability for
 * hotels, flights and tickets, then one order flow for all three: hold → confirm (pay at the
 * property, or VNPay) → confirmed, with cancel, the order page (history, voucher) and the list of
 * the buyer's orders. Prices are VND integers; the quote taken with the hold is the price paid.
 */

/** How many units one order line may take: rooms, seats or tickets. */
export const MAX_UNITS = 9;
/** The longest stay one order books, in nights. */
export const MAX_NIGHTS = 30;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a slug' })
  .max(80);
/** A calendar day in Vietnam's time zone, `YYYY-MM-DD`. */
export const daySchema = z.iso.date();
const count = (min: number) => z.coerce.number().int().min(min).max(MAX_UNITS);

export const hotelItemSchema = z.object({
  kind: z.literal('hotel'),
  hotel: slug,
  roomType: slug,
  checkIn: daySchema,
  checkOut: daySchema,
  rooms: count(1),
  guests: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_UNITS * 4),
});
export const flightItemSchema = z.object({
  kind: z.literal('flight'),
  flight: z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/, { error: 'expected a flight number' }),
  fareClass: z.enum(['economy', 'business']),
  date: daySchema,
  adults: count(1),
  children: count(0).default(0),
  infants: count(0).default(0),
});
export const ticketItemSchema = z.object({
  kind: z.literal('ticket'),
  attraction: slug,
  date: daySchema,
  adults: count(0),
  children: count(0).default(0),
  /** The start time, `HH:MM` (Vietnam), where the attraction sells time slots. */
  slot: z
    .string()
    .regex(/^\d\d:\d\d$/)
    .optional(),
});
/** A data package for a Vietnamese mobile number (not necessarily the buyer's). */
export const dataItemSchema = z.object({
  kind: z.literal('data'),
  package: slug,
  phone: z.string().trim().min(1).max(30),
});

/** Names as on the passport: Latin letters (no diacritics), spaces, hyphens and apostrophes. */
export const passportName = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z' -]{0,59}$/, { error: 'booking:field.passportName' });

export const SIM_CARRIERS = ['viettel', 'vinaphone', 'mobifone'] as const;
export const SIM_TYPES = ['physical', 'esim'] as const;
/** SIMs one order buys: each is registered to its own passport where the carrier requires it. */
export const MAX_SIMS = 4;
/** An arriving flight's number, as printed on a boarding pass (`vn 254` reads as `VN254`). */
export const arrivalFlight = z
  .string()
  .max(12)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/, { error: 'sim:field.flight' }));
/** A passport's number: 6 to 12 letters and digits (every issuing country's format fits). */
export const passportNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,12}$/, { error: 'sim:field.passportNumber' });
/** How a SIM reaches the buyer: a counter at the arrival airport, a hotel's reception, or an eSIM profile. */
export const simDeliverySchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('airport'), airport: z.string().regex(/^[A-Z]{3}$/), flight: arrivalFlight }),
  z.object({ method: z.literal('hotel'), hotel: z.string().trim().min(3).max(200) }),
  z.object({ method: z.literal('esim') }),
]);
export const simItemSchema = z.object({
  kind: z.literal('sim'),
  sim: slug,
  /** The pickup or delivery day (physical SIM), or the first day of use (eSIM). */
  date: daySchema,
  quantity: z.coerce.number().int().min(1).max(MAX_SIMS).default(1),
  delivery: simDeliverySchema,
  /** One per SIM where the carrier registers subscribers (stored encrypted, decision 0041). */
  passports: z
    .array(z.object({ name: passportName, number: passportNumber }))
    .max(MAX_SIMS)
    .optional(),
});

/** What a hold asks for: one line of one kind (a flight may bring its return: `holdInput`). */
export const bookingItemSchema = z.discriminatedUnion('kind', [
  hotelItemSchema,
  flightItemSchema,
  ticketItemSchema,
  simItemSchema,
  dataItemSchema,
]);
export type BookingItem = z.infer<typeof bookingItemSchema>;
export type FlightItem = z.infer<typeof flightItemSchema>;

export const contactSchema = z.object({
  name: z.string().trim().min(1).max(100),
  /** Where the confirmation SMS goes; a signed-out buyer's verified number is used when absent. */
  phone: z.string().trim().min(6).max(20).optional(),
  email: z.email().max(254).optional(),
});
export type Contact = z.infer<typeof contactSchema>;

export const travellerSchema = z.object({ name: passportName });

export const holdInput = z.object({
  item: bookingItemSchema,
  /** With a flight: the flight back, held with it in the same order (both or neither). */
  returnFlight: flightItemSchema.optional(),
  contact: contactSchema.optional(),
  /** Flights: one per passenger, names as on the passport. Hotels and tickets: optional. */
  travellers: z
    .array(travellerSchema)
    .max(MAX_UNITS * 3)
    .optional(),
});

export const orderRef = z.object({ orderId: z.uuid() });

export const PAYMENT_METHODS = ['payLater', 'vnpay', 'demo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const confirmInput = z.object({
  orderId: z.uuid(),
  payment: z.enum(PAYMENT_METHODS),
  contact: contactSchema.optional(),
});

export const cancelInput = z.object({
  orderId: z.uuid(),
  reason: z.string().trim().max(300).optional(),
});

export const hotelSearchInput = z.object({
  /** A region slug (content/regions). */
  region: slug.optional(),
  /**
   * Where: a region, former province, town, area or place in any of the three languages, with or
   * without diacritics and spaces (the place vocabulary, decision 0072): its hotels, then those
   * nearby. Other text is matched against hotel names and areas.
   */
  q: z.string().trim().max(80).optional(),
  checkIn: daySchema,
  checkOut: daySchema,
  guests: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_UNITS * 4)
    .default(2),
  rooms: count(1).default(1),
  /** The highest price of a night (one room, VND, taxes and fees included); unset or 0: any price. */
  maxPrice: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  /** Hotels with at least this many stars; 0: any. */
  minStars: z.coerce.number().int().min(0).max(5).default(0),
  /** An area as the answer's `areas` names it, in the request's language. */
  area: z.string().trim().max(80).optional(),
  /** `1`: only hotels whose stay can still be cancelled for free (Agoda's "free cancellation"). */
  freeCancellation: z.enum(['0', '1']).default('0'),
  ...pageQuery,
});

/** A picture of a hotel: an illustration drawn for the app (`credit` null) until photos are licensed. */
export interface HotelPhoto {
  src: string;
  width: number;
  height: number;
  credit: { author: string; license: string; source: string; changes: string } | null;
}

/** The guests' score of a hotel: reviews by guests whose stay is over, 1 to 5. */
export interface HotelRating {
  /** To one decimal; null before the first review. */
  average: number | null;
  count: number;
}

/** What a buyer reads of a hotel before choosing a room. */
export interface HotelDetails {
  address: string;
  /** Codes, worded by the page (`booking:hotel.amenity.<code>`). */
  amenities: string[];
  houseRules: {
    smoking: boolean;
    pets: boolean;
    parties: boolean;
    quietHours: { from: string; until: string } | null;
    minCheckInAge: number;
  };
  photos: HotelPhoto[];
  rating: HotelRating;
}

/**
 * A hotel in the search's answer: its cheapest room type that fits, per night (one room) and for the
 * stay (the rooms asked), taxes and fees included: `total` is what the hold's quote will charge.
 */
export interface HotelHit {
  id: string;
  demo: boolean;
  name: string;
  area: string;
  region: string;
  stars: number;
  kind: string;
  coordinates: { lat: number; lng: number };
  fromRoomType: string;
  pricePerNight: number;
  total: number;
  /** Outside the place searched for, but near it (decision 0072). */
  nearby: boolean;
  /** Kilometres from the searched place's centre, to one decimal; null when the text named no place. */
  centreKm: number | null;
  /** Its first picture, for the result's thumbnail. */
  photo: HotelPhoto;
  rating: HotelRating;
  /** The cancellation terms a hold of `fromRoomType` now would carry. */
  terms: CancellationTerms;
}

/** One start time of an attraction that sells time slots, with its own places (decision 0085). */
export interface TicketSlot {
  /** `HH:MM`, Vietnam's time. */
  time: string;
  left: number;
  /** Free for the quantity asked, and not started yet. */
  available: boolean;
  /** Today's slot whose start has passed: it cannot be bought any more. */
  started: boolean;
  terms: CancellationTerms;
}

/**
 * An attraction in the ticket search's answer: what a buyer reads before choosing (Klook's page:
 * pictures, what is and is not included, where to go, hours, how to use the ticket, the terms), and
 * its prices for the day with taxes and fees included.
 */
export interface TicketHit {
  id: string;
  demo: boolean;
  place: string | null;
  region: string;
  name: string;
  description: string;
  address: string;
  coordinates: { lat: number; lng: number } | null;
  photos: HotelPhoto[];
  /** Codes, worded by the page (`booking:ticket.inclusion.<code>`). */
  included: string[];
  notIncluded: string[];
  /** `booking:ticket.entrance.<code>` and `booking:ticket.redemption.<code>`. */
  entrance: string;
  redemption: string;
  /** Opening hours (`08:00–17:00`) and the last entry (`16:30`), Vietnam's time. */
  hours: string;
  lastEntry: string;
  /** The slots of the day, soonest first, or null for a day ticket; and how long one lasts. */
  slots: TicketSlot[] | null;
  slotMinutes: number | null;
  price: number;
  childPrice: number | null;
  total: number;
  left: number;
  available: boolean;
  nearby: boolean;
  /** The day searched is today in Vietnam. */
  forToday: boolean;
  /** A visit today can still be bought (a slot not started, or before the last entry). */
  openToday: boolean;
  /** The terms a hold now would carry (the first slot still for sale, where there are slots). */
  terms: CancellationTerms;
}

/** The place a search's text was understood as, to name it on the page: "Hội An, Đà Nẵng". */
export interface SearchedPlace {
  name: string;
  /** Its province-level region's name; null when the place is a region. */
  region: string | null;
  /** Its centre, which results measure their distance from. */
  centre: { lat: number; lng: number };
}

/**
 * One page of hotels with rooms free, cheapest stay first. `total` counts every such hotel, or is
 * null when a search of very many hotels ranked the cheapest without counting them all (decision
 * 0061); `more` says whether another page follows, in both cases. `areas` are the areas of the
 * hotels the place or text matched, whatever the other filters, for the area filter's choices.
 * A place searched for by name lists its own hotels first, then the nearby ones, each part
 * cheapest first.
 */
export interface HotelSearchAnswer extends Omit<Page<HotelHit>, 'total'> {
  total: number | null;
  more: boolean;
  nights: number;
  areas: string[];
  /** The place `q` named, whose hotels come first and nearby ones after; null for other text. */
  place: SearchedPlace | null;
}

export const hotelAvailabilityInput = z.object({
  hotel: slug,
  checkIn: daySchema,
  checkOut: daySchema,
  rooms: count(1).default(1),
});

export const flightSearchInput = z.object({
  from: z.string().regex(/^[A-Z]{3}$/),
  to: z.string().regex(/^[A-Z]{3}$/),
  date: daySchema,
  adults: count(1).default(1),
  children: count(0).default(0),
  infants: count(0).default(0),
});

export const ticketSearchInput = z.object({
  region: slug.optional(),
  /** Where, as hotel search reads it: the place's attractions first, then those nearby. */
  q: z.string().trim().max(80).optional(),
  date: daySchema,
  quantity: count(1).default(1),
});

export const voucherCheckInput = z.object({ code: z.string().trim().min(10).max(200) });

export const guestOtpInput = z.object({ phone: z.string().trim().min(6).max(20) });
export const guestVerifyInput = z.object({
  phone: z.string().trim().min(6).max(20),
  otp: z.string().regex(/^\d{6}$/),
});

export const ORDER_STATES = ['held', 'awaiting_payment', 'confirmed', 'expired', 'cancelled', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** One line of a quote; `code` names it for the page (`booking:line.<code>`), amounts in VND. */
export interface QuoteLine {
  code:
    | 'room'
    | 'fareAdult'
    | 'fareChild'
    | 'fareInfant'
    | 'ticketAdult'
    | 'ticketChild'
    | 'sim'
    | 'simDelivery'
    | 'dataPackage'
    | 'serviceCharge'
    | 'airportFee'
    | 'vat';
  /** The day a line is for: a hotel's night, a flight's date. */
  day?: string;
  /** A flight's number, which tells an outbound's lines from its return's. */
  flight?: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** The itemised price taken with the hold: what the buyer pays, whatever happens to prices later. */
export interface Quote {
  currency: 'VND';
  lines: QuoteLine[];
  subtotal: number;
  taxes: number;
  fees: number;
  total: number;
}

/**
 * What cancelling costs, as the product's terms said when it was held (decision 0078): everything
 * back until `freeUntil`, then `refundPercentAfter` of what was paid (0: non-refundable from then).
 * A flight's fare also says what a change costs.
 */
export interface CancellationTerms {
  /** Until when cancelling refunds everything; null when it never does. */
  freeUntil: string | null;
  /** The share refunded after `freeUntil`, in percent: 0 is non-refundable, 100 never happens. */
  refundPercentAfter: number;
  /** Flights: a change of flight or date per passenger (VND), null when the fare allows none. */
  changeFee?: number | null;
}

export interface OrderEvent {
  at: string;
  actor: 'buyer' | 'system' | 'payment' | 'staff';
  from: OrderState | null;
  to: OrderState;
  reason: string;
}

/** One end of a flight: the airport (IATA code), its terminal, and the local time there. */
export interface FlightEnd {
  airport: string;
  terminal: string;
  at: string;
  /** The airport's time zone: the times are shown as its clocks show them, as on a boarding pass. */
  timeZone: string;
}

/** A flight as a buyer needs it (decision 0079); airport names come from the page's names. */
export interface FlightFacts {
  number: string;
  from: FlightEnd;
  to: FlightEnd;
  minutes: number;
  fareClass: 'economy' | 'business';
  /** Checked baggage and cabin baggage per passenger, kg. */
  baggageKg: number;
  cabinKg: number;
}

export interface OrderItem {
  kind: 'hotel' | 'flight' | 'ticket' | 'sim' | 'data';
  product: string;
  firstDay: string;
  days: number;
  quantity: number;
  /** A confirmed flight gives each passenger an e-ticket number (13 digits). */
  travellers: { name: string; eTicket?: string }[];
  /** A flight line: its times, airports, terminals, fare class and baggage. */
  flight?: FlightFacts;
  /** A ticket for a time slot: its start, `HH:MM` in Vietnam (decision 0085). */
  slot?: string;
}

export interface Order {
  id: string;
  number: string;
  state: OrderState;
  /** Everything the built-in supplier sells is demo inventory, and says so. */
  demo: boolean;
  items: OrderItem[];
  quote: Quote;
  holdExpiresAt: string;
  payment: { method: PaymentMethod | null; paid: number; refunded: number };
  /** Paid online before delivery (a top-up, an eSIM): paying later is not offered. */
  payOnline: boolean;
  contact: { name: string | null; phone: string | null; email: string | null };
  /** A confirmed flight's booking reference (PNR, 6 letters and digits), as the airline knows it. */
  bookingReference: string | null;
  /** Signed code for the QR voucher (hotels, tickets), once confirmed. */
  voucher: string | null;
  voucherUsed: boolean;
  /** A SIM order's delivery, masked passports and eSIM profile (absent for other kinds). */
  sim?: SimOrderView | null;
  /** Whether the order can be cancelled now (a hold, or a confirmed order its terms still let go). */
  cancellable: boolean;
  /** The cancellation terms bought with the order, whatever the product's terms are now. */
  terms: CancellationTerms;
  createdAt: string;
  /** What the order desk cancelled or refunded, and why (absent on copies saved before it existed). */
  deskNotes?: DeskNote[];
  events: OrderEvent[];
}

/** What /booking/confirm answers: the order, and where to send the buyer to pay when online. */
export interface Confirmation {
  order: Order;
  paymentUrl: string | null;
}
