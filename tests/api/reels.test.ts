import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '#server/app/compose.ts';
import { REEL_LIMITS, REEL_PATHS } from '#features/moments/reels-contract.ts';
import { serverConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { idempotencyKeys, momentMedia, momentPosts, rateLimits, users } from '#server/db/schema/index.ts';
import { LOCALES } from '#lib/i18n/locales.ts';
import { DEMO_AUTHORS } from '#features/moments/server/demo/authors.ts';
import { demoId, type DemoContext } from '#features/moments/server/demo/seed.ts';
import { seedDemoReels } from '#features/moments/server/reels/demo.ts';
import { FfmpegTimedOut, READ_CAP_SECONDS } from '#features/moments/server/reels/ffmpeg.ts';
import { transcodeReel } from '#features/moments/server/reels/transcode.ts';
import { uploadBudgetKey } from '#features/moments/server/upload-budget.ts';
import { fileStorage } from '#server/services/storage/index.ts';
import { placeDirectory } from '#features/trips/server/places.ts';
import { stopJobs } from '#server/jobs/queue.ts';
import { registerUser, send, type Answer } from './support/client.ts';
import { claiming, tinyWebm } from './support/lying-video.ts';
import { useTestDatabase } from './support/database.ts';

// Reels (decision 0053): the upload call, its refusals, the transcoding job, and a worker killed
// with SIGKILL in the middle of a transcoding. ffmpeg is required: CI installs it (.ci/run).
const database = useTestDatabase();
const root = join(import.meta.dirname, '..', '..');
const clips = mkdtempSync(join(tmpdir(), 'nvt-reel-clips-'));
afterAll(() => rmSync(clips, { recursive: true, force: true }));

/** A generated test picture (and a tone), `seconds` long: tiny, so tests stay fast. */
function clip(name: string, seconds: number, size = '180x320', format: string[] = []): string {
  const file = join(clips, name);
  // prettier-ignore
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=12`, '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-t', String(seconds), '-pix_fmt', 'yuv420p', '-shortest', ...format, file,
  ]);
  return file;
}

/** A WebM that runs `seconds` and claims `claimed`, as a file of this test's folder. */
function lyingWebm(name: string, seconds: number, claimed: number): string {
  const file = join(clips, name);
  writeFileSync(file, claiming(tinyWebm(seconds), claimed));
  return file;
}

/** What ffprobe reads as the file's duration: the lie the upload must not believe. */
const headerSeconds = (file: string) =>
  Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]));

interface Upload {
  upload: { id: string; kind: string; status: string; durationMs: number | null };
}
interface Status {
  reel: { id: string; status: string; hlsUrl: string | null; posterUrl: string | null; error: string | null };
}

function upload(
  token: string,
  body: BodyInit,
  options: { lang?: string; headers?: Record<string, string> } = {},
): Promise<Answer<Upload & { fields?: { path: string; message: string }[] }>> {
  return send(
    new Request(`http://localhost/apiCore/v1${REEL_PATHS.upload}?langCode=${options.lang ?? 'en'}&name=clip.mp4`, {
      method: 'POST',
      headers: { 'nvtravel-token': token, 'content-type': 'video/mp4', ...options.headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

const status = (token: string, id: string, lang = 'en') =>
  send<Status>(
    new Request(`http://localhost/apiCore/v1${REEL_PATHS.status}?id=${id}&langCode=${lang}`, {
      headers: { 'nvtravel-token': token },
    }),
  );

/**
 * The videos received: originals in the upload store and bodies in the spool folder (a refusal may
 * add neither). Transcoded files of the earlier uploads keep arriving meanwhile, so they are not counted.
 */
const receivedFiles = () =>
  ['uploads', join('tmp', 'reels')].flatMap((dir) => {
    const full = join(serverConfig.dataDir, dir);
    if (!existsSync(full)) return [];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && (dir !== 'uploads' || e.name.startsWith('original-')))
      .map((e) => join(e.parentPath, e.name));
  });

const mediaCount = async () => (await database.current().db.select().from(momentMedia)).length;

let token = '';
beforeAll(async () => {
  token = (await registerUser('Trần Thu Hà')).token;
});

describe('reel uploads', () => {
  it('transcodes an uploaded video into 240p and 480p HLS with a master playlist and a poster, for its author', async () => {
    await startServer();
    const file = clip('good.mp4', 2);
    const answer = await upload(token, readFileSync(file));
    expect(answer.code).toBe('SUCCESS');
    expect(answer.data.upload).toMatchObject({ kind: 'video', status: 'processing' });
    const id = answer.data.upload.id;

    await expect
      .poll(async () => (await status(token, id)).data.reel.status, { timeout: 90_000, interval: 500 })
      .toBe('ready');
    const { reel } = (await status(token, id)).data;
    const key = (url: string | null) => (url ?? '').replace('/uploads/', '');
    const dir = join(serverConfig.dataDir, 'uploads');
    const master = readFileSync(join(dir, key(reel.hlsUrl)), 'utf8');
    expect(master).toMatch(/RESOLUTION=240x426,CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
    expect(master).toMatch(/RESOLUTION=480x854/);
    expect(master).toContain('240p/index.m3u8');
    expect(master).toContain('480p/index.m3u8');
    const base = join(dir, key(reel.hlsUrl), '..');
    expect(readFileSync(join(base, '240p', 'index.m3u8'), 'utf8')).toContain('#EXT-X-ENDLIST');
    expect(existsSync(join(dir, key(reel.posterUrl)))).toBe(true);

    // Another person cannot even learn that the video exists.
    const other = await registerUser('Lê Minh');
    expect((await status(other.token, id)).code).toBe('NOT_FOUND');
  }, 120_000);

  it('answers a retry with the same Idempotency-Key with the first upload, storing the video once', async () => {
    const bytes = readFileSync(clip('retry.mp4', 2));
    const key = crypto.randomUUID();
    const before = await mediaCount();
    const first = await upload(token, bytes, { headers: { 'idempotency-key': key } });
    const again = await upload(token, bytes, { headers: { 'idempotency-key': key } });
    expect(again.data.upload.id).toBe(first.data.upload.id);
    expect(await mediaCount()).toBe(before + 1);
    const originals = readdirSync(join(serverConfig.dataDir, 'uploads', 'moments'), { recursive: true }).filter(
      (name) => String(name).includes(first.data.upload.id) && String(name).includes('original-'),
    );
    expect(originals).toHaveLength(1);
    const [row] = await database.current().db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toBeDefined();
  }, 120_000);

  describe('refuses bad videos with a localized message and stores nothing', () => {
    const refused = async (answer: Answer<{ fields?: { path: string; message: string }[] }>, code: string) => {
      expect(answer.code).toBe(code);
      return answer.data.fields?.[0]?.message;
    };
    let before: { files: number; media: number };
    beforeAll(async () => {
      // What the successful uploads above stored stays; each refusal must add nothing to it.
      before = { files: receivedFiles().length, media: await mediaCount() };
    });
    const nothingStored = async () => {
      expect(receivedFiles()).toHaveLength(before.files);
      expect(await mediaCount()).toBe(before.media);
    };

    it('a picture named and labelled as a video (checked by content)', async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      expect(await refused(await upload(token, png), 'UNSUPPORTED_MEDIA_TYPE')).toBe(
        'This file is not an MP4, MOV or WebM video.',
      );
      expect(await refused(await upload(token, png, { lang: 'vi' }), 'UNSUPPORTED_MEDIA_TYPE')).toBe(
        'Tệp này không phải video MP4, MOV hoặc WebM.',
      );
      await nothingStored();
    });

    it('a video longer than 60 seconds (read by ffprobe)', async () => {
      const long = clip('long.webm', 62, '32x32', [
        '-c:v',
        'libvpx',
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-b:v',
        '20k',
      ]);
      expect(await refused(await upload(token, readFileSync(long), { lang: 'zh' }), 'VALIDATION_ERROR')).toBe(
        '视频超过 60 秒。',
      );
      await nothingStored();
    }, 60_000);

    it('a video whose header claims less than it runs (read by its packets, not its header)', async () => {
      // The file: it says 20 s and holds 300 s. Its own account for this test's uploads.
      const liar = (await registerUser('Người Nói Dối')).token;
      const lying = lyingWebm('lying.webm', 300, 20);
      expect(headerSeconds(lying)).toBe(20);
      expect(await refused(await upload(liar, readFileSync(lying)), 'VALIDATION_ERROR')).toBe(
        'The video is longer than 60 seconds.',
      );
      expect(await refused(await upload(liar, readFileSync(lying), { lang: 'vi' }), 'VALIDATION_ERROR')).toBe(
        'Video dài hơn 60 giây.',
      );
      // Just past the limit, claiming just under it: the packets are read far enough to see it.
      const over = lyingWebm('lying-62.webm', 62, 59.9);
      expect(await refused(await upload(liar, readFileSync(over), { lang: 'zh' }), 'VALIDATION_ERROR')).toBe(
        '视频超过 60 秒。',
      );
      await nothingStored();
    });

    it("a person's uploads past the budget of their window, counted before the body is read, at once or not", async () => {
      const { max } = serverConfig.uploads.video;
      const person = await registerUser('Phạm Ngân');
      // Refused uploads count too: pictures, refused by their content, spend the budget as videos would.
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const answers = await Promise.all(Array.from({ length: max + 2 }, () => upload(person.token, png)));
      expect(answers.filter((a) => a.code === 'UNSUPPORTED_MEDIA_TYPE')).toHaveLength(max);
      const limited = answers.filter((a) => a.code === 'RATE_LIMITED');
      expect(limited).toHaveLength(2);
      expect(limited[0]?.status).toBe(429);
      expect(limited[0]?.data.fields?.[0]?.message).toBe(
        `You can upload ${max} videos every 60 min. Please try again in 60 min.`,
      );
      // A good video past the budget: refused in the caller's language, its body never stored.
      const good = await upload(person.token, readFileSync(clip('over-budget.mp4', 1)), { lang: 'vi' });
      expect(await refused(good, 'RATE_LIMITED')).toBe(
        `Bạn chỉ có thể tải lên ${max} video trong mỗi 60 phút. Vui lòng thử lại sau 60 phút.`,
      );
      expect(Number(good.headers.get('retry-after'))).toBeGreaterThan(3500);
      const counters = await database
        .current()
        .db.select()
        .from(rateLimits)
        .where(eq(rateLimits.key, uploadBudgetKey('video', person.user.id)));
      expect(counters[0]?.count).toBe(max + 3);
      await nothingStored();
    });

    it('a body larger than 100 MB, announced or not', async () => {
      const announced = await upload(token, new Uint8Array(16), {
        headers: { 'content-length': String(REEL_LIMITS.maxBytes + 1) },
      });
      expect(await refused(announced, 'PAYLOAD_TOO_LARGE')).toBe('The video is larger than 100 MB.');
      // Sent in chunks with no length: refused as soon as the count passes the limit.
      const chunk = new Uint8Array(1024 * 1024);
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      expect(await refused(await upload(token, endless), 'PAYLOAD_TOO_LARGE')).toBe('The video is larger than 100 MB.');
      expect(sent).toBeLessThan(REEL_LIMITS.maxBytes + 8 * 1024 * 1024);
      await nothingStored();
    });

    it('an upload cut off halfway', async () => {
      const bytes = readFileSync(clip('cut.mp4', 2));
      const half = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.subarray(0, bytes.length / 2));
          controller.error(new Error('aborted: the client went away'));
        },
      });
      const answer = await upload(token, half, { headers: { 'content-length': String(bytes.length) } });
      expect(await refused(answer, 'VALIDATION_ERROR')).toBe(
        'The upload was interrupted before the whole video arrived. Please try again.',
      );
      await nothingStored();
    });

    it('every reel while ffmpeg is missing: the server says reels are unavailable', async () => {
      const configured = serverConfig.ffmpeg.ffmpeg;
      serverConfig.ffmpeg.ffmpeg = join(clips, 'no-ffmpeg-here');
      try {
        const answer = await upload(token, readFileSync(clip('any.mp4', 1)), { lang: 'en' });
        expect(answer.status).toBe(503);
        expect(answer.code).toBe('REELS_UNAVAILABLE');
        expect(answer.message).toBe(
          'Reels are not available on this server: video processing (ffmpeg) is not installed.',
        );
      } finally {
        serverConfig.ffmpeg.ffmpeg = configured;
      }
      await nothingStored();
    });
  });
});

