import { reelCalls } from '../../../reels-contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { readOwnUpload } from '../../media.ts';
import { reelStatusOf } from '../../reels/view.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';

export const reelStatus = defineRoute({
  ...reelCalls.status,
  summary:
    "Where a reel's transcoding is (processing, ready with its HLS stream and poster, or failed with the reason); " +
    'its author only',
  auth: 'user',
  handle: async (context) => {
    const { user } = signedIn(context);
    const row = await readOwnUpload(await getDatabase(), context.input.id, user.id, 'video');
    return { reel: reelStatusOf(row, { viewerId: user.id, locale: context.locale }) };
  },
});
