import { and, eq } from 'drizzle-orm';
import { REEL_PATHS, reelStatusInput } from '../../../../lib/api/contract/reels.ts';
import { getDatabase } from '../../../db/client.ts';
import { momentMedia } from '../../../db/schema/index.ts';
import { reelStatusOf } from '../../../moments/reels/view.ts';
import { ApiError } from '../../codes.ts';
import { defineRoute, signedIn } from '../../route.ts';

export const reelStatus = defineRoute({
  method: 'GET',
  path: REEL_PATHS.status,
  summary:
    "Where a reel's transcoding is (processing, ready with its HLS stream and poster, or failed with the reason); " +
    'its author only',
  auth: 'user',
  input: reelStatusInput,
  handle: async (context) => {
    const { user } = signedIn(context);
    const db = await getDatabase();
    const [row] = await db
      .select()
      .from(momentMedia)
      .where(
        and(eq(momentMedia.id, context.input.id), eq(momentMedia.ownerId, user.id), eq(momentMedia.kind, 'video')),
      );
    // Someone else's video reads as missing: its existence is not revealed.
    if (!row) throw new ApiError('NOT_FOUND');
    return { reel: reelStatusOf(row, { viewerId: user.id, locale: context.locale }) };
  },
});
