import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { hotelHitSchema, ticketHitSchema } from '#features/booking/contract.ts';
import { attractionListing, hotelListing } from '#features/booking/listings.ts';
import { attractionSchema, hotelSchema } from '#features/booking/server/catalogue.ts';
import { inOneLanguage, localizedText, pickInLanguage } from '#lib/i18n/localized-text.ts';

const entry = z.object({ id: z.string(), stars: z.number(), name: localizedText });
const hanoi = { id: 'h1', stars: 4, name: { vi: 'Khách sạn Hồ Gươm', en: 'Sword Lake Hotel', zh: '还剑湖酒店' } };

describe('a catalogue entry in one language (issue 37)', () => {
  it('answers each localized text in the reader’s language and every other field as it is', () => {
    expect(pickInLanguage(entry, hanoi, 'zh')).toEqual({ id: 'h1', stars: 4, name: '还剑湖酒店' });
    expect(inOneLanguage(entry).parse({ id: 'h1', stars: 4, name: 'Sword Lake Hotel' })).toEqual({
      id: 'h1',
      stars: 4,
      name: 'Sword Lake Hotel',
    });
    expect(inOneLanguage(entry).safeParse(hanoi).success).toBe(false);
  });

  it('leaves out what the entry does not name, so a catalogue’s own fields stay on the server', () => {
    expect(pickInLanguage(entry, { ...hanoi, roomTypes: [] } as typeof hanoi, 'vi')).not.toHaveProperty('roomTypes');
  });

  it('puts every field of a hotel’s and an attraction’s listing in the catalogue and in the search result', () => {
    for (const [listing, catalogue, hit] of [
      [hotelListing, hotelSchema, hotelHitSchema],
      [attractionListing, attractionSchema, ticketHitSchema],
    ] as const)
      for (const key of Object.keys(listing.shape)) {
        expect(catalogue.shape).toHaveProperty(key);
        expect(hit.shape).toHaveProperty(key);
      }
  });
});