describe('the transcoding, trusting nothing about the original', () => {
  /** A video stored as an upload the checks let through, waiting for its transcoding (no job sent). */
  async function processingUpload(ownerId: string, file: string) {
    const id = crypto.randomUUID();
    const original = `moments/${id}/original-${basename(file)}`;
    await fileStorage().putFile(original, file, 'video/webm');
    await database
      .current()
      .db.insert(momentMedia)
      .values({ id, ownerId, kind: 'video', status: 'processing', files: [original] });
    return { id, original };
  }

  it('decodes no more than the limit and a little of a video whose header lies, and fails it with the reason', async () => {
    const author = await registerUser('Đỗ Hải');
    const db = database.current().db;
    const { id, original } = await processingUpload(author.user.id, lyingWebm('lying.webm', 300, 20));
    const logged: string[] = [];
    const info = console.info;
    console.info = (line: unknown) => logged.push(String(line));
    try {
      await transcodeReel(id, { retryCount: 0, last: true });
    } finally {
      console.info = info;
    }
    const made = logged.map((line) => JSON.parse(line) as { msg?: string; producedSeconds?: number });
    const produced = made.find((entry) => entry.msg === 'reel too long')?.producedSeconds ?? Number.NaN;
    // 300 s were there; at most READ_CAP_SECONDS were decoded (one 2 s segment at most past the limit).
    expect(produced).toBeGreaterThan(REEL_LIMITS.maxSeconds);
    expect(produced).toBeLessThanOrEqual(READ_CAP_SECONDS);

    const [media] = await db.select().from(momentMedia).where(eq(momentMedia.id, id));
    expect(media).toMatchObject({ status: 'failed', error: 'reels.failed.tooLong', files: [original] });
    expect(readdirSync(join(serverConfig.dataDir, 'uploads', 'moments', id))).toEqual([basename(original)]);
    expect((await status(author.token, id)).data.reel.error).toBe(
      'The video runs longer than 60 seconds. Trim it and upload it again.',
    );
    expect((await status(author.token, id, 'vi')).data.reel.error).toBe(
      'Video dài hơn 60 giây. Hãy cắt ngắn rồi tải lên lại.',
    );
    expect((await status(author.token, id, 'zh')).data.reel.error).toBe('视频超过 60 秒。请剪短后重新上传。');
  }, 60_000);

  it('kills an ffmpeg run past its time and fails the reel at once, saying why', async () => {
    const author = await registerUser('Vũ Thảo');
    const { id } = await processingUpload(author.user.id, clip('slow.webm', 1));
    const configured = serverConfig.ffmpeg.timeoutMs;
    serverConfig.ffmpeg.timeoutMs = 1;
    // The failure is logged for the operator; here it is the expected outcome.
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    try {
      await expect(transcodeReel(id, { retryCount: 0, last: false })).rejects.toThrow(FfmpegTimedOut);
    } finally {
      serverConfig.ffmpeg.timeoutMs = configured;
    }
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"msg":"reel transcoding failed"'));
    // Not left to the retries: the next attempt would run out of time as well.
    expect((await status(author.token, id)).data.reel).toMatchObject({
      status: 'failed',
      error: 'Preparing this video took longer than the server allows. A shorter or smaller video will work.',
    });
  });
});

