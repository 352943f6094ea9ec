import { z } from 'astro/zod';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_CHECKSUM, API_REQUEST_ID } from '#server/api/envelope.ts';
import { handleApi } from '#server/api/handle.ts';
import type { AnyRoute } from '#server/api/route.ts';
import { ROUTES, startServer } from '#server/app/compose.ts';
import { OTP_RULES } from '#server/auth/otp.ts';
import { addDays, vietnamDay } from '#lib/vietnam-days.ts';
import { serverConfig } from '#server/config.ts';
import * as schema from '#server/db/schema/index.ts';
import { makeAdministrator } from '#features/staff/server/members.ts';
import { call, freshPhone, registerUser, type Session } from './support/client.ts';
import { bookingCall, guestBuyer } from './support/booking.ts';
import { useTestDatabase } from './support/database.ts';
import { claiming, tinyWebm } from './support/lying-video.ts';
import { useCataloguePlaces } from './support/places.ts';

// Every call of the API gets generated hostile input (issue 18): no answer is a 5xx or leaves the
// envelope, and a refused call changes nothing. FUZZ_RUNS raises the cases per call (CI: 200).
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const database = useTestDatabase();

/** Counters of refused attempts are meant to change (that is how limits work); nothing else is. */
const COUNTED = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => name !== 'rate_limits');

const countRows = async (): Promise<unknown> => {
  // Rows of every table, and the units held and sold: a refused hold must not move them either.
  const counts = sql.raw(
    `select ${COUNTED.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')},
      (select sum(held)::int from booking_inventory) as held, (select sum(sold)::int from booking_inventory) as sold`,
  );
  // PGlite and node-postgres both answer an object with `rows`.
  const result = (await database.current().db.execute(counts)) as unknown as { rows: unknown[] };
  return result.rows[0];
};

