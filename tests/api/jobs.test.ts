import { describe, expect, it } from 'vitest';
import { sendJob, startJobs, stopJobs, type JobDefinition } from '#server/jobs/queue.ts';
import { useTestDatabase } from './support/database.ts';

const database = useTestDatabase();

describe('the durable job queue', () => {
  it('keeps a job across a stop and a start, works it once, and sends nothing from a rolled-back transaction', async () => {
    const worked: unknown[] = [];
    const job: JobDefinition<Record<string, unknown>> = {
      name: 'test.once',
      work: async (data) => {
        worked.push(data.n);
      },
    };
    await startJobs(database.current(), [job]);
    const db = database.current().db;
    const id = await db.transaction((tx) =>
      sendJob(tx, 'test.once', { n: 'kept' }, { startAfter: new Date(Date.now() + 1000) }),
    );
    const rolledBack = await db
      .transaction(async (tx) => {
        const sent = await sendJob(tx, 'test.once', { n: 'rolled back' });
        throw new Error(`roll back ${sent}`);
      })
      .catch((error: Error) => error.message.replace('roll back ', ''));
    await stopJobs();
    expect(worked).toEqual([]);

    const running = await startJobs(database.current(), [job]);
    await expect
      .poll(async () => (await running.boss.findJobs('test.once', { id: String(id) }))[0]?.state, { timeout: 30_000 })
      .toBe('completed');
    expect(worked).toEqual(['kept']);
    expect(await running.boss.findJobs('test.once', { id: rolledBack })).toEqual([]);
  });
});
