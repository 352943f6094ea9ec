import { describe, expect, it } from 'vitest';
import { startDraining } from '#server/http/lifecycle.ts';
import { send } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

useTestDatabase();

const get = (path: string) => send(new Request(`http://localhost/apiCore/v1${path}`));

// Its own file: draining is the process's state, for good.
describe('liveness and readiness', () => {
  it('stays live while draining, and stops being ready', async () => {
    expect(await get('/health/live')).toMatchObject({ status: 200, data: { status: 'ok' } });
    expect(await get('/health/ready')).toMatchObject({ status: 200, data: { status: 'ok' } });
    startDraining();
    expect(await get('/health/ready')).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      data: { status: 'draining' },
    });
    expect((await get('/health')).status).toBe(503);
    expect((await get('/health/live')).status).toBe(200);
  });
});