describe('the demo reels', () => {
  it('six ready reels by six demo authors, streamed from the committed clips, stored once however often seeded', async () => {
    const db = database.current().db;
    const authorIds = DEMO_AUTHORS.map((_, i) => demoId(`author:${i}`));
    await db
      .insert(users)
      .values(DEMO_AUTHORS.map((a, i) => ({ id: authorIds[i], fullname: a.fullname, language: a.language })))
      .onConflictDoNothing();
    const places = Object.fromEntries(
      await Promise.all(LOCALES.map(async (locale) => [locale, await placeDirectory(locale)] as const)),
    ) as DemoContext['places'];
    const context = { db, authorIds, places, now: new Date() };
    await seedDemoReels(context);
    await seedDemoReels(context);
    const reels = await db.select().from(momentPosts).where(eq(momentPosts.kind, 'reel'));
    const demo = reels.filter((reel) => reel.demo);
    expect(demo).toHaveLength(6);
    expect(new Set(demo.map((reel) => reel.authorId)).size).toBe(6);
    expect(new Set(demo.map((reel) => reel.language))).toEqual(new Set(['vi', 'en', 'zh']));
    for (const reel of demo) {
      const [media] = await db.select().from(momentMedia).where(eq(momentMedia.postId, reel.id));
      expect(media).toMatchObject({ kind: 'video', status: 'ready' });
      const master = readFileSync(join(serverConfig.dataDir, 'uploads', media?.hlsKey ?? ''), 'utf8');
      expect(master).toContain('480p/index.m3u8');
      expect(existsSync(join(serverConfig.dataDir, 'uploads', media?.posterKey ?? ''))).toBe(true);
    }
  }, 120_000);
});

