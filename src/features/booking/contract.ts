import { z } from 'astro/zod';
import { defineCall } from '#lib/api/contract/call.ts';
import { deskNoteSchema } from './desk-note.ts';
import { daySchema, pageOf, pageQuery } from '#lib/api/contract/common.ts';
import { otpSentAnswer } from '#features/accounts/contract.ts';
import { inOneLanguage } from '#lib/i18n/localized-text.ts';
import { attractionListing, coordinatesSchema, hotelListing } from './listings.ts';

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

/*
 * What a SIM order adds to the order page (decision 0040): how the SIM reaches the buyer, the
 * registered passports as masks (never the numbers themselves), and for an eSIM its profile once
 * the supplier has issued it. Booking's order answer carries it (`sim`), so it is declared here with
 * the SIM line above, and the SIM area reads it from here (decision 0106).
 */
export const simDeliveryViewSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('airport'), airport: z.string(), flight: z.string() }),
  z.object({ method: z.literal('hotel'), hotel: z.string() }),
  z.object({ method: z.literal('esim') }),
]);
export type SimDelivery = z.output<typeof simDeliveryViewSchema>;

export const esimProfileSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('issued'),
    /** The SM-DP+ server the phone downloads the profile from. */
    smdpAddress: z.string(),
    /** The one-time matching id (the "activation code" phones ask for). */
    matchingId: z.string(),
    /** The GSMA activation code the QR carries: `LPA:1$<SM-DP+ address>$<matching id>`. */
    activationCode: z.string(),
  }),
]);
export type EsimProfile = z.output<typeof esimProfileSchema>;

export const simOrderViewSchema = z.object({
  type: z.enum(SIM_TYPES),
  carrier: z.enum(SIM_CARRIERS),
  delivery: simDeliveryViewSchema,
  /** Masked (`N*** V** A`, `•••••123`); empty once erased or when none were needed. */
  passports: z.array(z.object({ name: z.string(), number: z.string() })),
  /** The passports were registered and then erased after the retention period. */
  passportsErased: z.boolean(),
  esim: esimProfileSchema.nullable(),
});
export type SimOrderView = z.output<typeof simOrderViewSchema>;

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
export const hotelPhotoSchema = z.object({
  src: z.string(),
  width: z.number(),
  height: z.number(),
  credit: z.object({ author: z.string(), license: z.string(), source: z.string(), changes: z.string() }).nullable(),
});
export type HotelPhoto = z.output<typeof hotelPhotoSchema>;

