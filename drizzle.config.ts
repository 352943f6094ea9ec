import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --name <why>` writes the next versioned migration from schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
