import { parentPort } from 'node:worker_threads';
import { compressBeside } from './compress-file.ts';

/** A precompression worker (precompress.ts): compresses each batch of files it is sent, and says how many it wrote. */
parentPort?.on('message', (paths: string[]) => {
  parentPort?.postMessage(paths.filter((path) => compressBeside(path)).length);
});
