import { z } from 'astro/zod';
import { defineRoute, type ApiRoute } from './route.ts';

/** The calls the API answers. Areas (user, content, search…) add their routes here. */
export const ROUTES: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Whether the API answers, and which build it runs',
    input: z.object({}),
    handle: async () => ({ status: 'ok', buildId: import.meta.env.PUBLIC_BUILD_ID ?? 'dev' }),
  }),
] as ApiRoute[];
