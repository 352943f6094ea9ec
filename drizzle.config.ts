import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --name <why>` writes the next versioned migration from the tables schema/index.ts gathers (one file per area).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
