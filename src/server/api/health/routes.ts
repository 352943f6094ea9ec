import { z } from 'astro/zod';
import { getDatabase } from '../../db/client.ts';
import { isDraining } from '../../http/lifecycle.ts';
import { ApiError } from '../codes.ts';
import { defineRoute, defineRoutes } from '../route.ts';

const buildId = () => import.meta.env.PUBLIC_BUILD_ID ?? 'dev';

/** Ready: the database answers (migrated on first use) and the process is not shutting down. */
async function readiness() {
  if (isDraining()) throw new ApiError('SERVICE_UNAVAILABLE', { status: 'draining' });
  await (await getDatabase()).execute('select 1');
  return { status: 'ok', buildId: buildId() };
}

const health = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Whether the API and its database answer, and which build runs (the same as /health/ready)',
  input: z.object({}),
  handle: readiness,
});

const ready = defineRoute({
  method: 'GET',
  path: '/health/ready',
  summary: 'Readiness: 200 when this process should get requests; 503 while its database is away or it shuts down',
  input: z.object({}),
  handle: readiness,
});

const live = defineRoute({
  method: 'GET',
  path: '/health/live',
  summary: 'Liveness: 200 while the process runs, whatever its database does (restart it only when this fails)',
  input: z.object({}),
  handle: async () => ({ status: 'ok', buildId: buildId() }),
});

export const healthRoutes = defineRoutes(health, ready, live);