/** Starts the worker script on `env`'s database; resolves once it printed `until`. */
function startWorker(env: Record<string, string>, video: string) {
  const child = spawn(process.execPath, [join(root, 'tests', 'api', 'support', 'reel-worker.ts'), video], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters.filter((w) => output.includes(w.text))) waiter.resolve();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return {
    child,
    output: () => output,
    printed: (text: string, timeoutMs: number) =>
      new Promise<void>((resolve, reject) => {
        if (output.includes(text)) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`worker never printed ${text}:\n${output.slice(-3000)}`)),
          timeoutMs,
        );
        waiters.push({ text, resolve: () => (clearTimeout(timer), resolve()) });
      }),
  };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe('a worker killed in the middle of a transcoding', () => {
  it('leaves the job to the next process, which completes it once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nvt-reel-worker-'));
    const scratch = mkdtempSync(join(tmpdir(), 'nvt-reel-scratch-'));
    const url = database.url();
    // On PostgreSQL both workers use this file's database; on PGlite, a folder the two share in turn.
    const env = { DATA_DIR: dataDir, TMPDIR: scratch, ...(url ? { DATABASE_URL: url } : {}) };
    const video = clip('six.mp4', 6, '360x640');
    // Only the workers work jobs now (on PostgreSQL this process's queue would take the job too).
    await stopJobs();
    try {
      const first = startWorker(env, video);
      await first.printed('"msg":"reel transcoding"', 120_000);
      first.child.kill('SIGKILL');
      await exited(first.child);
      expect(first.output()).not.toContain('"msg":"reel transcoded"');

      const second = startWorker(env, video);
      await second.printed('"msg":"reel transcoded"', 150_000);
      second.child.kill('SIGTERM');
      await exited(second.child);
      expect(second.output().match(/"msg":"reel transcoded"/g)).toHaveLength(1);

      const opened = url ? database.current() : await openDatabase({ dataDir: join(dataDir, 'db') });
      try {
        const mediaId = readFileSync(join(dataDir, 'media-id'), 'utf8');
        const [media] = await opened.db.select().from(momentMedia).where(eq(momentMedia.id, mediaId));
        expect(media).toMatchObject({ status: 'ready', error: null });
        expect(existsSync(join(dataDir, 'uploads', media?.hlsKey ?? 'missing'))).toBe(true);
        // The job ran twice (the killed attempt and the one that finished) and completed once.
        // Both engines answer `{ rows }` (node-postgres and PGlite).
        const { rows } = (await opened.db.execute(
          sql`select state, retry_count from pgboss.job where name = 'moments.transcode' and data->>'mediaId' = ${mediaId}`,
        )) as unknown as { rows: { state: string; retry_count: number }[] };
        expect(rows).toEqual([{ state: 'completed', retry_count: 1 }]);
      } finally {
        if (!url) await opened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 360_000);
});
