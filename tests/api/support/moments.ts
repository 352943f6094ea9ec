import sharp from 'sharp';
import type { Media, Post } from '#features/moments/contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { startSession } from '#server/auth/tokens.ts';
import { call, send, type Answer } from './client.ts';

/** A photo as a phone takes it: JPEG with EXIF, the camera's GPS position included. */
export const cameraPhoto = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 160 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'NVTravelCam', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '15/1 52/1 48/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '108/1 19/1 30/1',
      },
    })
    .toBuffer();

/** POSTs one file to moments/uploads/create as multipart, field `file`. */
export function uploadImage(token: string | undefined, bytes: Uint8Array, name = 'photo.jpg', lang = 'en') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const headers: Record<string, string> = token ? { 'nvtravel-token': token } : {};
  return send<{ upload: Media; fields?: { path: string; message: string }[] }>(
    new Request(`http://localhost/apiCore/v1/moments/uploads/create?langCode=${lang}`, {
      method: 'POST',
      headers,
      body: form,
    }),
  );
}

/** Uploads `count` photos and answers their ids. */
export async function uploadedPhotos(token: string, count = 1): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await uploadImage(token, await cameraPhoto(800 + i, 600));
    if (answer.code !== 'SUCCESS') throw new Error(`upload failed: ${JSON.stringify(answer)}`);
    ids.push(answer.data.upload.id);
  }
  return ids;
}

export const createPost = (
  token: string | undefined,
  data: Record<string, unknown>,
  headers?: Record<string, string>,
) =>
  call<{ post: Post; fields?: { path: string; message: string }[] }>('/moments/posts/create', data, {
    ...(token ? { token } : {}),
    ...(headers ? { headers } : {}),
  });

export type { Answer };

/**
 * Accounts made straight in the database with a session each: a hundred likers need no hundred
 * password hashes (registration is tested elsewhere).
 */
export async function quickUsers(count: number, prefix = 'Người thích'): Promise<{ id: string; token: string }[]> {
  const db = await getDatabase();
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ fullname: `${prefix} ${i + 1}` })))
    .returning({ id: users.id });
  return Promise.all(rows.map(async (row) => ({ id: row.id, token: (await startSession(db, row.id, null)).token })));
}
