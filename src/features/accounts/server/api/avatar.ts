import { userCalls } from '../../contract.ts';
import { z } from 'astro/zod';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { safeFileName } from '#lib/files/file-name.ts';
import { type Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { publicUser } from '#server/auth/users.ts';
import { getDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { fileStorage } from '#server/services/storage/index.ts';
import { ApiError } from '#server/api/codes.ts';
import { readMultipart } from '#server/api/request.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { oneRow } from '#server/db/one-row.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
/** Stored avatars are re-encoded: small, without the photo's EXIF (a location is private). */
const AVATAR_SIZE = 512;

const fieldError = (locale: Locale, key: string) =>
  new ApiError('VALIDATION_ERROR', {
    fields: [{ path: 'profile', message: getTranslator(locale)(`api:field.${key}`) }],
  });

export const updateImageProfile = defineRoute({
  ...userCalls.updateImageProfile,
  summary: 'Upload a new avatar (multipart, field `profile`): JPEG, PNG, WebP, GIF or AVIF up to 5 MB',
  auth: 'user',
  body: 'multipart',
  form: { profile: { type: 'file', description: 'The image; it must have a file name', required: true } },
  input: userCalls.updateImageProfile.input.extend({ id: z.uuid().describe('The signed-in user’s id') }),
  handle: async (context) => {
    const { user } = signedIn(context);
    if (context.input.id !== user.id) throw new ApiError('FORBIDDEN');
    const file = (await readMultipart(context.request, AVATAR_MAX_BYTES)).get('profile');
    if (!(file instanceof File)) throw fieldError(context.locale, 'fileMissing');
    if (!file.name.trim()) throw fieldError(context.locale, 'fileName');
    if (file.size > AVATAR_MAX_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', { limit: AVATAR_MAX_BYTES });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || !AVATAR_TYPES.includes(detected.mime))
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { accepted: AVATAR_TYPES });
    let image: Buffer;
    try {
      image = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw fieldError(context.locale, 'imageUnreadable');
    }
    const storage = fileStorage();
    const key = `avatars/${safeFileName(file.name, undefined, 'webp')}`;
    await storage.put(key, image, 'image/webp');
    const db = await getDatabase();
    const updated = oneRow(
      await db.update(users).set({ avatarKey: key, updatedAt: new Date() }).where(eq(users.id, user.id)).returning(),
    );
    if (user.avatarKey) await storage.delete(user.avatarKey).catch(() => undefined);
    return { user: await publicUser(db, updated) };
  },
});
