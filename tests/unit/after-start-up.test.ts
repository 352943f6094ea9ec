import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { defineRoute, type RequestContext } from '#server/api/route.ts';
import { afterStartUp } from '#server/app/after-start-up.ts';

const context = {} as RequestContext;

describe('a call as the server answers it (decision 0102)', () => {
  it('checks its input first, then does its work only once the start-up is done', async () => {
    const seen: string[] = [];
    let finish = () => {};
    const startUp = () => {
      seen.push('start-up began');
      return new Promise<void>((resolve) => {
        finish = () => {
          seen.push('start-up done');
          resolve();
        };
      });
    };
    const route = defineRoute({
      method: 'POST',
      path: '/booking/hold',
      summary: 'A stand-in',
      input: z.object({ rooms: z.number() }),
      handle: async ({ input }) => {
        seen.push('work');
        return { rooms: input.rooms };
      },
    });
    const served = afterStartUp(startUp)(route);
    expect({ ...served, accept: undefined }).toEqual({ ...route, accept: undefined });
    expect(() => served.accept({ rooms: 'two' }, 'en', 'data.')).toThrow();
    expect(seen).toEqual([]);

    const answer = served.accept({ rooms: 2 }, 'en', 'data.')(context);
    await Promise.resolve();
    expect(seen).toEqual(['start-up began']);
    finish();
    expect(await answer).toEqual({ rooms: 2 });
    expect(seen).toEqual(['start-up began', 'start-up done', 'work']);
  });

  it('fails the call when the start-up fails, without doing its work', async () => {
    let worked = false;
    const route = defineRoute({
      method: 'GET',
      path: '/flights/airports',
      summary: 'A stand-in',
      input: z.object({}),
      handle: async () => {
        worked = true;
        return {};
      },
    });
    const served = afterStartUp(() => Promise.reject(new Error('database away')))(route);
    await expect(served.accept({}, 'en', '')(context)).rejects.toThrow('database away');
    expect(worked).toBe(false);
  });
});
