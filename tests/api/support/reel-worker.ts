/**
 * A job worker in a process of its own, for tests/api/reels.test.ts: on the configured database
 * (DATA_DIR's PGlite or DATABASE_URL) it stores the clip given as argument as one reel upload the
 * first time (its media id goes to DATA_DIR/media-id), then works the reels' jobs until stopped.
 * The test kills it with SIGKILL in the middle of a transcoding and starts another.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverConfig } from '#server/config.ts';
import { closeDatabase, getDatabase, getOpenDatabase } from '#server/db/client.ts';
import { momentMedia, users } from '#server/db/schema/index.ts';
import { sendJob, startJobs, stopJobs } from '#server/jobs/queue.ts';
import { reelJobs, REEL_JOBS } from '#features/moments/server/reels/transcode.ts';
import { fileStorage } from '#server/services/storage/index.ts';

const clip = process.argv[2] ?? '';
const marker = path.join(serverConfig.dataDir, 'media-id');
const db = await getDatabase();
await startJobs(await getOpenDatabase(), reelJobs);
if (!existsSync(marker)) {
  const id = crypto.randomUUID();
  const original = `moments/${id}/original-test.mp4`;
  await fileStorage().putFile(original, clip, 'video/mp4');
  await db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ fullname: 'Reel Worker Test' }).returning({ id: users.id });
    await tx
      .insert(momentMedia)
      .values({ id, ownerId: user?.id ?? '', kind: 'video', status: 'processing', files: [original] });
    await sendJob(tx, REEL_JOBS.transcode, { mediaId: id });
  });
  writeFileSync(marker, id);
}
// SIGTERM stops as the server does: the job under way finishes and is recorded, then the database closes.
process.once('SIGTERM', () => {
  void stopJobs()
    .then(closeDatabase)
    .then(() => process.exit(0));
});
console.info(JSON.stringify({ msg: 'worker ready', mediaId: readFileSync(marker, 'utf8') }));
