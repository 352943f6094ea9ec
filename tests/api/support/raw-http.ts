import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent: still compressed when Content-Encoding says so (fetch would decode them). */
  body: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address (any of 127.0.0.0/8 works on the loopback), as a proxy sees it. */
  localAddress?: string;
  /** The certificate to trust for an https URL (a test's self-signed one). */
  ca?: string;
}

/** One HTTP request on a connection of its own, answered as the wire carried it. */
export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawAnswer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        ca: options.ca,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
