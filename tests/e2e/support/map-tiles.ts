import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A stand-in tile server for the route maps, started by Playwright beside the app; `npm run
 * test:e2e` builds with PUBLIC_MAP_TILE_URL pointing here, so no test asks OpenStreetMap for a
 * tile. Every `/tiles/{z}/{x}/{y}.png` is the same small pale-green PNG (256 × 256, one colour).
 */

const port = Number(process.env.PORT);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILE = solidPng(256, [214, 234, 216]);

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
  if (path === '/') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('tiles');
    return;
  }
  if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path)) {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    response.end(TILE);
    return;
  }
  response.writeHead(404);
  response.end();
}).listen(port, '127.0.0.1');
