import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../scripts/bench/app-server.ts';
import { API_CHECKSUM, API_REQUEST_ID } from '#server/api/envelope.ts';
import { bookingInventory, bookingOrders } from '#server/db/schema/index.ts';
import { CHECK_IN, leaveFree, ROOM_PRODUCT, roomItem } from './support/booking.ts';
import { e164, freshPhone } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

// The order engine as it runs at scale, over the build (like processes.test.ts, in
// `npm run test:api:postgres` after `npm test` built it): several processes on one PostgreSQL
// server, and processes killed with SIGKILL in the middle of confirmations.
const database = useTestDatabase();
const root = join(import.meta.dirname, '..', '..');
const runnable = Boolean(process.env.TEST_DATABASE_URL) && existsSync(join(root, 'dist', 'server', 'entry.mjs'));
const PORT = Number(process.env.E2E_PORT ?? 4399) + 30;
/** Signs the guest tokens of the PGlite process, which keeps its own database. */
const AUTH_SECRET = 'booking-processes-test-secret-0123456789abcdef';

const running: RunningServer[] = [];
afterAll(() => Promise.all(running.map((server) => server.stop())));

async function start(offset: number, env: Record<string, string>, dataDir?: string): Promise<RunningServer> {
  const server = await startAppServer(root, PORT + offset, {
    dataDir: dataDir ?? mkdtempSync(join(tmpdir(), 'nvt-booking-')),
    env: { BOOKING_SALE_DAYS: '14', AUTH_SECRET, ...env },
  });
  running.push(server);
  // The warm-up puts the inventory on sale; the first booking call waits for it too.
  await fetch(`${server.origin}/apiCore/v1/flights/airports`);
  return server;
}

async function guestHeaders(): Promise<Record<string, string>> {
  const token = await new SignJWT({ typ: 'guest' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(e164(freshPhone()))
    .setAudience('booking-guest')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(AUTH_SECRET));
  return { 'nvtravel-guest': token };
}

interface Answer {
  code: string;
  data: { order?: { id: string; state: string } } | null;
}

async function post(origin: string, path: string, data: unknown, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${origin}/apiCore/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...headers },
    body: JSON.stringify({
      langCode: 'en',
      checksum: API_CHECKSUM,
      serviceEndpointName: 'APP/WEB',
      requestId: API_REQUEST_ID,
      data,
    }),
  });
  return (await response.json()) as Answer;
}

/** Hold then confirm (pay at the property); answers the confirm's code and the order id. */
interface Bought {
  code: string;
  orderId?: string;
  headers: Record<string, string>;
}

async function buy(origin: string, item: unknown): Promise<Bought> {
  const headers = await guestHeaders();
  const held = await post(origin, '/booking/hold', { item }, headers);
  if (held.code !== 'SUCCESS' || !held.data?.order) return { code: held.code, headers };
  const confirmed = await post(
    origin,
    '/booking/confirm',
    { orderId: held.data.order.id, payment: 'payLater' },
    headers,
  );
  return { code: confirmed.code, orderId: held.data.order.id, headers };
}

const ticketItem = { kind: 'ticket', attraction: 'dia-dao-cu-chi', date: CHECK_IN, adults: 1 };

/** Confirms in a loop from several writers until the process dies; answers the orders confirmed. */
async function confirmUntilKilled(origin: string, kill: () => void, killAfter: number): Promise<Bought[]> {
  const confirmed: Bought[] = [];
  let killed = false;
  const writer = async () => {
    while (!killed) {
      try {
        const result = await buy(origin, ticketItem);
        if (result.code === 'SUCCESS') confirmed.push(result);
      } catch {
        return; // the process is gone: what it answered before counts
      }
      if (!killed && confirmed.length >= killAfter) {
        killed = true;
        kill();
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
  return confirmed;
}

describe.skipIf(!runnable)('the order engine over several processes and crashes', () => {
  it('three processes on one PostgreSQL: 500 buyers of the last 10 rooms give exactly 10 bookings', async () => {
    const servers = await Promise.all([
      start(0, { DATABASE_URL: database.url() ?? '' }),
      start(1, { DATABASE_URL: database.url() ?? '' }),
      start(2, { DATABASE_URL: database.url() ?? '' }),
    ]);
    const db = database.current().db;
    await leaveFree(db, ROOM_PRODUCT, CHECK_IN, 10);
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => buy(servers[i % 3]?.origin ?? '', roomItem())),
    );
    expect(results.filter((r) => r.code === 'SUCCESS')).toHaveLength(10);
    expect(results.filter((r) => r.code === 'SOLD_OUT')).toHaveLength(490);
    const [row] = await db
      .select()
      .from(bookingInventory)
      .where(and(eq(bookingInventory.product, ROOM_PRODUCT), eq(bookingInventory.day, CHECK_IN)));
    expect(row).toMatchObject({ held: 0, sold: row?.capacity });
  }, 300_000);

  it('PostgreSQL: kill -9 during confirmations loses no order that was answered as confirmed', async () => {
    const url = database.url() ?? '';
    const victim = await start(3, { DATABASE_URL: url });
    const confirmed = await confirmUntilKilled(victim.origin, () => process.kill(victim.pid ?? 0, 'SIGKILL'), 40);
    expect(confirmed.length).toBeGreaterThanOrEqual(40);
    const again = await start(4, { DATABASE_URL: url });
    const db = database.current().db;
    const stored = await db
      .select({ id: bookingOrders.id })
      .from(bookingOrders)
      .where(
        and(
          inArray(
            bookingOrders.id,
            confirmed.map((order) => order.orderId ?? ''),
          ),
          eq(bookingOrders.state, 'confirmed'),
        ),
      );
    expect(stored).toHaveLength(confirmed.length);
    // Units sold match the confirmed orders: no half-written confirmation survived the crash.
    const [sold] = await db
      .select({ units: bookingInventory.sold })
      .from(bookingInventory)
      .where(and(eq(bookingInventory.product, 'ticket:dia-dao-cu-chi'), eq(bookingInventory.day, CHECK_IN)));
    const [orders] = await db.select({ n: count() }).from(bookingOrders).where(eq(bookingOrders.state, 'confirmed'));
    expect(sold?.units).toBe((orders?.n ?? 0) - 10);
    expect((await fetch(`${again.origin}/apiCore/v1/health/ready`)).status).toBe(200);
  }, 300_000);

  it('PGlite: the same crash, then the orders the restarted process still has (decision 0029 records it)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nvt-booking-pglite-'));
    const victim = await start(5, {}, dataDir);
    const confirmed = await confirmUntilKilled(victim.origin, () => process.kill(victim.pid ?? 0, 'SIGKILL'), 40);
    const again = await start(6, {}, dataDir);
    // Each buyer reads their order back from the restarted process.
    const states = [];
    for (const order of confirmed)
      states.push(
        (await post(again.origin, '/booking/order', { orderId: order.orderId }, order.headers)).data?.order?.state,
      );
    const kept = states.filter((state) => state === 'confirmed').length;
    console.info(JSON.stringify({ pgliteCrash: { answeredConfirmed: confirmed.length, keptConfirmed: kept } }));
    expect(kept).toBe(confirmed.length);
    expect((await fetch(`${again.origin}/apiCore/v1/health/ready`)).status).toBe(200);
  }, 300_000);
});
