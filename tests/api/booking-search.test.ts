import { beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '#server/app/compose.ts';
import type { BookingItem, HotelDetails, HotelHit, HotelSearchAnswer } from '#features/booking/contract.ts';
import { placeVocabulary } from '#content/glossary.ts';
import { distanceKm } from '#lib/geo/distance.ts';
import type { Lookup } from '#features/data-packages/contract.ts';
import { hotels } from '#features/booking/server/catalogue.ts';
import { addDays } from '#lib/vietnam-days.ts';
import { listedSim } from '#features/sim/server/listed-price.ts';
import { AIRPORT_FEE, VAT_PERCENT } from '#features/booking/server/pricing.ts';
import { serverConfig } from '#server/config.ts';
import { simById } from '#features/sim/server/catalogue.ts';
import { bookingCall, CHECK_IN, CHECK_OUT, guestBuyer, leaveFree, ROOM_PRODUCT } from './support/booking.ts';
import { call, send } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

const database = useTestDatabase();

beforeAll(async () => {
  serverConfig.booking.saleDays = 14;
  await startServer();
});

const get = <T>(path: string, query: Record<string, string | number>, lang = 'en') =>
  send<T>(
    new Request(
      `http://localhost/apiCore/v1${path}?${new URLSearchParams({ langCode: lang, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
    ),
  );

type HotelPage = HotelSearchAnswer;

describe('booking search', () => {
  it('the free-cancellation filter keeps only stays whose terms still refund everything, and says so on each', async () => {
    // Tomorrow: a hotel free until 48 hours before check-in is past its window; 24 hours may not be.
    const tomorrow = addDays(CHECK_IN, -6);
    const query = { region: 'ha-noi', checkIn: tomorrow, checkOut: addDays(tomorrow, 1) };
    const all = await get<HotelPage>('/hotels/search', query);
    const free = await get<HotelPage>('/hotels/search', { ...query, freeCancellation: '1' });
    const strict = hotels.filter(
      (hotel) => hotel.region === 'ha-noi' && hotel.cancellation.freeUntilHoursBefore === 48,
    );
    expect(all.data.items.map((hotel) => hotel.id)).toEqual(expect.arrayContaining(strict.map((hotel) => hotel.id)));
    expect(free.data.items.map((hotel) => hotel.id)).not.toEqual(expect.arrayContaining([strict[0]?.id]));
    for (const hotel of free.data.items) expect(Date.parse(hotel.terms.freeUntil ?? '')).toBeGreaterThan(Date.now());
    const closed = all.data.items.find((hotel) => hotel.id === strict[0]?.id);
    expect(Date.parse(closed?.terms.freeUntil ?? '')).toBeLessThan(Date.now());
  });

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

  // One place vocabulary for every search (decision 0072): each name of a city, a province, a former
  // province, a town, an area or a place, in vi, en and zh, with or without diacritics and spaces,
  // finds the hotels and tickets in it first, then those nearby.
  const DA_NANG = {
    hotels: ['an-bang-homestay', 'hoi-an-den-long', 'my-khe-sunrise', 'son-tra-hillside'],
    tickets: ['ba-na-hills', 'cu-lao-cham', 'ngu-hanh-son', 'pho-co-hoi-an', 'thanh-dia-my-son'],
  };
  const LAM_DONG = { hotels: ['da-lat-hoa-da-quy', 'da-lat-thong-reo', 'mui-ne-doi-cat'], tickets: [] };
  const KHANH_HOA = {
    hotels: ['hon-tre-island', 'nha-trang-san-ho', 'thap-ba-garden'],
    tickets: ['thap-ba-ponagar', 'vinh-nha-trang'],
  };
  const PLACES: {
    what: string;
    names: [lang: string, q: string][];
    hotels: string[];
    nearbyHotels?: string[];
    tickets: string[];
    nearbyTickets?: string[];
  }[] = [
    {
      what: 'a city',
      names: [
        ['en', 'Da Nang'],
        ['vi', 'Đà Nẵng'],
        ['vi', 'danang'],
        ['en', 'DA NANG'],
        ['vi', 'Thành phố Đà Nẵng'],
        ['zh', '岘港'],
        ['zh', '岘港市'],
      ],
      ...DA_NANG,
    },
    {
      what: 'the capital',
      names: [
        ['en', 'Hanoi'],
        ['vi', 'Hà Nội'],
        ['vi', 'ha noi'],
        ['zh', 'hanoi'],
        ['zh', '河内'],
      ],
      hotels: ['hoang-thanh-boutique', 'sen-hoan-kiem', 'tre-xanh-tay-ho'],
      tickets: ['bao-tang-dan-toc-hoc', 'hoang-thanh-thang-long', 'van-mieu-quoc-tu-giam'],
    },
    {
      what: 'Ho Chi Minh City and its old name',
      names: [
        ['en', 'Ho Chi Minh'],
        ['en', 'Ho Chi Minh City'],
        ['vi', 'Hồ Chí Minh'],
        ['vi', 'TP.HCM'],
        ['vi', 'Sài Gòn'],
        ['en', 'Saigon'],
        ['zh', 'saigon'],
        ['zh', '西贡'],
        ['zh', '胡志明市'],
      ],
      hotels: ['sai-gon-mai-vang', 'song-saigon-riverside', 'vung-tau-gio-bien'],
      tickets: ['bao-tang-chung-tich-chien-tranh', 'dia-dao-cu-chi', 'dinh-doc-lap'],
    },
    {
      what: 'a city, then the hotels and tickets near it',
      names: [
        ['vi', 'Hải Phòng'],
        ['en', 'haiphong'],
        ['zh', '海防'],
      ],
      hotels: ['cat-ba-lan-ha', 'hai-phong-hoa-phuong'],
      nearbyHotels: ['ha-long-ngoc-trai', 'tuan-chau-bay-view'],
      tickets: [],
      nearbyTickets: ['vinh-ha-long'],
    },
    {
      what: 'a province',
      names: [
        ['vi', 'Lâm Đồng'],
        ['vi', 'tỉnh Lâm Đồng'],
        ['en', 'Lam Dong province'],
        ['en', 'lamdong'],
        ['zh', '林同'],
        ['zh', '林同省'],
      ],
      ...LAM_DONG,
    },
    {
      what: 'a former province, now in a city (2025)',
      names: [
        ['vi', 'Quảng Nam'],
        ['en', 'Quang Nam'],
        ['en', 'quangnam'],
        ['zh', '广南'],
      ],
      ...DA_NANG,
    },
    {
      what: 'former provinces, now in provinces (2025)',
      names: [
        ['vi', 'Bình Thuận'],
        ['en', 'Binh Thuan'],
        ['zh', '平顺'],
      ],
      ...LAM_DONG,
    },
    {
      what: 'a former province of Khánh Hòa',
      names: [
        ['vi', 'Ninh Thuận'],
        ['en', 'ninhthuan'],
        ['zh', '宁顺'],
      ],
      ...KHANH_HOA,
    },
    {
      what: 'a town, then what is near it',
      names: [
        ['vi', 'Hội An'],
        ['en', 'Hoi An'],
        ['en', 'hoian'],
        ['zh', '会安'],
        ['vi', 'Hội An, Đà Nẵng'],
        ['zh', '会安，岘港'],
      ],
      hotels: ['an-bang-homestay', 'hoi-an-den-long'],
      nearbyHotels: ['my-khe-sunrise', 'son-tra-hillside'],
      tickets: ['pho-co-hoi-an'],
      nearbyTickets: ['ba-na-hills', 'cu-lao-cham', 'ngu-hanh-son', 'thanh-dia-my-son'],
    },
    {
      what: 'a town people know better than its province',
      names: [
        ['vi', 'Đà Lạt'],
        ['en', 'Da Lat'],
        ['en', 'dalat'],
        ['zh', '大叻'],
      ],
      hotels: ['da-lat-hoa-da-quy', 'da-lat-thong-reo'],
      tickets: [],
    },
    {
      what: 'Nha Trang, in Khánh Hòa',
      names: [
        ['vi', 'Nha Trang'],
        ['en', 'nhatrang'],
        ['zh', '芽庄'],
        ['en', 'Nha Trang, Khanh Hoa'],
      ],
      ...KHANH_HOA,
    },
    {
      what: 'a mountain town spelt joined',
      names: [
        ['vi', 'Sa Pa'],
        ['en', 'sapa'],
        ['zh', '沙坝'],
      ],
      hotels: ['sa-pa-ruong-bac-thang', 'ta-van-homestay'],
      tickets: ['fansipan'],
    },
    {
      what: 'an area of a city',
      names: [
        ['vi', 'Quận 1'],
        ['en', 'District 1'],
        ['zh', '第一郡'],
      ],
      hotels: ['sai-gon-mai-vang', 'song-saigon-riverside'],
      tickets: ['bao-tang-chung-tich-chien-tranh', 'dinh-doc-lap'],
      nearbyTickets: ['dia-dao-cu-chi'],
    },
    {
      what: 'a place, then the hotels near it',
      names: [
        ['en', 'My Khe'],
        ['vi', 'Mỹ Khê'],
        ['en', 'mykhe'],
        ['zh', '美溪海滩'],
      ],
      hotels: ['my-khe-sunrise'],
      nearbyHotels: ['an-bang-homestay', 'hoi-an-den-long', 'son-tra-hillside'],
      tickets: [],
      nearbyTickets: ['ba-na-hills', 'cu-lao-cham', 'ngu-hanh-son', 'pho-co-hoi-an', 'thanh-dia-my-son'],
    },
  ];

  it.each(PLACES.flatMap(({ names, ...expected }) => names.map(([lang, q]) => ({ lang, q, ...expected }))))(
    'finds $what by "$q" ($lang): its hotels and tickets first, then those nearby',
    async ({ lang, q, hotels: within, nearbyHotels = [], tickets: ticketsWithin, nearbyTickets = [] }) => {
      const found = await get<HotelPage>('/hotels/search', { q, checkIn: CHECK_IN, checkOut: CHECK_OUT }, lang);
      const ids = (items: { id: string; nearby: boolean }[], nearby: boolean) =>
        items.filter((item) => item.nearby === nearby).map((item) => item.id);
      expect({ within: ids(found.data.items, false).sort(), nearby: ids(found.data.items, true).sort() }).toEqual({
        within,
        nearby: nearbyHotels,
      });
      // The place's hotels come first, each part cheapest first.
      const order = found.data.items.map((hotel) => hotel.nearby);
      expect(order).toEqual([...order].sort((a, b) => Number(a) - Number(b)));
      const inPlace = found.data.items.filter((hotel) => !hotel.nearby).map((hotel) => hotel.total);
      expect(inPlace).toEqual([...inPlace].sort((a, b) => a - b));
      expect(found.data.place?.name).toBeTruthy();

      const tickets = await get<{ items: { id: string; nearby: boolean }[] }>(
        '/tickets/search',
        { q, date: CHECK_IN },
        lang,
      );
      expect({ within: ids(tickets.data.items, false).sort(), nearby: ids(tickets.data.items, true).sort() }).toEqual({
        within: ticketsWithin,
        nearby: nearbyTickets,
      });
    },
  );

  it('names the place it understood in the language asked, and pages through its hotels and then the nearby ones', async () => {
    const stay = { q: 'hoian', checkIn: CHECK_IN, checkOut: CHECK_OUT };
    const vi = await get<HotelPage>('/hotels/search', stay, 'vi');
    // The place's centre comes too: each result's distance is measured from it.
    const centre = (q: string) => placeVocabulary().find(q)?.centre;
    expect(vi.data.place).toEqual({ name: 'Hội An', region: 'Đà Nẵng', centre: centre('hoian') });
    expect((await get<HotelPage>('/hotels/search', stay, 'zh')).data.place).toEqual({
      name: '会安',
      region: '岘港',
      centre: centre('hoian'),
    });
    expect((await get<HotelPage>('/hotels/search', { ...stay, q: 'danang' }, 'en')).data.place).toEqual({
      name: 'Da Nang',
      region: null,
      centre: centre('danang'),
    });
    // A page of one at a time walks Hội An's two hotels, then the two nearby, "more" until the last;
    // the count is known once a page reaches the last part (the second page asks it for one hotel).
    const pages = [];
    for (let page = 1; page <= 5; page++)
      pages.push((await get<HotelPage>('/hotels/search', { ...stay, page, pageSize: 1 }, 'vi')).data);
    expect(pages.flatMap((page) => page.items.map((hotel) => hotel.id))).toEqual(
      vi.data.items.map((hotel) => hotel.id),
    );
    expect(pages.map((page) => [page.items.length, page.more])).toEqual([
      [1, true],
      [1, true],
      [1, true],
      [1, false],
      [0, false],
    ]);
    expect(pages.map((page) => page.total)).toEqual([null, 4, 4, 4, 4]);
    expect(vi.data.total).toBe(4);
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

  it('describes a hotel as a buyer needs: address, amenities, times, house rules, photos with credit fields, score, distance to the centre', async () => {
    const stay = { checkIn: CHECK_IN, checkOut: CHECK_OUT };
    const hotel = await get<{ hotel: HotelDetails & { checkInFrom: string; checkOutUntil: string } }>(
      '/hotels/availability',
      { hotel: 'sen-hoan-kiem', ...stay },
      'zh',
    );
    expect(hotel.data.hotel).toMatchObject({
      address: '河内还剑老城区75号（演示地址）',
      checkInFrom: '14:00',
      checkOutUntil: '12:00',
      amenities: expect.arrayContaining(['wifi', 'breakfast']),
      houseRules: { smoking: false, pets: false, parties: false, minCheckInAge: 18 },
      rating: { average: null, count: 0 },
    });
    // The place's illustrations until photos are licensed: a picture the browser can load, no credit yet.
    expect(hotel.data.hotel.photos).toHaveLength(2);
    for (const photo of hotel.data.hotel.photos) {
      expect(photo).toMatchObject({ credit: null, width: 1200, height: 800 });
      expect(photo.src).toMatch(/pho-co-ha-noi-[12]\b.*\.webp/);
    }
    // A search by place measures each hotel from its centre, nearest of Hội An's own first.
    const hoiAn = await get<HotelPage>('/hotels/search', { q: 'Hội An', ...stay }, 'vi');
    const centre = placeVocabulary().find('hoian')?.centre;
    for (const hit of hoiAn.data.items) {
      expect(hit.centreKm).toBe(Math.round(distanceKm(centre ?? hit.coordinates, hit.coordinates) * 10) / 10);
      expect(hit.photo.src).toMatch(/\.webp/);
      expect(hit.rating).toEqual({ average: null, count: 0 });
    }
    expect(hoiAn.data.items.find((hit) => hit.id === 'hoi-an-den-long')?.centreKm).toBeLessThan(3);
    expect(hoiAn.data.items.find((hit) => hit.id === 'my-khe-sunrise')?.centreKm).toBeGreaterThan(20);
    // Without a place named, there is no centre to measure from.
    const region = await get<HotelPage>('/hotels/search', { region: 'ha-noi', ...stay });
    expect(region.data.items.every((hit) => hit.centreKm === null)).toBe(true);
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
