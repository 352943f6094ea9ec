import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { POST_TARGET_KIND } from '../../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { RENDITIONS } from '#content/videos.ts';
import { likes, momentMedia } from '#server/db/schema/index.ts';
import { fileStorage } from '#server/services/storage/index.ts';
import { DEMO_AUTHORS } from '../demo/authors.ts';
import { DEMO_TAGS } from '../demo/captions.ts';
import { demoId, insertDemoPost, type DemoContext } from '../demo/seed.ts';
import { contentTypeOf } from './transcode.ts';

/*
 * The demo reels of a fresh install (decision 0053): six reels by six demo authors, on the places
 * the site's stand-in video clips show. Their streams are those committed clips (public/videos,
 * made by `npm run videos`), copied into the upload storage as a transcoding would have left them,
 * so a machine without ffmpeg still shows a living feed. Fixed ids: seeding twice stores them once.
 */

const DEMO_REELS: readonly { video: string; place: string; scene: keyof typeof DEMO_TAGS }[] = [
  { video: 'vinh-ha-long-hoang-hon', place: 'vinh-ha-long', scene: 'karst' },
  { video: 'pho-co-hoi-an-den-long', place: 'pho-co-hoi-an', scene: 'lanterns' },
  { video: 'ho-hoan-kiem-buoi-sang', place: 'ho-hoan-kiem', scene: 'lake' },
  { video: 'ruong-bac-thang-mu-cang-chai', place: 'mu-cang-chai', scene: 'terraces' },
  { video: 'cho-noi-cai-rang', place: 'cho-noi-cai-rang', scene: 'delta' },
  { video: 'bien-nha-trang', place: 'vinh-nha-trang', scene: 'beach' },
];

const CAPTIONS: Record<Locale, readonly string[]> = {
  vi: ['Vài giây ở {place}, xem là muốn đi ngay.', 'Khoảnh khắc ở {place} mà mình muốn giữ lại.'],
  en: ['A few seconds of {place}: enough to want to go.', 'The moment at {place} I wanted to keep.'],
  zh: ['{place}的短短几秒，看了就想出发。', '在{place}想留住的一刻。'],
};

/** Every stand-in clip runs 12 s (the `duration` of its entry in content/videos). */
const DURATION_MS = 12_000;
const HOUR = 3_600_000;

/** Where the committed clips are: the repository's public/ folder, or the build's copy of it. */
function clipsFolder(): string | undefined {
  return [path.resolve('public', 'videos'), path.resolve('dist', 'client', 'videos')].find((dir) => existsSync(dir));
}

export async function seedDemoReels({ db, authorIds, places, now }: DemoContext): Promise<void> {
  const clips = clipsFolder();
  if (!clips) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'demo reels skipped: no public/videos clips' }));
    return;
  }
  const storage = fileStorage();
  const largest = RENDITIONS[RENDITIONS.length - 1] ?? { width: 720, height: 480 };
  const work = await mkdtemp(path.join(tmpdir(), 'nvt-demo-reels-'));
  try {
    for (const [i, reel] of DEMO_REELS.entries()) {
      // Authors 1, 3, 5…: each reel by a different demo author, in their language.
      const authorIndex = (i * 2 + 1) % DEMO_AUTHORS.length;
      const author = DEMO_AUTHORS[authorIndex];
      const authorId = authorIds[authorIndex];
      if (!author || !authorId) continue;
      const mediaId = demoId(`reel-media:${i}`);
      const postId = demoId(`reel:${i}`);
      const prefix = `moments/${mediaId}/hls-demo`;
      const source = path.join(clips, reel.video);
      const files = (await readdir(source, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(source, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
      for (const file of files)
        await storage.putFile(`${prefix}/${file}`, path.join(source, file), contentTypeOf(file));
      const poster = path.join(work, `${i}.webp`);
      await sharp(path.resolve('content', 'videos', '_images', `${reel.video}.webp`))
        .resize(largest.width, largest.height, { fit: 'cover' })
        .webp({ quality: 80 })
        .toFile(poster);
      await storage.putFile(`${prefix}/poster.webp`, poster, 'image/webp');

      const language = author.language;
      const name = places[language].get(reel.place)?.name ?? reel.place;
      const text = (CAPTIONS[language][i % 2] ?? '').replace('{place}', name);
      const tags = [DEMO_TAGS[reel.scene][language], DEMO_TAGS.trip[language]];
      const likers = authorIds.filter((id) => id !== authorId).slice(0, 3 + i);
      // Spread among the photo posts of the last two weeks.
      const createdAt = new Date(now.getTime() - (i * 37 + 5) * HOUR);
      await db.transaction(async (tx) => {
        await insertDemoPost(tx, {
          id: postId,
          authorId,
          kind: 'reel',
          status: 'ready',
          text,
          language,
          placeSlug: reel.place,
          tags,
          likeCount: likers.length,
          createdAt,
        });
        await tx
          .insert(momentMedia)
          .values({
            id: mediaId,
            ownerId: authorId,
            postId,
            kind: 'video',
            status: 'ready',
            width: largest.width,
            height: largest.height,
            durationMs: DURATION_MS,
            hlsKey: `${prefix}/master.m3u8`,
            posterKey: `${prefix}/poster.webp`,
            files: [...files.map((file) => `${prefix}/${file}`), `${prefix}/poster.webp`],
            createdAt,
          })
          .onConflictDoNothing();
        await tx
          .insert(likes)
          .values(likers.map((userId) => ({ targetKind: POST_TARGET_KIND, targetSlug: postId, userId })))
          .onConflictDoNothing();
      });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
