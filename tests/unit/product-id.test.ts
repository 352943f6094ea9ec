import { describe, expect, it } from 'vitest';
import { detailKey, ticketSlot } from '#features/booking/booked-details.ts';
import { formatProduct, ownerKey, parseProduct, productPrefix, type ProductId } from '#features/booking/product-id.ts';
import { catalogueProducts } from '#features/booking/server/inventory.ts';
import { PRODUCT_KINDS } from '#server/app/compose.ts';

describe('product identities (decision 0102)', () => {
  it('spell each kind as the database and the API always have', () => {
    const spelled: [ProductId, string][] = [
      [{ kind: 'hotel', hotel: 'sen-hoan-kiem', roomType: 'standard' }, 'hotel:sen-hoan-kiem:standard'],
      [{ kind: 'flight', flight: 'NV123', fareClass: 'economy' }, 'flight:NV123:economy'],
      [{ kind: 'ticket', attraction: 'ba-na-hills', slot: null }, 'ticket:ba-na-hills'],
      [{ kind: 'ticket', attraction: 'dia-dao-cu-chi', slot: '08:30' }, 'ticket:dia-dao-cu-chi:0830'],
      [{ kind: 'sim', sim: 'viettel-30' }, 'sim:viettel-30'],
      [{ kind: 'data', package: 'mobi-7d' }, 'data:mobi-7d'],
    ];
    for (const [id, product] of spelled) {
      expect(formatProduct(id)).toBe(product);
      expect(parseProduct(product)).toEqual(id);
    }
  });

  it('read back every product of the built-in catalogue as it was formatted', () => {
    const products = catalogueProducts(PRODUCT_KINDS).map((row) => row.product);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const id = parseProduct(product);
      expect(id).toBeDefined();
      expect(formatProduct(id as ProductId)).toBe(product);
    }
  });

  it('refuse strings that are not spelled as a product of their kind', () => {
    for (const product of [
      '',
      'hotel',
      'hotel:sen-hoan-kiem',
      'hotel:sen-hoan-kiem:standard:extra',
      'flight:NV123',
      'ticket:ba-na-hills:9am',
      'sim:viettel-30:x',
      'ferry:ha-long',
      'airport:HAN',
    ])
      expect(parseProduct(product)).toBeUndefined();
  });

  it('group a product under its hotel, flight or attraction, and give the kinds’ prefixes', () => {
    expect(ownerKey('hotel:an-lam:deluxe')).toBe('hotel:an-lam');
    expect(ownerKey('ticket:dia-dao-cu-chi:0830')).toBe('ticket:dia-dao-cu-chi');
    expect(ownerKey('sim:viettel-30')).toBe('sim:viettel-30');
    expect(detailKey('flight:NV123:business')).toBe('flight:NV123');
    expect(ticketSlot('ticket:dia-dao-cu-chi:0830')).toBe('08:30');
    expect(ticketSlot('ticket:dia-dao-cu-chi')).toBeNull();
    expect(ticketSlot('hotel:an-lam:0830')).toBeNull();
    expect(productPrefix('ticket')).toBe('ticket:');
    expect(productPrefix('hotel', 'an-lam')).toBe('hotel:an-lam:');
  });
});
