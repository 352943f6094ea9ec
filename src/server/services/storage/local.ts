import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.ts';

/** The URL prefix under which the app serves DATA_DIR/uploads (src/pages/uploads/[...key].ts). */
export const LOCAL_UPLOADS_PATH = '/uploads/';

const SAFE_KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

/** Files in a folder on this machine: DATA_DIR/uploads by default. */
export function localStorage(root: string): FileStorage & { read(key: string): Promise<Buffer | undefined> } {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async putFile(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Copied to a name of its own first: a reader never sees a half-copied file under the key.
      const partial = `${file}.partial-${process.pid}`;
      await copyFile(source, partial);
      await rename(partial, file);
    },
    async getFile(key, target) {
      await copyFile(fileOf(key), target);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl: (key) => `${LOCAL_UPLOADS_PATH}${key}`,
    async read(key) {
      if (!SAFE_KEY.test(key) || key.includes('..')) return undefined;
      return readFile(path.join(root, key)).catch(() => undefined);
    },
  };
}
