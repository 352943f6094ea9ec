import { eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { bookingOrders, users } from '#server/db/schema/index.ts';
import { buyerKey } from './buyer.ts';

/** Where an order's messages may go, and whose budget they count against (buyerKey). */
export interface OrderRecipients {
  buyer: string;
  phone: string | null;
  email: string | null;
}

/**
 * The verified contacts of whoever bought an order (decision 0066), never the contact typed on it:
 * anyone may type anyone's number or address there, and the messages would be theirs to pump. An
 * account's number is verified by the code that put it on the account, its e-mail only once
 * `email_verified_at` is set; a guest order carries the number its guest token proved (holdOrder
 * writes it whatever the contact says). The typed contact stays on the order, for the voucher.
 */
export async function orderRecipients(
  db: Queryable,
  order: Pick<typeof bookingOrders.$inferSelect, 'userId' | 'phone'>,
): Promise<OrderRecipients> {
  if (!order.userId) {
    const phone = order.phone;
    return { buyer: phone ? buyerKey({ kind: 'guest', phone }) : 'guest:', phone, email: null };
  }
  const [user] = await db
    .select({ phone: users.phone, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, order.userId));
  return {
    buyer: buyerKey({ kind: 'user', userId: order.userId, phone: user?.phone ?? null }),
    phone: user?.phone ?? null,
    email: user?.emailVerifiedAt ? user.email : null,
  };
}
