/*
 * What an inventory row or an order line sells, as the database and the API spell it
 * (`booking_inventory.product`, an order item's `product`): `hotel:<hotel>:<roomType>`,
 * `flight:<flightNo>:<fareClass>`, `ticket:<attraction>` (a day ticket) or
 * `ticket:<attraction>:<HHMM>` (a time slot's: `09:30` is `0930`, as the parts are split at
 * colons), `sim:<id>` and `data:<package>`. This module is the one place that builds and reads
 * those strings; the rest of the code works on the parsed union (decision 0102).
 */

export type ProductId =
  | { kind: 'hotel'; hotel: string; roomType: string }
  | { kind: 'flight'; flight: string; fareClass: string }
  /** `slot` is the time slot's start, `HH:MM`; null for a day ticket. */
  | { kind: 'ticket'; attraction: string; slot: string | null }
  | { kind: 'sim'; sim: string }
  | { kind: 'data'; package: string };

export type ProductKind = ProductId['kind'];

/** The product's string, as stored and sent. */
export function formatProduct(id: ProductId): string {
  switch (id.kind) {
    case 'hotel':
      return `hotel:${id.hotel}:${id.roomType}`;
    case 'flight':
      return `flight:${id.flight}:${id.fareClass}`;
    case 'ticket':
      return id.slot ? `ticket:${id.attraction}:${id.slot.replace(':', '')}` : `ticket:${id.attraction}`;
    case 'sim':
      return `sim:${id.sim}`;
    case 'data':
      return `data:${id.package}`;
  }
}

const SLOT = /^\d{4}$/;

/** The product a string names; undefined for one that is not spelled as a product of its kind. */
export function parseProduct(product: string): ProductId | undefined {
  const [kind, first, second, ...rest] = product.split(':');
  if (!first || rest.length > 0) return undefined;
  switch (kind) {
    case 'hotel':
      return second ? { kind, hotel: first, roomType: second } : undefined;
    case 'flight':
      return second ? { kind, flight: first, fareClass: second } : undefined;
    case 'ticket':
      if (second === undefined) return { kind, attraction: first, slot: null };
      return SLOT.test(second)
        ? { kind, attraction: first, slot: `${second.slice(0, 2)}:${second.slice(2)}` }
        : undefined;
    case 'sim':
      return second === undefined ? { kind, sim: first } : undefined;
    case 'data':
      return second === undefined ? { kind, package: first } : undefined;
    default:
      return undefined;
  }
}

/** The hotel, flight, attraction, SIM or package a product is of (its id in its own catalogue). */
export function ownerOf(id: ProductId): string {
  switch (id.kind) {
    case 'hotel':
      return id.hotel;
    case 'flight':
      return id.flight;
    case 'ticket':
      return id.attraction;
    case 'sim':
      return id.sim;
    case 'data':
      return id.package;
  }
}

/**
 * What a product belongs to, as `<kind>:<owner>`: one hotel (all its room types), one flight (both
 * classes), one attraction (every slot). Details, caps and a hotel's terms are kept per owner.
 * A string that names no product is its own owner.
 */
export function ownerKey(product: string): string {
  const id = parseProduct(product);
  return id ? keyOfOwner(id.kind, ownerOf(id)) : product;
}

/** The key of one hotel, flight, attraction, SIM or package: `hotel:<id>`. */
export const keyOfOwner = (kind: ProductKind, owner: string): string => `${kind}:${owner}`;

/**
 * The start every product of a kind shares (`ticket:`), or of one owner's products with a variant
 * (`hotel:<id>:`, every room type of a hotel), for prefix lookups in the inventory.
 */
export const productPrefix = (kind: ProductKind, owner?: string): string =>
  owner === undefined ? `${kind}:` : `${kind}:${owner}:`;