/** The first transaction id not yet given out: any write since it was read (even one rolled back) moves it. */
const nextTransactionId = async (): Promise<string> => {
  const result = (await database
    .current()
    .db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`)) as unknown as {
    rows: { next: string }[];
  };
  return result.rows[0]?.next ?? '';
};

/**
 * The counts, counted again only when some transaction has written since they were last counted:
 * most refused calls write nothing, and counting every table twice per case was half the run.
 */
let counted: { at: string; counts: unknown } | undefined;
const fingerprint = async (): Promise<unknown> => {
  const at = await nextTransactionId();
  if (counted?.at !== at) counted = { at, counts: await countRows() };
  return counted.counts;
};

/**
 * Someone who blocked the fuzzing account, with a post and a comment on it (made in beforeAll): a
 * call on any of them is refused as on nothing, and changes nothing (decision 0068).
 */
const BLOCKER = { user: crypto.randomUUID(), post: crypto.randomUUID(), comment: crypto.randomUUID() };

/** Values a real call could carry, so that a case gets past the first check more often than not. */
const plausible = fc.constantFrom(
  '0912345678',
  '+84912345678',
  'an@example.vn',
  'hoian2026',
  'Nguyễn Văn An',
  'WEB',
  'place.view',
  'places',
  'vinh-ha-long',
  '/places/vinh-ha-long/',
  '123456',
  'vi',
  'Đẹp lắm!',
  'pho-co-hoi-an',
  '09:30',
  'motorbike',
  '2026-12-01',
  'post',
  'comments',
  BLOCKER.user,
  BLOCKER.post,
  BLOCKER.comment,
  5,
  1,
);

/** Characters that have broken servers: NUL, lone surrogates, direction overrides, zero width. */
const poison = fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202E', '\u200B', '..', '%00', '\\');

/** Hostile values: plausible ones with a poisoned character, sizes, types, nesting, anything. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: plausible, weight: 4 },
  {
    arbitrary: fc
      .tuple(plausible.map(String), poison, fc.boolean())
      .map(([value, bad, before]) => (before ? bad + value : value + bad)),
    weight: 8,
  },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', "' or 1=1 --", '😀'.repeat(30), 'x'.repeat(5000)),
  fc.constantFrom(-1, 0, 1e308, 2 ** 53, true, null, [], {}),
  fc.jsonValue({ maxDepth: 4 }),
  fc.integer({ min: 30, max: 60 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown),
);

interface FieldSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, FieldSchema>;
}

/** A value the field's own schema would likely accept: its constant or choices, else plausible values. */
function plausibleFor(field: FieldSchema): fc.Arbitrary<unknown> {
  if (field.const !== undefined) return fc.constant(field.const);
  if (field.enum) return fc.constantFrom(...field.enum);
  if (field.properties) return objectFor(field);
  if (field.type === 'object') return fc.dictionary(fc.constantFrom('from', 'mood', 'ref'), plausible, { maxKeys: 3 });
  if (field.type === 'integer' || field.type === 'number') return fc.integer({ min: 0, max: 5 });
  if (field.format === 'email') return fc.constant('an@example.vn');
  return plausible;
}

/**
 * An object with the schema's fields: each usually plausible and now and then hostile, so most
 * cases carry one bad value among good ones and reach the code behind the validation.
 */
function objectFor(shape: FieldSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(shape.properties ?? {});
  return fc.record(
    Object.fromEntries(
      fields.map(([name, field]) => [
        name,
        fc.oneof({ arbitrary: plausibleFor(field), weight: 5 }, { arbitrary: hostileValue, weight: 2 }),
      ]),
    ),
  );
}

/** An input shaped like the route's (its own field names) with hostile values, or anything at all. */
function inputFor(route: AnyRoute): fc.Arbitrary<unknown> {
  const shape = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) as FieldSchema;
  return fc.oneof({ arbitrary: objectFor(shape), weight: 4 }, fc.jsonValue({ maxDepth: 3 }));
}

/** A reel's body now and then: a video that runs 300 s, its header claiming any duration at all. */
const claimedSeconds = fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, fc.double());
let longVideo: Buffer;

let session: Session;
/** The fuzzer is also an enrolled administrator, so staff calls run past their guard too. */
let staffToken: string;
let requests = 0;

function requestFor(route: AnyRoute, input: unknown, withToken: boolean, claimed: number | null): Request {
  const url = new URL(`http://localhost/apiCore/v1${route.path}`);
  const headers: Record<string, string> = {};
  if (withToken) headers['nvtravel-token'] = route.path === '/user/refreshToken' ? session.refreshToken : session.token;
  if (withToken && route.auth === 'staff') headers['nvtravel-staff-token'] = staffToken;
  if (route.idempotent) headers['idempotency-key'] = `fuzz-${++requests}-${process.pid}`;
  if (route.method === 'GET' || route.body === 'multipart' || route.body === 'binary') {
    if (input && typeof input === 'object' && !Array.isArray(input))
      for (const [key, value] of Object.entries(input))
        url.searchParams.set(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  }
  if (route.method === 'GET') return new Request(url, { headers });
  if (route.body === 'multipart') {
    const form = new FormData();
    form.append(
      'profile',
      new Blob([new Uint8Array([137, 80, 78, 71, 0, 255])], { type: 'image/png' }),
      typeof input === 'string' ? input : (JSON.stringify(input) ?? 'file'),
    );
    return new Request(url, { method: 'POST', headers, body: form });
  }
  // One file as the whole body (a reel's video): bytes that are no video, or a video whose header lies.
  if (route.body === 'binary') {
    const body =
      claimed === null ? new TextEncoder().encode(JSON.stringify(input) ?? '') : claiming(longVideo, claimed);
    return new Request(url, { method: 'POST', headers, body });
  }
  const body = JSON.stringify({
    langCode: 'en',
    checksum: API_CHECKSUM,
    serviceEndpointName: 'APP/WEB',
    requestId: API_REQUEST_ID,
    data: input,
  });
  return new Request(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
}

beforeAll(async () => {
  useCataloguePlaces();
  session = await registerUser('Fuzz Tester');
  // The whole run is one staff session: it must not go idle between the first staff call and the last.
  serverConfig.staff.idleMinutes = serverConfig.staff.sessionHours * 60;
  await makeAdministrator(database.current().db, session.user.phone ?? '');
  const enrolment = await call<{ secret: string }>('/staff/enrolment/begin', {}, { token: session.token });
  const code = new TOTP({ secret: Secret.fromBase32(enrolment.data.secret) }).generate();
  staffToken = (await call<{ staffToken: string }>('/staff/enrolment/confirm', { code }, { token: session.token })).data
    .staffToken;
  expect(staffToken).toMatch(/^[\w-]{43}$/);
  // The demo inventory is put on sale by the first booking call; it is not a change a refused call made.
  // A week of it, not the default half year: the fingerprint counts it before and after every case,
  // and 46,800 rows took 10 of its 14 ms on PGlite.
  serverConfig.booking.saleDays = 7;
  await startServer();
  longVideo = tinyWebm(300);
  // Every reel case reaches the checks behind the upload budget; hostile-input tests the budget's own refusal.
  serverConfig.uploads.video.max = RUNS * 2;
  const db = database.current().db;
  await db.insert(schema.users).values({ id: BLOCKER.user, fullname: 'Người Chặn' });
  await db
    .insert(schema.momentPosts)
    .values({ id: BLOCKER.post, authorId: BLOCKER.user, kind: 'photo', text: 'Bài của người chặn', language: 'vi' });
  await db
    .insert(schema.comments)
    .values({ id: BLOCKER.comment, targetKind: 'post', targetSlug: BLOCKER.post, userId: BLOCKER.user, text: 'Chặn' });
  await db.insert(schema.momentBlocks).values({ blockerId: BLOCKER.user, blockedId: session.user.id });
});

// Sign-out and refresh last: they end the session the other calls use.
const ORDERED = [...ROUTES].sort(
  (a, b) => Number(/logout|refreshToken|signOut/.test(a.path)) - Number(/logout|refreshToken|signOut/.test(b.path)),
);

describe(`hostile input, ${RUNS} cases per call`, () => {
  it.each(ORDERED.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: never a 5xx, always the envelope, and nothing changes when refused',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(inputFor(route), fc.boolean(), claimedSeconds, async (input, withToken, claimed) => {
          const before = await fingerprint();
          const response = await handleApi(
            requestFor(route, input, withToken, claimed),
            route.path,
            ROUTES,
            `fuzz-${++requests}`,
          );
          expect(response.status).toBeLessThan(500);
          const answer = (await response.json()) as Record<string, unknown>;
          expect(Object.keys(answer).sort()).toEqual(['code', 'data', 'message']);
          // Whatever its header claims, a video longer than a reel is never taken.
          if (route.body === 'binary' && claimed !== null) expect(response.status).toBeGreaterThanOrEqual(400);
          if (response.status >= 400) expect(await fingerprint()).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    },
  );
});

describe('code budgets (issue 33, defect 9)', () => {
  const OUTBOUND = structuredClone(serverConfig.outbound);
  afterEach(() => {
    serverConfig.outbound = structuredClone(OUTBOUND);
    vi.useRealTimers();
  });
  const CODE_ROUTES = ['/user/register', '/user/getPasswordOtp', '/booking/guest/getOtp'];
  let run = 0;

  it('answers any sequence of code requests as the budgets say: per requester, per requester and number, per number', async () => {
    Object.assign(serverConfig.outbound.codes, { perRequester: 6, perRequesterAndRecipient: 3, perRecipient: 4 });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const seen = new Set<string>();
    const request = fc.record({
      route: fc.constantFrom(...CODE_ROUTES),
      phone: fc.integer({ min: 0, max: 2 }),
      // Addresses 0 to 2 are one requester (an IPv6 /64, twice, and another host of it); 3 and 4 another
      // (an IPv4 address, and the same as an IPv4-mapped IPv6 address); 5 a third.
      address: fc.integer({ min: 0, max: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 30 }), async (requests) => {
        run += 1;
        const phones = [freshPhone(), freshPhone(), freshPhone()];
        const addresses = [
          `2001:db8:${run.toString(16)}:1::1`,
          `2001:db8:${run.toString(16)}:1::1`,
          `2001:db8:${run.toString(16)}:1:ffff::2`,
          `198.18.${run % 250}.7`,
          `::ffff:198.18.${run % 250}.7`,
          `198.18.${run % 250}.8`,
        ];
        const requesterOf = [0, 0, 0, 1, 1, 2];
        const granted = {
          requester: new Map<number, number>(),
          pair: new Map<string, number>(),
          phone: new Map<number, number>(),
        };
        const { perRequester, perRequesterAndRecipient, perRecipient } = serverConfig.outbound.codes;
        for (const { route, phone, address } of requests) {
          const requester = requesterOf[address] ?? address;
          const pair = `${requester}:${phone}`;
          const expected =
            (granted.requester.get(requester) ?? 0) < perRequester &&
            (granted.pair.get(pair) ?? 0) < perRequesterAndRecipient &&
            (granted.phone.get(phone) ?? 0) < perRecipient
              ? 'SUCCESS'
              : 'MESSAGE_LIMIT';
          const answer = await call(route, { phone: phones[phone] }, { address: addresses[address] });
          expect(answer.code, `${route} ${phone} ${address}`).toBe(expected);
          seen.add(answer.code);
          if (expected === 'SUCCESS') {
            granted.requester.set(requester, (granted.requester.get(requester) ?? 0) + 1);
            granted.pair.set(pair, (granted.pair.get(pair) ?? 0) + 1);
            granted.phone.set(phone, (granted.phone.get(phone) ?? 0) + 1);
          }
          // Past the resend cooldown of every challenge, well inside the budgets' hour.
          vi.setSystemTime(Date.now() + OTP_RULES.resendAfterMs + 1);
        }
      }),
      { numRuns: Math.min(RUNS, 40) },
    );
    // The sequences reached the budgets, not only the codes within them.
    expect(seen).toEqual(new Set(['SUCCESS', 'MESSAGE_LIMIT']));
  });
});

/*
 * Holds by one buyer (issue 33, defect 8): generated runs of plausible holds, few products so that
 * they meet one another, each run by a new buyer. However they go, the buyer never has more
 * orders waiting or more units of a product a day than the hold policy allows, and a refused hold
 * changes nothing.
 */
const HOLD_RUNS = Math.max(10, Math.round(RUNS / 4));
const today = vietnamDay(new Date());
const passenger = { name: 'TRAN THI MAI' };
const generatedHold = fc.oneof(
  fc
    .record({
      hotel: fc.constantFrom('sen-hoan-kiem', 'tre-xanh-tay-ho'),
      roomType: fc.constantFrom('standard', 'deluxe'),
      from: fc.integer({ min: 1, max: 5 }),
      nights: fc.integer({ min: 1, max: 3 }),
      rooms: fc.integer({ min: 1, max: 9 }),
    })
    .map(({ from, nights, rooms, ...room }) => ({
      item: {
        kind: 'hotel',
        ...room,
        checkIn: addDays(today, from),
        checkOut: addDays(today, from + nights),
        rooms,
        guests: rooms,
      },
    })),
  fc
    .record({
      flight: fc.constantFrom('NV126', 'NV128'),
      fareClass: fc.constantFrom('economy', 'business'),
      from: fc.integer({ min: 1, max: 5 }),
      adults: fc.integer({ min: 1, max: 9 }),
    })
    .map(({ from, adults, ...flight }) => ({
      item: { kind: 'flight', ...flight, date: addDays(today, from), adults },
      travellers: Array.from({ length: adults }, () => passenger),
    })),
  fc
    .record({
      attraction: fc.constantFrom('dai-noi-hue', 'trang-an'),
      from: fc.integer({ min: 1, max: 5 }),
      adults: fc.integer({ min: 0, max: 9 }),
      children: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ from, ...ticket }) => ({ item: { kind: 'ticket', ...ticket, date: addDays(today, from) } })),
  fc
    .record({ from: fc.integer({ min: 1, max: 5 }), quantity: fc.integer({ min: 1, max: 4 }) })
    .map(({ from, quantity }) => ({
      item: {
        kind: 'sim',
        sim: 'viettel-sim-30d',
        date: addDays(today, from),
        quantity,
        delivery: { method: 'airport', airport: 'HAN', flight: 'VN 254' },
        passports: Array.from({ length: quantity }, (_, i) => ({ name: passenger.name, number: `C987654${i}` })),
      },
    })),
);
const REFUSALS = ['VALIDATION_ERROR', 'SOLD_OUT', 'HOLD_COUNT_LIMIT', 'HOLD_UNITS_LIMIT', 'HOLD_AGAIN_LATER'];

/** The units of the buyer's waiting orders by hotel, flight, attraction or SIM and day, and how many orders. */
async function heldBy(phone: string) {
  const rows = await database
    .current()
    .db.select({
      orderId: schema.bookingOrders.id,
      kind: schema.bookingOrderItems.kind,
      product: schema.bookingOrderItems.product,
      firstDay: schema.bookingOrderItems.firstDay,
      days: schema.bookingOrderItems.days,
      quantity: schema.bookingOrderItems.quantity,
    })
    .from(schema.bookingOrders)
    .innerJoin(schema.bookingOrderItems, sql`${schema.bookingOrderItems.orderId} = ${schema.bookingOrders.id}`)
    .where(sql`${schema.bookingOrders.phone} = ${phone} and ${schema.bookingOrders.state} = 'held'`);
  const units = new Map<string, { kind: string; units: number }>();
  for (const row of rows)
    for (let day = 0; day < row.days; day += 1) {
      const key = `${row.product.split(':').slice(0, 2).join(':')} ${addDays(row.firstDay, day)}`;
      units.set(key, { kind: row.kind, units: (units.get(key)?.units ?? 0) + row.quantity });
    }
  return { orders: new Set(rows.map((row) => row.orderId)).size, units: [...units.values()] };
}

describe(`holds by one buyer, ${HOLD_RUNS} generated runs`, () => {
  it('never pass the buyer’s limits, and a refused hold changes nothing', async () => {
    const limits = serverConfig.booking.buyerLimits;
    const defaults = structuredClone(limits);
    // Low limits, so that runs of a few holds meet each of them.
    Object.assign(limits, { units: { hotel: 6, flight: 4, ticket: 6, sim: 3 }, holds: 3, productHolds: 2 });
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(generatedHold, { minLength: 1, maxLength: 8 }), async (holds) => {
          // Every run finds the stock as new: the earlier runs' buyers are not this one's limits.
          await database.current().db.update(schema.bookingInventory).set({ held: 0, sold: 0 });
          const buyer = await guestBuyer();
          for (const request of holds) {
            const before = await fingerprint();
            const answer = await bookingCall('/booking/hold', request, buyer.headers);
            expect(answer.status).toBeLessThan(500);
            if (answer.code === 'SUCCESS') continue;
            expect(REFUSALS, JSON.stringify(answer.data)).toContain(answer.code);
            expect(await fingerprint()).toEqual(before);
          }
          const held = await heldBy(buyer.phone);
          expect(held.orders).toBeLessThanOrEqual(limits.holds);
          for (const { kind, units } of held.units)
            expect(units).toBeLessThanOrEqual(limits.units[kind as keyof typeof limits.units]);
        }),
        { numRuns: HOLD_RUNS },
      );
    } finally {
      Object.assign(limits, defaults);
    }
  }, 600_000);
});
