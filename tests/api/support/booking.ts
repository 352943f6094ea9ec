import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Order } from '#features/booking/contract.ts';
import { startServer } from '#server/app/compose.ts';
import { addDays, vietnamDay } from '#lib/vietnam-days.ts';
import { issueGuestToken } from '#features/booking/server/guest.ts';
import { completeDemoPayment, DEMO_CARDS, readDemoChoice } from '#features/booking/server/payments/demo-gateway.ts';
import type { Database } from '#server/db/client.ts';
import { bookingInventory } from '#server/db/schema/index.ts';
import { call, e164, freshPhone, type Answer } from './client.ts';

/** A night a week ahead, so no test meets the end of the day or the sale window. */
export const CHECK_IN = addDays(vietnamDay(new Date()), 7);
export const CHECK_OUT = addDays(CHECK_IN, 1);

export const roomItem = (rooms = 1) => ({
  kind: 'hotel' as const,
  hotel: 'sen-hoan-kiem',
  roomType: 'standard',
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  rooms,
  guests: 2 * rooms,
});
export const ROOM_PRODUCT = 'hotel:sen-hoan-kiem:standard';

/** A signed-out buyer with a verified number (the token the OTP flow would give). */
export async function guestBuyer(): Promise<{ phone: string; headers: Record<string, string> }> {
  const phone = e164(freshPhone());
  const { guestToken } = await issueGuestToken(phone);
  return { phone, headers: { 'nvtravel-guest': guestToken } };
}

let keys = 0;
export const freshKey = (): string => `key-${process.pid}-${++keys}-${Math.random().toString(36).slice(2, 8)}`;

export type OrderAnswer = Answer<{ order: Order; paymentUrl?: string | null }>;

/** A booking call with a fresh Idempotency-Key, made as on a started server (stock on sale, queue running). */
export async function bookingCall(
  path: string,
  data: unknown,
  headers: Record<string, string>,
  key = freshKey(),
  lang: 'vi' | 'en' | 'zh' = 'en',
) {
  await startServer();
  return call<{ order: Order; paymentUrl?: string | null }>(path, data, {
    lang,
    headers: { ...headers, 'idempotency-key': key },
  });
}

/** Leaves exactly `free` units of a product on a day (the rest sold to someone else). */
export async function leaveFree(db: Database, product: string, day: string, free: number): Promise<void> {
  const [row] = await db
    .select()
    .from(bookingInventory)
    .where(and(eq(bookingInventory.product, product), eq(bookingInventory.day, day)));
  if (!row) throw new Error(`no inventory for ${product} on ${day}`);
  await db
    .update(bookingInventory)
    .set({ held: 0, sold: row.capacity - free })
    .where(and(eq(bookingInventory.product, product), eq(bookingInventory.day, day)));
}

export async function unitsOf(db: Database, product: string, day: string) {
  const [row] = await db
    .select()
    .from(bookingInventory)
    .where(and(eq(bookingInventory.product, product), eq(bookingInventory.day, day)));
  return row;
}

/** The test card of each outcome the demo gateway knows (its page lists them). */
const cardFor = (verdict: 'approve' | 'decline' | 'late') =>
  Object.entries(DEMO_CARDS).find(([, outcome]) => outcome === verdict)?.[0] ?? '';

/** The buyer on the demo gateway's page: a test card for the verdict, or its cancel button. */
export async function payOnDemoPage(
  paymentUrl: string,
  verdict: 'approve' | 'decline' | 'late' | 'cancel' = 'approve',
): Promise<string> {
  const page = new URL(paymentUrl, 'http://localhost');
  const form = new URLSearchParams({
    request: page.search.slice(1),
    via: 'card',
    card: verdict === 'cancel' ? '' : cardFor(verdict),
    action: verdict === 'cancel' ? 'cancel' : 'pay',
  });
  const choice = await readDemoChoice(new Request(page, { method: 'POST', body: form }));
  if (!('verdict' in choice)) throw new Error(`the demo gateway refused: ${choice.problem}`);
  return completeDemoPayment(choice.payment, choice.verdict, choice.via);
}

/**
 * Pays a held order as a buyer does on a fresh install: confirm with the demo gateway, then its
 * page. Answers the confirm's answer and where the gateway sends the buyer back.
 */
export async function payByDemo(
  orderId: string,
  headers: Record<string, string>,
  verdict: 'approve' | 'decline' | 'late' | 'cancel' = 'approve',
) {
  const confirmed = await bookingCall('/booking/confirm', { orderId, payment: 'demo' }, headers);
  if (confirmed.code !== 'SUCCESS')
    throw new Error(`confirm refused: ${confirmed.code} ${JSON.stringify(confirmed.data)}`);
  return { confirmed, returnTo: await payOnDemoPage(String(confirmed.data.paymentUrl), verdict) };
}

/**
 * Waits until the queue has worked the jobs of `name` whose data field `field` is one of `ids`
 * (completed, or failed for good): what a test needs before it asserts that a message was not sent.
 */
export async function jobsWorked(db: Database, name: string, field: string, ids: string[]): Promise<void> {
  const worked = async () => {
    const result = (await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${name} and data->>${field} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and state in ('completed', 'failed')`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n;
  };
  await expect.poll(worked, { timeout: 30_000, interval: 200 }).toBe(ids.length);
}
