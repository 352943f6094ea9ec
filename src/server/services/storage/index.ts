import path from 'node:path';
import { serverConfig } from '../../config.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { FileStorage } from './storage.ts';

/** DATA_DIR/uploads on this machine by default; the local store also serves its files. */
export const localUploads = () => localStorage(path.join(serverConfig.dataDir, 'uploads'));

/** An S3-compatible bucket when S3_BUCKET is configured, else the local folder. */
export function fileStorage(): FileStorage {
  return serverConfig.s3 ? s3Storage(serverConfig.s3) : localUploads();
}
