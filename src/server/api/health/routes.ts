import { z } from 'astro/zod';
import { getDatabase } from '../../db/client.ts';
import { defineRoute, defineRoutes } from '../route.ts';

const health = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Whether the API and its database answer, and which build runs',
  input: z.object({}),
  handle: async () => {
    await (await getDatabase()).execute('select 1');
    return { status: 'ok', buildId: import.meta.env.PUBLIC_BUILD_ID ?? 'dev' };
  },
});

export const healthRoutes = defineRoutes(health);
