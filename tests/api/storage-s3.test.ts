import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/server/services/storage/s3.ts';
import { json, useStandIn } from './support/stand-in.ts';

/** What the stand-in bucket was asked, request by request. */
interface Received {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const received: Received[] = [];
let refuse = false;

/** An S3-compatible endpoint on this machine: it keeps requests and answers as S3 does. */
const bucket = useStandIn((request, url, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      method: request.method ?? '',
      path: url.pathname,
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    if (refuse) return json(response, 403, { error: 'SignatureDoesNotMatch' });
    response.writeHead(request.method === 'DELETE' ? 204 : 200);
    response.end();
  });
});

const store = (publicUrl?: string) =>
  s3Storage({
    endpoint: `${bucket.base()}/`,
    bucket: 'nvtravel-uploads',
    region: 'ap-southeast-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret-example',
    publicUrl,
  });

describe('S3-compatible upload storage', () => {
  it('puts an object with SigV4, its type and a cache-forever header, then deletes it', async () => {
    received.length = 0;
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
    await store().put('avatars/le-van-binh-3f9c.webp', bytes, 'image/webp');
    await store().delete('avatars/le-van-binh-3f9c.webp');

    const [put, del] = received;
    expect(put).toMatchObject({ method: 'PUT', path: '/nvtravel-uploads/avatars/le-van-binh-3f9c.webp' });
    expect(put?.body.equals(Buffer.from(bytes))).toBe(true);
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    // S3 takes the body's SHA-256 or, over TLS, UNSIGNED-PAYLOAD; it refuses a request without either.
    expect([createHash('sha256').update(bytes).digest('hex'), 'UNSIGNED-PAYLOAD']).toContain(
      put?.headers['x-amz-content-sha256'],
    );
    expect(del).toMatchObject({ method: 'DELETE', path: '/nvtravel-uploads/avatars/le-van-binh-3f9c.webp' });
  });

  it("fails with the bucket's status when it refuses", async () => {
    refuse = true;
    try {
      await expect(store().put('avatars/x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(
        /S3 put failed: 403/,
      );
    } finally {
      refuse = false;
    }
  });

  it('gives browsers the CDN address when one is set, else the path-style object URL', () => {
    expect(store('https://cdn.nvtravel.example/u/').publicUrl('avatars/a.webp')).toBe(
      'https://cdn.nvtravel.example/u/avatars/a.webp',
    );
    expect(store().publicUrl('avatars/a.webp')).toBe(`${bucket.base()}/nvtravel-uploads/avatars/a.webp`);
  });
});
