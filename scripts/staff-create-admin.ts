// `npm run staff:create-admin -- <e-mail or phone>`: makes an existing account the first (or another)
// staff administrator, or, when no account has that contact yet, prints a one-time administrator's
// invitation link for it (decision 0075). No password is made here: the person signs in with their
// own account and enrols a second factor at /staff/ on the first staff sign-in.
import path from 'node:path';
import { serverConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { makeAdministrator } from '#features/staff/server/members.ts';

const contact = process.argv[2];
if (!contact) {
  console.error('usage: npm run staff:create-admin -- <e-mail or mobile number of the person>');
  process.exit(2);
}

const database = await openDatabase(
  serverConfig.databaseUrl ? { url: serverConfig.databaseUrl } : { dataDir: path.join(serverConfig.dataDir, 'db') },
);
try {
  const made = await makeAdministrator(database.db, contact);
  if ('invitePath' in made) {
    const link = process.env.SITE_URL ? new URL(made.invitePath, process.env.SITE_URL).href : made.invitePath;
    console.info(
      `No account has ${contact} yet. Give this one-time link to that person (valid until ` +
        `${made.expiresAt.toISOString()}); they sign up with ${contact}, open it and accept:\n${link}`,
    );
  } else {
    console.info(
      `${made.created ? 'administrator created' : 'administrator role given'}: account ${made.userId}. ` +
        'They sign in at /staff/ with their account and enrol an authenticator app there.',
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
