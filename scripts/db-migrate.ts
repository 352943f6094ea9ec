// `npm run db:migrate`: brings the configured database (DATABASE_URL, else PGlite in DATA_DIR/db)
// to the latest migration. The server also does this on start; this is for deployments that
// migrate before rolling out new processes.
import path from 'node:path';
import { serverConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';

const database = await openDatabase(
  serverConfig.databaseUrl ? { url: serverConfig.databaseUrl } : { dataDir: path.join(serverConfig.dataDir, 'db') },
);
console.info(`migrated (${database.kind})`);
await database.close();
