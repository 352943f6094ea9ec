import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './storage.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the bucket (a CDN in front of it); defaults to the endpoint's path style. */
  publicUrl?: string;
}

/** Any S3-compatible object store (AWS S3, Cloudflare R2, MinIO…), signed with SigV4. */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const objectUrl = (key: string) => `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/${key}`;
  const check = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`S3 ${what} failed: ${response.status} ${await response.text()}`);
  };
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
      });
      await check(response, 'put');
    },
    async putFile(key, file, contentType, sha256) {
      // Signed once and sent once: a stream cannot be replayed by aws4fetch's retries.
      const signed = await client.sign(objectUrl(key), {
        method: 'PUT',
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        headers: {
          'Content-Type': contentType,
          'Content-Length': String((await stat(file)).size),
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Amz-Content-Sha256': sha256 ?? 'UNSIGNED-PAYLOAD',
        },
      });
      await check(await fetch(signed), 'put');
    },
    async getFile(key, file) {
      const response = await client.fetch(objectUrl(key));
      await check(response, 'get');
      if (!response.body) throw new Error(`S3 get of ${key} had no body`);
      await pipeline(
        Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
        createWriteStream(file),
      );
    },
    async delete(key) {
      await check(await client.fetch(objectUrl(key), { method: 'DELETE' }), 'delete');
    },
    publicUrl: (key) => (settings.publicUrl ? `${settings.publicUrl.replace(/\/$/, '')}/${key}` : objectUrl(key)),
  };
}
