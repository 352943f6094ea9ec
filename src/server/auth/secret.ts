import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverConfig } from '../config.ts';
import { getDatabase } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { oneRow } from '../db/one-row.ts';

let secret: Promise<Uint8Array> | undefined;

/**
 * The key that signs access tokens and hashes one-time codes: AUTH_SECRET when configured, else a
 * random one created on first start and kept in the database, so every app process and every
 * restart shares it without a manual step.
 */
export function authSecret(): Promise<Uint8Array> {
  secret ??= (async () => {
    if (serverConfig.authSecret) return new TextEncoder().encode(serverConfig.authSecret);
    const db = await getDatabase();
    await db
      .insert(settings)
      .values({ key: 'auth_secret', value: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    const row = oneRow(await db.select().from(settings).where(eq(settings.key, 'auth_secret')));
    return new TextEncoder().encode(row.value);
  })().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}
