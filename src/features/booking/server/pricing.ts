import type { Quote, QuoteLine } from '../contract.ts';
import { addDays } from '#lib/vietnam-days.ts';
import type { PlannedItem } from './supplier.ts';
import { parseProduct } from '../product-id.ts';

/*
 * Taxes and fees, itemised before payment (decision 0029). Rates as Vietnam applies them in 2026:
 * VAT 8 % (the reduced rate extended through 2026) on rooms and air fares; hotels add a 5 % service
 * charge before VAT; domestic flights a passenger service charge per departing passenger with a
 * seat. Attraction tickets are sold at prices that include VAT, so they carry no extra line.
 */
export const VAT_PERCENT = 8;
export const HOTEL_SERVICE_PERCENT = 5;
/** Domestic passenger service charge (ACV's rate at the large airports), VND per passenger with a seat. */
export const AIRPORT_FEE = 100_000;
/** Children's and infants' air fares as a share of the adult fare. */
const CHILD_FARE = 0.75;
const INFANT_FARE = 0.1;

const percent = (amount: number, rate: number) => Math.round((amount * rate) / 100);
const line = (code: QuoteLine['code'], quantity: number, unitPrice: number, day?: string): QuoteLine => ({
  code,
  ...(day ? { day } : {}),
  quantity,
  unitPrice,
  amount: quantity * unitPrice,
});
/** VND prices are whole thousands on a Vietnamese bill. */
const roundVnd = (amount: number) => Math.round(amount / 1000) * 1000;

/**
 * What pricing reads of a line: its kind, product and first day (which name the lines), how many
 * units, who pays which unit price, and the catalogue's extras. A hold passes the supplier's plan; a
 * list passes the same facts of the offer it shows (listed-prices.ts).
 */
export type PricedItem = Pick<
  PlannedItem,
  'kind' | 'product' | 'firstDay' | 'quantity' | 'mix' | 'childPrice' | 'deliveryFee'
>;

/**
 * The quote for a line at `prices` (one per day): the units just held, or an offer a list shows.
 * Lists call it too, so the total listed is the total the hold quotes (decision 0073).
 */
export function quoteFor(item: PricedItem, prices: number[]): Quote {
  const charged: QuoteLine[] = [];
  const extra: QuoteLine[] = [];
  let taxes = 0;
  let fees = 0;
  if (item.kind === 'hotel') {
    prices.forEach((price, i) => charged.push(line('room', item.quantity, price, addDays(item.firstDay, i))));
    const rooms = sum(charged);
    const service = percent(rooms, HOTEL_SERVICE_PERCENT);
    fees = service;
    taxes = percent(rooms + service, VAT_PERCENT);
    extra.push(line('serviceCharge', 1, service), line('vat', 1, taxes));
  } else if (item.kind === 'flight') {
    const fare = prices[0] ?? 0;
    const { adults, children, infants } = item.mix;
    // Each line names its flight and day: a return trip's two flights are itemised apart.
    const product = parseProduct(item.product);
    const leg = { day: item.firstDay, flight: product?.kind === 'flight' ? product.flight : '' };
    charged.push({ ...line('fareAdult', adults, fare), ...leg });
    if (children) charged.push({ ...line('fareChild', children, roundVnd(fare * CHILD_FARE)), ...leg });
    if (infants) charged.push({ ...line('fareInfant', infants, roundVnd(fare * INFANT_FARE)), ...leg });
    fees = (adults + children) * AIRPORT_FEE;
    taxes = percent(sum(charged), VAT_PERCENT);
    extra.push({ ...line('airportFee', adults + children, AIRPORT_FEE), ...leg }, { ...line('vat', 1, taxes), ...leg });
  } else if (item.kind === 'sim') {
    // SIMs are sold VAT included, like tickets; a hotel delivery is a fee of its own.
    charged.push(line('sim', item.quantity, prices[0] ?? 0));
    if (item.deliveryFee) {
      fees = item.deliveryFee;
      extra.push(line('simDelivery', 1, item.deliveryFee));
    }
  } else if (item.kind === 'data') {
    // Carriers sell packages with VAT included, like tickets.
    charged.push(line('dataPackage', item.quantity, prices[0] ?? 0));
  } else {
    const price = prices[0] ?? 0;
    if (item.mix.adults) charged.push(line('ticketAdult', item.mix.adults, price));
    if (item.mix.children) charged.push(line('ticketChild', item.mix.children, item.childPrice ?? price));
  }
  const subtotal = sum(charged);
  return { currency: 'VND', lines: [...charged, ...extra], subtotal, taxes, fees, total: subtotal + taxes + fees };
}

const sum = (lines: QuoteLine[]) => lines.reduce((total, l) => total + l.amount, 0);
