import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { REEL_LIMITS, REEL_TYPES } from '../../reels-contract.ts';
import { serverConfig } from '#server/config.ts';
import { longerThanAReel, probeVideo, type Probe } from './ffmpeg.ts';

/*
 * A reel's video as it arrives: the request body is written to a file of this machine as it comes
 * (never whole in memory), counted and hashed on the way, then checked by its content (file-type)
 * and by ffprobe (a real video, at most REEL_LIMITS.maxSeconds by its header and by its packets).
 * Whatever goes wrong, including a client that goes away halfway, the file is removed: nothing
 * half-received is kept.
 */

/** Why a video was refused: the answer's code and the `reels:field.<reason>` message. */
export class VideoRefused extends Error {
  readonly reason: 'tooLarge' | 'type' | 'unreadable' | 'tooLong' | 'incomplete' | 'empty';

  constructor(reason: VideoRefused['reason']) {
    super(reason);
    this.reason = reason;
  }
}

export interface ReceivedVideo {
  file: string;
  bytes: number;
  /** SHA-256 of the content, hex: the idempotency fingerprint and S3's payload hash. */
  sha256: string;
  mime: (typeof REEL_TYPES)[number];
  extension: string;
  probe: Probe;
  /** Removes the received file (call once it is stored, or on any failure). */
  discard: () => Promise<void>;
}

/** Where bodies are written while they arrive: beside the data, not in a RAM-backed /tmp. */
const spoolDir = () => path.join(serverConfig.dataDir, 'tmp', 'reels');

/** Writes a body to `file`, refusing past `limit` bytes; answers its size and hash. */
async function spool(body: ReadableStream<Uint8Array>, file: string, limit: number) {
  const out = createWriteStream(file, { flags: 'wx' });
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const chunk of body) {
      bytes += chunk.byteLength;
      if (bytes > limit) throw new VideoRefused('tooLarge');
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } finally {
    out.end();
    await finished(out).catch(() => undefined);
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Receives, checks and answers the video; throws VideoRefused (the file already removed). */
export async function receiveVideo(request: Request): Promise<ReceivedVideo> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > REEL_LIMITS.maxBytes) throw new VideoRefused('tooLarge');
  if (!request.body || declared === 0) throw new VideoRefused('empty');
  await mkdir(spoolDir(), { recursive: true });
  const file = path.join(spoolDir(), `${crypto.randomUUID()}.part`);
  const discard = () => rm(file, { force: true });
  try {
    const { bytes, sha256 } = await spool(request.body, file, REEL_LIMITS.maxBytes);
    if (bytes === 0) throw new VideoRefused('empty');
    // The connection closed before everything announced arrived: an upload cut off halfway.
    if (Number.isFinite(declared) && bytes !== declared) throw new VideoRefused('incomplete');
    const detected = await fileTypeFromFile(file);
    const mime = REEL_TYPES.find((type) => type === detected?.mime);
    if (!mime || !detected) throw new VideoRefused('type');
    const probe = await probeVideo(file);
    if (!probe) throw new VideoRefused('unreadable');
    if (longerThanAReel(probe.durationSeconds)) throw new VideoRefused('tooLong');
    return { file, bytes, sha256, mime, extension: detected.ext, probe, discard };
  } catch (error) {
    await discard();
    // A body that failed while arriving (the client went away) is an incomplete upload.
    if (error instanceof VideoRefused) throw error;
    if (error instanceof Error && /abort|terminat|premature|ECONNRESET/i.test(`${error.name} ${error.message}`))
      throw new VideoRefused('incomplete');
    throw error;
  }
}
