// `npm run staff:create-admin -- <e-mail or phone>`: makes an existing account the first (or another)
// staff administrator (decision 0075). No password is made here: the person signs in with their own
// account and enrols a second factor at /staff/ on the first staff sign-in.
import path from 'node:path';
import { serverConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { makeAdministrator } from '../src/server/staff/members.ts';

const contact = process.argv[2];
if (!contact) {
  console.error('usage: npm run staff:create-admin -- <e-mail or phone of an existing account>');
  process.exit(2);
}

const database = await openDatabase(
  serverConfig.databaseUrl ? { url: serverConfig.databaseUrl } : { dataDir: path.join(serverConfig.dataDir, 'db') },
);
try {
  const { userId, created } = await makeAdministrator(database.db, contact);
  console.info(
    `${created ? 'administrator created' : 'administrator role given'}: account ${userId}. ` +
      'They sign in at /staff/ with their account and enrol an authenticator app there.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
