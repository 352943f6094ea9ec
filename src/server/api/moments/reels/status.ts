import { reelCalls } from '../../../../lib/api/contract/reels.ts';
import { getDatabase } from '../../../db/client.ts';
import { readOwnUpload } from '../../../moments/media.ts';
import { reelStatusOf } from '../../../moments/reels/view.ts';
import { defineRoute, signedIn } from '../../route.ts';

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
