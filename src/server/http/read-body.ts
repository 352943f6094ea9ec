/*
 * The one way the server reads a request body, pages and API alike (decision 0064). Every reader
 * names its limit: a body declared larger is refused before a byte is read, and one that arrives
 * without Content-Length (chunked) is cut off as soon as it passes the limit, so no request holds
 * more than its limit and one chunk in memory. `request.formData()`, `.json()`, `.text()` and
 * `.arrayBuffer()` read everything the sender sends; they are never used on a request.
 */

/** Why a body was not read: each caller answers in its own way (the API's codes, a page's empty result). */
export class BodyRefused extends Error {
  /** tooLarge: past the limit; incomplete: the sender went away halfway; malformed: not the form it claims. */
  readonly reason: 'tooLarge' | 'incomplete' | 'malformed';
  readonly limit: number;

  constructor(reason: BodyRefused['reason'], limit: number) {
    super(reason);
    this.reason = reason;
    this.limit = limit;
  }
}

/** The body's bytes, at most `limit` of them. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyRefused('tooLarge', limit);
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw new BodyRefused('incomplete', limit);
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyRefused('tooLarge', limit);
    }
    chunks.push(chunk.value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** A form (multipart or URL-encoded, as its Content-Type says) of at most `limit` bytes in all. */
export async function readForm(request: Request, limit: number): Promise<FormData> {
  const body = await readBody(request, limit);
  try {
    return await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new BodyRefused('malformed', limit);
  }
}
