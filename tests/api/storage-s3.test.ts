import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { s3Storage } from '#server/services/storage/s3.ts';
import { json, useStandIn } from './support/stand-in.ts';

/** What the stand-in bucket was asked, request by request. */
interface Received {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const received: Received[] = [];
/** What the stand-in bucket holds, by path. */
const objects = new Map<string, Buffer>();
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
    if (request.method === 'PUT') objects.set(url.pathname, Buffer.concat(chunks));
    response.writeHead(request.method === 'DELETE' ? 204 : 200);
    response.end(request.method === 'GET' ? objects.get(url.pathname) : undefined);
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

  it("streams a file of this machine in, signed with the file's hash, and back out (a reel's video)", async () => {
    received.length = 0;
    const dir = mkdtempSync(join(tmpdir(), 'nvt-s3-'));
    try {
      const bytes = Buffer.alloc(300_000, 7);
      writeFileSync(join(dir, 'in.mp4'), bytes);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await store().putFile('moments/r/original-1.mp4', join(dir, 'in.mp4'), 'video/mp4', sha256);
      const [put] = received;
      expect(put).toMatchObject({ method: 'PUT', path: '/nvtravel-uploads/moments/r/original-1.mp4' });
      expect(put?.headers['content-length']).toBe(String(bytes.length));
      expect(put?.headers['x-amz-content-sha256']).toBe(sha256);
      expect(put?.body.equals(bytes)).toBe(true);
      await store().getFile('moments/r/original-1.mp4', join(dir, 'out.mp4'));
      expect(readFileSync(join(dir, 'out.mp4')).equals(bytes)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
