import type { JobDefinition } from '#server/jobs/queue.ts';
import { sweepUnusedUploads } from './media.ts';

/** Hourly: deletes uploads a day old that no post took (a composer closed before posting), with their files. */
const sweepUploads: JobDefinition<object> = {
  name: 'moments.sweep-uploads',
  cron: '17 * * * *',
  work: async () => {
    await sweepUnusedUploads();
  },
};

/** The moments area's queues in the shared job queue (src/server/jobs/queue.ts). */
export const momentsJobs = [sweepUploads];