/** The guests' score of a hotel: reviews by guests whose stay is over, 1 to 5. */
export const hotelRatingSchema = z.object({
  /** To one decimal; null before the first review. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type HotelRating = z.output<typeof hotelRatingSchema>;

/** What a buyer reads of a hotel before choosing a room. */
export const hotelDetailsSchema = z.object({
  address: z.string(),
  /** Codes, worded by the page (`booking:hotel.amenity.<code>`). */
  amenities: z.array(z.string()),
  houseRules: z.object({
    smoking: z.boolean(),
    pets: z.boolean(),
    parties: z.boolean(),
    quietHours: z.object({ from: z.string(), until: z.string() }).nullable(),
    minCheckInAge: z.number().int(),
  }),
  photos: z.array(hotelPhotoSchema),
  rating: hotelRatingSchema,
});
export type HotelDetails = z.output<typeof hotelDetailsSchema>;

/**
 * What cancelling costs, as the product's terms said when it was held (decision 0078): everything
 * back until `freeUntil`, then `refundPercentAfter` of what was paid (0: non-refundable from then).
 * A flight's fare also says what a change costs.
 */
export const cancellationTermsSchema = z.object({
  /** Until when cancelling refunds everything; null when it never does. */
  freeUntil: z.string().nullable(),
  /** The share refunded after `freeUntil`, in percent: 0 is non-refundable, 100 never happens. */
  refundPercentAfter: z.number(),
  /** Flights: a change of flight or date per passenger (VND), null when the fare allows none. */
  changeFee: z.number().nullable().optional(),
});
export type CancellationTerms = z.output<typeof cancellationTermsSchema>;

/**
 * A hotel in the search's answer: its cheapest room type that fits, per night (one room) and for the
 * stay (the rooms asked), taxes and fees included: `total` is what the hold's quote will charge.
 */
export const hotelHitSchema = inOneLanguage(hotelListing).extend({
  fromRoomType: z.string(),
  pricePerNight: z.number(),
  total: z.number(),
  /** Outside the place searched for, but near it (decision 0072). */
  nearby: z.boolean(),
  /** Kilometres from the searched place's centre, to one decimal; null when the text named no place. */
  centreKm: z.number().nullable(),
  /** Its first picture, for the result's thumbnail. */
  photo: hotelPhotoSchema,
  rating: hotelRatingSchema,
  /** The cancellation terms a hold of `fromRoomType` now would carry. */
  terms: cancellationTermsSchema,
});
export type HotelHit = z.output<typeof hotelHitSchema>;

/** One start time of an attraction that sells time slots, with its own places (decision 0085). */
export const ticketSlotSchema = z.object({
  /** `HH:MM`, Vietnam's time. */
  time: z.string(),
  left: z.number().int(),
  /** Free for the quantity asked, and not started yet. */
  available: z.boolean(),
  /** Today's slot whose start has passed: it cannot be bought any more. */
  started: z.boolean(),
  terms: cancellationTermsSchema,
});
export type TicketSlot = z.output<typeof ticketSlotSchema>;

/**
 * An attraction in the ticket search's answer: what a buyer reads before choosing (Klook's page:
 * pictures, what is and is not included, where to go, hours, how to use the ticket, the terms), and
 * its prices for the day with taxes and fees included.
 */
export const ticketHitSchema = inOneLanguage(attractionListing).extend({
  place: z.string().nullable(),
  coordinates: coordinatesSchema.nullable(),
  photos: z.array(hotelPhotoSchema),
  /** The last entry (`16:30`), Vietnam's time. */
  lastEntry: z.string(),
  /** The slots of the day, soonest first, or null for a day ticket; and how long one lasts. */
  slots: z.array(ticketSlotSchema).nullable(),
  slotMinutes: z.number().nullable(),
  price: z.number(),
  childPrice: z.number().nullable(),
  total: z.number(),
  left: z.number().int(),
  available: z.boolean(),
  nearby: z.boolean(),
  /** The day searched is today in Vietnam. */
  forToday: z.boolean(),
  /** A visit today can still be bought (a slot not started, or before the last entry). */
  openToday: z.boolean(),
  /** The terms a hold now would carry (the first slot still for sale, where there are slots). */
  terms: cancellationTermsSchema,
});
export type TicketHit = z.output<typeof ticketHitSchema>;

/** The place a search's text was understood as, to name it on the page: "Hội An, Đà Nẵng". */
export const searchedPlaceSchema = z.object({
  name: z.string(),
  /** Its province-level region's name; null when the place is a region. */
  region: z.string().nullable(),
  /** Its centre, which results measure their distance from. */
  centre: coordinatesSchema,
});
export type SearchedPlace = z.output<typeof searchedPlaceSchema>;

/**
 * One page of hotels with rooms free, cheapest stay first. `total` counts every such hotel, or is
 * null when a search of very many hotels ranked the cheapest without counting them all (decision
 * 0061); `more` says whether another page follows, in both cases. `areas` are the areas of the
 * hotels the place or text matched, whatever the other filters, for the area filter's choices.
 * A place searched for by name lists its own hotels first, then the nearby ones, each part
 * cheapest first.
 */
export const hotelSearchAnswer = pageOf(hotelHitSchema).extend({
  total: z.number().int().nullable(),
  more: z.boolean(),
  nights: z.number().int(),
  areas: z.array(z.string()),
  /** The place `q` named, whose hotels come first and nearby ones after; null for other text. */
  place: searchedPlaceSchema.nullable(),
});
export type HotelSearchAnswer = z.output<typeof hotelSearchAnswer>;

/** A room type of one hotel for the dates asked: the rooms free and their price, taxes and fees included. */
export const roomOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  beds: z.string(),
  maxGuests: z.number().int(),
  free: z.number().int(),
  available: z.boolean(),
  /** The rooms asked over the stay, and one room a night. */
  total: z.number(),
  perNight: z.number(),
});
export type RoomOffer = z.output<typeof roomOfferSchema>;

/** One hotel's page: what a buyer reads of it, and its room types for the dates. */
export const hotelAvailabilityAnswer = z.object({
  hotel: hotelDetailsSchema.extend(inOneLanguage(hotelListing).shape).extend({
    description: z.string(),
    checkInFrom: z.string(),
    checkOutUntil: z.string(),
    freeCancellationHours: z.number(),
  }),
  /** Every room type of the hotel is sold on the hotel's terms. */
  terms: cancellationTermsSchema,
  nights: z.number().int(),
  roomTypes: z.array(roomOfferSchema),
});
export type HotelAvailability = z.output<typeof hotelAvailabilityAnswer>;

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

export const QUOTE_LINE_CODES = [
  'room',
  'fareAdult',
  'fareChild',
  'fareInfant',
  'ticketAdult',
  'ticketChild',
  'sim',
  'simDelivery',
  'dataPackage',
  'serviceCharge',
  'airportFee',
  'vat',
] as const;

