import { beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../src/server/booking/catalogue.ts';
import { addDays } from '../../src/server/booking/days.ts';
import { bookingReady } from '../../src/server/booking/ready.ts';
import { AIRPORT_FEE, VAT_PERCENT } from '../../src/server/booking/pricing.ts';
import { serverConfig } from '../../src/server/config.ts';
import { bookingCall, CHECK_IN, CHECK_OUT, guestBuyer, leaveFree, ROOM_PRODUCT } from './support/booking.ts';
import { send } from './support/client.ts';
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

interface HotelHit {
  id: string;
  region: string;
  name: string;
  demo: boolean;
  total: number;
}

describe('booking search', () => {
  it('finds hotels by region or by a name typed without diacritics, marked demo, cheapest first', async () => {
    const inRegion = await get<{ items: HotelHit[] }>('/hotels/search', {
      region: 'lam-dong',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
    });
    expect(inRegion.data.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(inRegion.data.items.map((hotel) => hotel.region))).toEqual(new Set(['lam-dong']));
    expect(inRegion.data.items.every((hotel) => hotel.demo && hotel.name.includes('(demo)'))).toBe(true);
    const totals = inRegion.data.items.map((hotel) => hotel.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const typed = await get<{ items: HotelHit[] }>(
      '/hotels/search',
      { q: 'hoi an', checkIn: CHECK_IN, checkOut: CHECK_OUT },
      'vi',
    );
    expect(typed.data.items.map((hotel) => hotel.id)).toContain('hoi-an-den-long');
    expect(typed.data.items.find((hotel) => hotel.id === 'hoi-an-den-long')?.name).toBe(
      'Khu nghỉ dưỡng Đèn Lồng Hội An (demo)',
    );
  });

  it('searches the whole country, cheapest first, and leaves out a stay with a night not on sale', async () => {
    const country = await get<{ items: HotelHit[]; total: number }>('/hotels/search', {
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
    });
    expect(country.data.items.map((hotel) => hotel.id).sort()).toEqual(hotels.map((hotel) => hotel.id).sort());
    const totals = country.data.items.map((hotel) => hotel.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    // On sale for 14 days from today: a stay from day 7 to day 15 misses its last night everywhere.
    const pastSale = await get<{ items: HotelHit[] }>('/hotels/search', {
      checkIn: CHECK_IN,
      checkOut: addDays(CHECK_IN, 8),
    });
    expect(pastSale.data.items).toEqual([]);
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
    expect(flights.data.items.length).toBeGreaterThanOrEqual(5);
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
});
