import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingItem, HotelHit, HotelSearchAnswer } from '../../src/lib/api/contract/booking.ts';
import type { Lookup } from '../../src/lib/api/contract/data-packages.ts';
import { hotels } from '../../src/server/booking/catalogue.ts';
import { addDays } from '../../src/server/booking/days.ts';
import { listedSim } from '../../src/server/booking/listed-prices.ts';
import { bookingReady } from '../../src/server/booking/ready.ts';
import { AIRPORT_FEE, VAT_PERCENT } from '../../src/server/booking/pricing.ts';
import { serverConfig } from '../../src/server/config.ts';
import { simById } from '../../src/server/sim/catalogue.ts';
import { bookingCall, CHECK_IN, CHECK_OUT, guestBuyer, leaveFree, ROOM_PRODUCT } from './support/booking.ts';
import { call, send } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

const database = useTestDatabase();

beforeAll(async () => {
  serverConfig.booking.saleDays = 14;
  await bookingReady();
});

const get = <T>(path: string, query: Record<string, string | number>, lang = 'en') =>
  send<T>(
    new Request(
      `http://localhost/apiCore/v1${path}?${new URLSearchParams({ langCode: lang, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
    ),
  );

type HotelPage = HotelSearchAnswer;

describe('booking search', () => {
  it('finds hotels by region or by a name typed without diacritics, marked demo, cheapest first', async () => {
    const inRegion = await get<HotelPage>('/hotels/search', {
      region: 'lam-dong',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
    });
    expect(inRegion.data.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(inRegion.data.items.map((hotel) => hotel.region))).toEqual(new Set(['lam-dong']));
    expect(inRegion.data.items.every((hotel) => hotel.demo && hotel.name.includes('(demo)'))).toBe(true);
    const totals = inRegion.data.items.map((hotel) => hotel.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const typed = await get<HotelPage>('/hotels/search', { q: 'hoi an', checkIn: CHECK_IN, checkOut: CHECK_OUT }, 'vi');
    expect(typed.data.items.map((hotel) => hotel.id)).toContain('hoi-an-den-long');
    expect(typed.data.items.find((hotel) => hotel.id === 'hoi-an-den-long')?.name).toBe(
      'Khu nghỉ dưỡng Đèn Lồng Hội An (demo)',
    );
  });

  it('searches the whole country a page at a time, cheapest first, and leaves out a stay with a night not on sale', async () => {
    const stay = { checkIn: CHECK_IN, checkOut: CHECK_OUT };
    const pages: HotelHit[][] = [];
    let answer;
    do {
      answer = await get<HotelPage>('/hotels/search', { ...stay, pageSize: 10, page: pages.length + 1 });
      expect(answer.data.total).toBe(hotels.length);
      expect(answer.data.more).toBe((pages.length + 1) * 10 < hotels.length);
      pages.push(answer.data.items);
    } while (pages.length * 10 < hotels.length);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 10, hotels.length - 30]);
    const walked = pages.flat();
    expect(walked.map((hotel) => hotel.id).sort()).toEqual(hotels.map((hotel) => hotel.id).sort());
    const totals = walked.map((hotel) => hotel.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // Past the last page: no hotels, the count still right.
    const past = await get<HotelPage>('/hotels/search', { ...stay, pageSize: 10, page: 9 });
    expect(past.data).toMatchObject({ items: [], total: hotels.length });

    // On sale for 14 days from today: a stay from day 7 to day 15 misses its last night everywhere.
    const pastSale = await get<HotelPage>('/hotels/search', {
      checkIn: CHECK_IN,
      checkOut: addDays(CHECK_IN, 8),
    });
    expect(pastSale.data).toMatchObject({ items: [], total: 0 });
  });

  it('filters by stars, area, price per night and party size on the server, and names the areas to choose from', async () => {
    const stay = { checkIn: CHECK_IN, checkOut: CHECK_OUT, pageSize: 50 };
    const all = (await get<HotelPage>('/hotels/search', stay)).data;
    const starred = (await get<HotelPage>('/hotels/search', { ...stay, minStars: 4 })).data;
    expect(starred.items.map((hotel) => hotel.id).sort()).toEqual(
      all.items
        .filter((hotel) => hotel.stars >= 4)
        .map((hotel) => hotel.id)
        .sort(),
    );
    expect(starred.areas).toEqual(all.areas);

    const region = (await get<HotelPage>('/hotels/search', { ...stay, region: 'lam-dong' })).data;
    expect(region.areas).toEqual([...new Set(region.items.map((hotel) => hotel.area))].sort());
    const area = region.areas[0] ?? '';
    const inArea = (await get<HotelPage>('/hotels/search', { ...stay, region: 'lam-dong', area })).data;
    expect(inArea.items.length).toBeGreaterThan(0);
    expect(inArea.items.every((hotel) => hotel.area === area)).toBe(true);

    const prices = all.items.map((hotel) => hotel.pricePerNight).sort((a, b) => a - b);
    const middle = prices[Math.floor(prices.length / 2)] ?? 0;
    const cheap = (await get<HotelPage>('/hotels/search', { ...stay, maxPrice: middle })).data;
    expect(cheap.total).toBe(prices.filter((price) => price <= middle).length);
    expect(cheap.items.every((hotel) => hotel.pricePerNight <= middle)).toBe(true);

    // Three guests in one room: only hotels with a room type for three, priced at that room.
    const big = (await get<HotelPage>('/hotels/search', { ...stay, guests: 3 })).data;
    const roomy = hotels.filter((hotel) => hotel.roomTypes.some((type) => type.maxGuests >= 3));
    expect(big.items.map((hotel) => hotel.id).sort()).toEqual(roomy.map((hotel) => hotel.id).sort());
    for (const hit of big.items) {
      const type = hotels.find((hotel) => hotel.id === hit.id)?.roomTypes.find((room) => room.id === hit.fromRoomType);
      expect(type?.maxGuests).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows a sold-out room type as unavailable, in search and on the hotel', async () => {
    await leaveFree(database.current().db, ROOM_PRODUCT, CHECK_IN, 0);
    const hotel = await get<{ roomTypes: { id: string; free: number; available: boolean }[] }>('/hotels/availability', {
      hotel: 'sen-hoan-kiem',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
    });
    expect(hotel.data.roomTypes.find((type) => type.id === 'standard')).toMatchObject({ free: 0, available: false });
    expect(hotel.data.roomTypes.find((type) => type.id === 'deluxe')?.available).toBe(true);
  });

  it('lists a trunk route’s flights by time with seats and fares, and itemises a flight’s taxes and fees', async () => {
    const flights = await get<{
      items: { id: string; departsAt: string; fareClasses: { id: string; fare: number; seatsLeft: number }[] }[];
    }>('/flights/search', { from: 'HAN', to: 'SGN', date: CHECK_IN, adults: 2 });
    expect(flights.data.items.length).toBeGreaterThanOrEqual(3);
    const times = flights.data.items.map((flight) => flight.departsAt);
    expect(times).toEqual([...times].sort());
    const first = flights.data.items[0];
    const economy = first?.fareClasses.find((fare) => fare.id === 'economy');
    expect(economy?.seatsLeft).toBeGreaterThan(100);

    const buyer = await guestBuyer();
    const held = await bookingCall(
      '/booking/hold',
      {
        item: {
          kind: 'flight',
          flight: first?.id,
          fareClass: 'economy',
          date: CHECK_IN,
          adults: 1,
          children: 1,
          infants: 1,
        },
        travellers: [{ name: 'NGUYEN VAN AN' }, { name: 'NGUYEN MINH KHOA' }, { name: 'NGUYEN BAO AN' }],
      },
      buyer.headers,
    );
    const quote = held.data.order.quote;
    const fare = economy?.fare ?? 0;
    expect(quote.lines.map((line) => line.code)).toEqual(['fareAdult', 'fareChild', 'fareInfant', 'airportFee', 'vat']);
    expect(quote.fees).toBe(2 * AIRPORT_FEE);
    expect(quote.taxes).toBe(Math.round((quote.subtotal * VAT_PERCENT) / 100));
    expect(quote.lines[0]).toMatchObject({ quantity: 1, unitPrice: fare });
    expect(held.data.order.items[0]).toMatchObject({ quantity: 2 }); // the infant takes no seat
  });

  it('lists tickets of a region with what is left', async () => {
    const tickets = await get<{ items: { id: string; region: string; left: number; available: boolean }[] }>(
      '/tickets/search',
      {
        region: 'hue',
        date: CHECK_IN,
      },
    );
    expect(tickets.data.items.map((ticket) => ticket.id).sort()).toEqual(['dai-noi-hue', 'lang-tu-duc']);
    expect(tickets.data.items.every((ticket) => ticket.available && ticket.left > 0)).toBe(true);
  });

  it('lists every kind at the total its hold quotes, every tax and fee included', async () => {
    // A week holds weekday and weekend nights; two rooms, a family on a flight, two tickets.
    const stay = { checkIn: CHECK_IN, checkOut: addDays(CHECK_IN, 7) };
    const family = { adults: 2, children: 1, infants: 1 };
    type Listed = { total: number; item: BookingItem; travellers?: { name: string }[] };
    const kinds: [string, () => Promise<Listed>][] = [
      [
        'a hotel in the results',
        async () => {
          const page = await get<HotelPage>('/hotels/search', { ...stay, region: 'lam-dong', rooms: 2, guests: 2 });
          const hit = page.data.items[0];
          if (!hit) throw new Error('no hotel');
          const item = {
            kind: 'hotel',
            hotel: hit.id,
            roomType: hit.fromRoomType,
            ...stay,
            rooms: 2,
            guests: 2,
          } as const;
          return { total: hit.total, item };
        },
      ],
      [
        'a room on the hotel’s page',
        async () => {
          const hotel = await get<{ roomTypes: { id: string; total: number; available: boolean }[] }>(
            '/hotels/availability',
            { hotel: 'sen-hoan-kiem', ...stay },
          );
          const room = hotel.data.roomTypes.find((type) => type.id === 'deluxe');
          const item = {
            kind: 'hotel',
            hotel: 'sen-hoan-kiem',
            roomType: 'deluxe',
            ...stay,
            rooms: 1,
            guests: 2,
          } as const;
          return { total: room?.total ?? 0, item };
        },
      ],
      [
        'a fare class for a family',
        async () => {
          const flights = await get<{ items: { id: string; fareClasses: { id: string; total: number }[] }[] }>(
            '/flights/search',
            { from: 'HAN', to: 'SGN', date: CHECK_IN, ...family },
          );
          const flight = flights.data.items[0];
          const total = flight?.fareClasses.find((fare) => fare.id === 'economy')?.total ?? 0;
          const item = {
            kind: 'flight',
            flight: flight?.id ?? '',
            fareClass: 'economy',
            date: CHECK_IN,
            ...family,
          } as const;
          const travellers = ['NGUYEN VAN AN', 'TRAN THI MAI', 'NGUYEN MINH KHOA', 'NGUYEN BAO AN'].map((name) => ({
            name,
          }));
          return { total, item, travellers };
        },
      ],
      [
        'attraction tickets',
        async () => {
          const tickets = await get<{ items: { id: string; total: number }[] }>('/tickets/search', {
            region: 'hue',
            date: CHECK_IN,
            quantity: 2,
          });
          const total = tickets.data.items.find((ticket) => ticket.id === 'dai-noi-hue')?.total ?? 0;
          return { total, item: { kind: 'ticket', attraction: 'dai-noi-hue', date: CHECK_IN, adults: 2, children: 0 } };
        },
      ],
      [
        'an eSIM on its page',
        async () => {
          const sim = simById.get('viettel-esim-7d');
          if (!sim) throw new Error('no eSIM');
          const item = { kind: 'sim', sim: sim.id, date: CHECK_IN, quantity: 1, delivery: { method: 'esim' } } as const;
          return { total: listedSim(sim), item };
        },
      ],
      [
        'a data package for a number',
        async () => {
          const lookup = await call<Lookup>('/dataPackages/lookup', { phone: '0986 123 456' });
          const entry = lookup.data.packages.find((candidate) => candidate.id === 'viettel-daily-1gb-7d');
          return {
            total: entry?.price ?? 0,
            item: { kind: 'data', package: 'viettel-daily-1gb-7d', phone: lookup.data.phone },
          };
        },
      ],
    ];
    for (const [kind, list] of kinds) {
      // A buyer per kind: one buyer may have only a few orders waiting at once (decision 0069).
      const buyer = await guestBuyer();
      const { total, item, travellers } = await list();
      const held = await bookingCall('/booking/hold', { item, ...(travellers ? { travellers } : {}) }, buyer.headers);
      expect(held.code, `${kind}: ${JSON.stringify(held.data)}`).toBe('SUCCESS');
      expect(total, kind).toBeGreaterThan(0);
      expect(total, kind).toBe(held.data.order.quote.total);
    }
  });
});