/** One line of a quote; `code` names it for the page (`booking:line.<code>`), amounts in VND. */
export const quoteLineSchema = z.object({
  code: z.enum(QUOTE_LINE_CODES),
  /** The day a line is for: a hotel's night, a flight's date. */
  day: z.string().optional(),
  /** A flight's number, which tells an outbound's lines from its return's. */
  flight: z.string().optional(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type QuoteLine = z.output<typeof quoteLineSchema>;

/** The itemised price taken with the hold: what the buyer pays, whatever happens to prices later. */
export const quoteSchema = z.object({
  currency: z.literal('VND'),
  lines: z.array(quoteLineSchema),
  subtotal: z.number(),
  taxes: z.number(),
  fees: z.number(),
  total: z.number(),
});
export type Quote = z.output<typeof quoteSchema>;

export const orderEventSchema = z.object({
  at: z.string(),
  actor: z.enum(['buyer', 'system', 'payment', 'staff']),
  from: z.enum(ORDER_STATES).nullable(),
  to: z.enum(ORDER_STATES),
  reason: z.string(),
});
export type OrderEvent = z.output<typeof orderEventSchema>;

/** One end of a flight: the airport (IATA code), its terminal, and the local time there. */
export const flightEndSchema = z.object({
  airport: z.string(),
  terminal: z.string(),
  at: z.string(),
  /** The airport's time zone: the times are shown as its clocks show them, as on a boarding pass. */
  timeZone: z.string(),
});
export type FlightEnd = z.output<typeof flightEndSchema>;

const fareClassSchema = z.enum(['economy', 'business']);

/** A flight as a buyer needs it (decision 0079); airport names come from the page's names. */
export const flightFactsSchema = z.object({
  number: z.string(),
  from: flightEndSchema,
  to: flightEndSchema,
  minutes: z.number(),
  fareClass: fareClassSchema,
  /** Checked baggage and cabin baggage per passenger, kg. */
  baggageKg: z.number(),
  cabinKg: z.number(),
});
export type FlightFacts = z.output<typeof flightFactsSchema>;

export const orderItemSchema = z.object({
  kind: z.enum(['hotel', 'flight', 'ticket', 'sim', 'data']),
  product: z.string(),
  firstDay: z.string(),
  days: z.number().int(),
  quantity: z.number().int(),
  /** A confirmed flight gives each passenger an e-ticket number (13 digits). */
  travellers: z.array(z.object({ name: z.string(), eTicket: z.string().optional() })),
  /** A flight line: its times, airports, terminals, fare class and baggage. */
  flight: flightFactsSchema.optional(),
  /** A ticket for a time slot: its start, `HH:MM` in Vietnam (decision 0085). */
  slot: z.string().optional(),
});
export type OrderItem = z.output<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  /** Everything the built-in supplier sells is demo inventory, and says so. */
  demo: z.boolean(),
  items: z.array(orderItemSchema),
  quote: quoteSchema,
  holdExpiresAt: z.string(),
  payment: z.object({ method: z.enum(PAYMENT_METHODS).nullable(), paid: z.number(), refunded: z.number() }),
  /** Paid online before delivery (a top-up, an eSIM): paying later is not offered. */
  payOnline: z.boolean(),
  contact: z.object({ name: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() }),
  /** A confirmed flight's booking reference (PNR, 6 letters and digits), as the airline knows it. */
  bookingReference: z.string().nullable(),
  /** Signed code for the QR voucher (hotels, tickets), once confirmed. */
  voucher: z.string().nullable(),
  voucherUsed: z.boolean(),
  /** A SIM order's delivery, masked passports and eSIM profile (absent for other kinds). */
  sim: simOrderViewSchema.nullable().optional(),
  /** Whether the order can be cancelled now (a hold, or a confirmed order its terms still let go). */
  cancellable: z.boolean(),
  /** The cancellation terms bought with the order, whatever the product's terms are now. */
  terms: cancellationTermsSchema,
  createdAt: z.string(),
  /** What the order desk cancelled or refunded, and why (absent on copies saved before it existed). */
  deskNotes: z.array(deskNoteSchema).optional(),
  events: z.array(orderEventSchema),
});
export type Order = z.output<typeof orderSchema>;

/** Answers that carry one order: a hold, a cancel, the order page. */
export const orderAnswer = z.object({ order: orderSchema });

/** What /booking/confirm answers: the order, and where to send the buyer to pay when online. */
export const confirmationSchema = z.object({ order: orderSchema, paymentUrl: z.string().nullable() });
export type Confirmation = z.output<typeof confirmationSchema>;

/** An airport the flights serve, named in the request's language. */
export const airportSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  region: z.string(),
  terminal: z.string(),
});

