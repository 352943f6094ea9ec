import { desc, eq } from 'drizzle-orm';
import { getDatabase } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import type { SmsProvider } from './provider.ts';

/**
 * The default provider: nothing leaves the machine; messages wait in the database's outbox, where
 * a developer reads them (`npm run outbox`, the /dev/outbox page).
 */
export const outboxProvider: SmsProvider = {
  name: 'outbox',
  async send(to, body) {
    const db = await getDatabase();
    await db.insert(smsOutbox).values({ recipient: to, body });
  },
};

export interface OutboxMessage {
  id: number;
  to: string;
  body: string;
  createdAt: string;
}

/** The latest messages, newest first, optionally for one number. */
export async function readOutbox(to?: string, limit = 50): Promise<OutboxMessage[]> {
  const db = await getDatabase();
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.recipient, to) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, to: row.recipient, body: row.body, createdAt: row.createdAt.toISOString() }));
}
