// `npm run db:seed`: a demo account to try the signed-in screens without an SMS round trip.
// Refused in production: a known password there would be an open door.
import path from 'node:path';
import { hashPassword } from '#server/auth/password.ts';
import { serverConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';

if (serverConfig.production) {
  console.error('db:seed creates a demo account with a known password; it does not run in production.');
  process.exit(1);
}

const DEMO = {
  fullname: 'Khách Demo',
  phone: '+84900000001',
  email: 'demo@nvtravel.example',
  password: process.env.SEED_DEMO_PASSWORD ?? 'vietnam2026',
};

const database = await openDatabase(
  serverConfig.databaseUrl ? { url: serverConfig.databaseUrl } : { dataDir: path.join(serverConfig.dataDir, 'db') },
);
const created = await database.db
  .insert(users)
  .values({
    fullname: DEMO.fullname,
    phone: DEMO.phone,
    email: DEMO.email,
    passwordHash: await hashPassword(DEMO.password),
  })
  .onConflictDoNothing()
  .returning({ id: users.id });
console.info(
  created.length > 0
    ? `demo account created: ${DEMO.email} or 0900000001, password ${DEMO.password}`
    : 'demo account already exists',
);
await database.close();
