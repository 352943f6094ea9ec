import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  stored: number;
  expires: number;
}

export interface PageCacheOptions {
  /** Pages kept at most; the least recently used goes first. */
  maxEntries?: number;
  /** A page bigger than this (compressed) is not kept. */
  maxBodyBytes?: number;
  /** All kept pages together stay under this; the least recently used go first. */
  maxTotalBytes?: number;
  now?: () => number;
}

const MAX_AGE = /(?:^|,)\s*max-age=(\d+)/i;

/** How long a response may be kept by a shared cache, in seconds (0: not at all). */
function sharedMaxAge(res: ServerResponse): number {
  const control = String(res.getHeader('cache-control') ?? '');
  if (!/(?:^|,)\s*public\b/i.test(control) || /no-store|no-cache|private/i.test(control)) return 0;
  if (res.getHeader('set-cookie') !== undefined) return 0;
  const vary = String(res.getHeader('vary') ?? '');
  if (vary.split(',').some((name) => name.trim() && name.trim().toLowerCase() !== 'accept-encoding')) return 0;
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return 0;
  return Number(MAX_AGE.exec(control)?.[1] ?? 0);
}

/**
 * An in-process shared cache for pages rendered on demand, as nginx's proxy cache would be: a
 * page whose answer says `public, max-age=N` (the search results page) is kept N seconds as sent,
 * already compressed, per URL and Accept-Encoding, so a popular query costs what a prerendered
 * page costs instead of a database query and a render. Only HTML is kept, never an answer that
 * sets a cookie or varies on anything but the encoding. Each app process has its own copy.
 */
export function createPageCache(options: PageCacheOptions = {}) {
  const { maxEntries = 1000, maxBodyBytes = 512 * 1024, maxTotalBytes = 32 * 1024 * 1024, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const forget = (key: string) => {
    totalBytes -= entries.get(key)?.body.length ?? 0;
    entries.delete(key);
  };
  const keyOf = (req: IncomingMessage) => `${req.headers['accept-encoding'] ?? ''}\n${req.url}`;

  /** Answers from the cache when a fresh copy is there; true when it did. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const key = keyOf(req);
    const entry = entries.get(key);
    if (!entry) return false;
    if (entry.expires <= now()) {
      forget(key);
      return false;
    }
    // Refresh its place in the least-recently-used order.
    entries.delete(key);
    entries.set(key, entry);
    res.writeHead(entry.status, { ...entry.headers, age: String(Math.floor((now() - entry.stored) / 1000)) });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  }

  /**
   * Keeps what `res` sends for this GET, if its headers allow a shared cache to. Call it before
   * the compression layer wraps `res`, so the bytes kept are the compressed ones.
   */
  function capture(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET') return;
    const key = keyOf(req);
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > maxBodyBytes) return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
          : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      size += buffer.length;
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      const maxAge = res.statusCode === 200 && size <= maxBodyBytes ? sharedMaxAge(res) : 0;
      if (maxAge > 0) {
        const headers = res.getHeaders();
        delete headers['content-length'];
        delete headers['transfer-encoding'];
        delete headers.connection;
        const body = Buffer.concat(chunks);
        const stored = now();
        forget(key);
        totalBytes += body.length;
        entries.set(key, {
          status: 200,
          headers: { ...headers, 'content-length': body.length },
          body,
          stored,
          expires: stored + maxAge * 1000,
        });
        while (entries.size > maxEntries || totalBytes > maxTotalBytes) forget(entries.keys().next().value as string);
      }
      return end(...args);
    }) as ServerResponse['end'];
  }

  return { serve, capture };
}
