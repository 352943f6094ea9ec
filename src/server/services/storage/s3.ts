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
    async delete(key) {
      await check(await client.fetch(objectUrl(key), { method: 'DELETE' }), 'delete');
    },
    publicUrl: (key) => (settings.publicUrl ? `${settings.publicUrl.replace(/\/$/, '')}/${key}` : objectUrl(key)),
  };
}