/** A fare class of a flight: what the hold will quote for the passengers searched, taxes and fees included. */
export const fareOfferSchema = z.object({
  id: fareClassSchema,
  fare: z.number(),
  total: z.number(),
  baggageKg: z.number(),
  cabinKg: z.number(),
  /** The fare's rules: cancelling and changing, as a hold now would keep them. */
  terms: cancellationTermsSchema,
  seatsLeft: z.number().int(),
  available: z.boolean(),
});
export type FareOffer = z.output<typeof fareOfferSchema>;

/** A flight of the day searched, by departure time. */
export const flightOfferSchema = z.object({
  id: z.string(),
  demo: z.boolean(),
  carrier: z.string(),
  from: z.string(),
  to: z.string(),
  /** Where and when it leaves and lands: airport, terminal, local time. */
  ends: z.object({ from: flightEndSchema, to: flightEndSchema }),
  departsAt: z.string(),
  arrivesAt: z.string(),
  minutes: z.number(),
  fareClasses: z.array(fareOfferSchema),
});
export type FlightOffer = z.output<typeof flightOfferSchema>;

/** The booking area's calls, each with its input and answer (decision 0101). */
export const bookingCalls = {
  searchHotels: defineCall({
    method: 'GET',
    path: '/hotels/search',
    input: hotelSearchInput,
    answer: hotelSearchAnswer,
  }),
  hotelAvailability: defineCall({
    method: 'GET',
    path: '/hotels/availability',
    input: hotelAvailabilityInput,
    answer: hotelAvailabilityAnswer,
  }),
  airports: defineCall({
    method: 'GET',
    path: '/flights/airports',
    input: z.object({}),
    answer: z.object({ carrier: z.string(), items: z.array(airportSchema) }),
  }),
  searchFlights: defineCall({
    method: 'GET',
    path: '/flights/search',
    input: flightSearchInput,
    answer: z.object({ items: z.array(flightOfferSchema), total: z.number().int() }),
  }),
  searchTickets: defineCall({
    method: 'GET',
    path: '/tickets/search',
    input: ticketSearchInput,
    answer: z.object({
      items: z.array(ticketHitSchema),
      total: z.number().int(),
      place: searchedPlaceSchema.nullable(),
      /** Today in Vietnam, so the page can offer a same-day visit. */
      today: daySchema,
    }),
  }),
  paymentMethods: defineCall({
    method: 'GET',
    path: '/booking/paymentMethods',
    input: z.object({}),
    answer: z.object({ methods: z.array(z.enum(PAYMENT_METHODS)) }),
  }),
  guestOtp: defineCall({ method: 'POST', path: '/booking/guest/getOtp', input: guestOtpInput, answer: otpSentAnswer }),
  guestVerify: defineCall({
    method: 'POST',
    path: '/booking/guest/verifyOtp',
    input: guestVerifyInput,
    /** The verified number and its guest token (header NVTRAVEL-GUEST), valid until `expiresAt` (ms). */
    answer: z.object({ phone: z.string(), guestToken: z.string(), expiresAt: z.number() }),
  }),
  hold: defineCall({ method: 'POST', path: '/booking/hold', input: holdInput, answer: orderAnswer }),
  confirm: defineCall({ method: 'POST', path: '/booking/confirm', input: confirmInput, answer: confirmationSchema }),
  cancel: defineCall({ method: 'POST', path: '/booking/cancel', input: cancelInput, answer: orderAnswer }),
  order: defineCall({ method: 'POST', path: '/booking/order', input: orderRef, answer: orderAnswer }),
  orders: defineCall({
    method: 'POST',
    path: '/booking/orders',
    input: z.object({}),
    answer: z.object({ items: z.array(orderSchema) }),
  }),
  vnpayReturn: defineCall({
    method: 'GET',
    path: '/booking/vnpay/return',
    input: z
      .object({ vnp_TxnRef: z.string().min(1).max(100), vnp_SecureHash: z.string().min(1).max(256) })
      .catchall(z.string().max(1000)),
    /** Which order the gateway's signed query is about, and whether it says paid (the IPN settles it). */
    answer: z.object({ orderId: z.string(), number: z.string(), state: z.enum(ORDER_STATES), paid: z.boolean() }),
  }),
  checkVoucher: defineCall({
    method: 'POST',
    path: '/booking/voucher/check',
    input: voucherCheckInput,
    answer: z.object({
      number: z.string(),
      contactName: z.string().nullable(),
      items: z.array(
        z.object({
          kind: z.string(),
          product: z.string(),
          firstDay: z.string(),
          days: z.number().int(),
          quantity: z.number().int(),
        }),
      ),
    }),
  }),
};
