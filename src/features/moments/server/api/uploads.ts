import { momentCalls, MOMENT_LIMITS } from '../../contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { fieldError } from '../errors.ts';
import { ImageRefused } from '../images.ts';
import { createImageUpload, readOwnUpload } from '../media.ts';
import { spendUpload } from '../upload-budget.ts';
import { mediaView } from '../views.ts';
import { ApiError } from '#server/api/codes.ts';
import { readMultipart } from '#server/api/request.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { readerOf } from './reader.ts';

export const uploadCreateRoute = defineRoute({
  ...momentCalls.uploadCreate,
  summary:
    'Upload one image for a post (multipart, field `file`): JPEG, PNG, WebP or HEIC up to 20 MB, checked by content, stored as WebP without EXIF',
  auth: 'user',
  body: 'multipart',
  form: { file: { type: 'file', description: 'The image', required: true } },
  handle: async (context) => {
    const { user } = signedIn(context);
    const { locale } = context;
    // Counted before the body is read: a caller past the limit costs no memory for its 20 MB.
    await spendUpload(await getDatabase(), locale, user.id, 'image');
    // The whole body arrives before anything is stored: a request cut off halfway stores nothing.
    const file = (await readMultipart(context.request, MOMENT_LIMITS.imageMaxBytes)).get('file');
    if (!(file instanceof File)) throw fieldError(locale, 'file', 'fileMissing');
    if (file.size > MOMENT_LIMITS.imageMaxBytes)
      throw new ApiError('PAYLOAD_TOO_LARGE', { limit: MOMENT_LIMITS.imageMaxBytes });
    try {
      const row = await createImageUpload(user.id, new Uint8Array(await file.arrayBuffer()));
      return { upload: mediaView(row, readerOf(context)) };
    } catch (error) {
      if (error instanceof ImageRefused) throw fieldError(locale, 'file', `image.${error.reason}`);
      throw error;
    }
  },
});

export const uploadDetailRoute = defineRoute({
  ...momentCalls.uploadDetail,
  summary: 'One of your uploads and its status (a video is processing until transcoded)',
  auth: 'user',
  handle: async (context) => {
    const { user } = signedIn(context);
    const row = await readOwnUpload(await getDatabase(), context.input.id, user.id);
    return { upload: mediaView(row, readerOf(context)) };
  },
});
