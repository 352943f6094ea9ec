import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';

/**
 * Google's OAuth2 token endpoint and FCM's HTTP v1 send API, for the tests of push messaging (the
 * API tests and the browser test start one in their own process). It checks what Google checks:
 * the service account's signed JWT (signature, audience, scope) and the bearer token it bought.
 * Device tokens name their fate: `dead-…` is UNREGISTERED, `bad-…` INVALID_ARGUMENT; `failNext(n)`
 * makes the next n sends fail with 503, as a briefly unavailable FCM does.
 */
export interface SentPush {
  token: string;
  data: Record<string, string>;
}

export async function startFcmStandIn(port = 0) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const accessTokens = new Set<string>();
  const sent: SentPush[] = [];
  let failures = 0;
  let base = '';

  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void readBody(request).then(async (body) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (url.pathname === '/') return answer(200, {});
      if (url.pathname === '/token' && request.method === 'POST') {
        const form = new URLSearchParams(body);
        try {
          const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, { audience: `${base}/token` });
          if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw new Error('scope');
        } catch {
          return answer(400, { error: 'invalid_grant' });
        }
        const token = `stand-in-access-${accessTokens.size + 1}`;
        accessTokens.add(token);
        return answer(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
      }
      const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url.pathname);
      if (send && request.method === 'POST') {
        if (!accessTokens.has((request.headers.authorization ?? '').replace(/^Bearer /, '')))
          return answer(401, { error: { status: 'UNAUTHENTICATED' } });
        const { message } = JSON.parse(body) as { message: SentPush };
        const fcmError = (status: number, code: string) =>
          answer(status, {
            error: {
              status: status === 404 ? 'NOT_FOUND' : 'INVALID_ARGUMENT',
              details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: code }],
            },
          });
        if (message.token.startsWith('dead-')) return fcmError(404, 'UNREGISTERED');
        if (message.token.startsWith('bad-')) return fcmError(400, 'INVALID_ARGUMENT');
        if (failures > 0) {
          failures -= 1;
          return answer(503, { error: { status: 'UNAVAILABLE' } });
        }
        sent.push({ token: message.token, data: message.data });
        return answer(200, { name: `projects/${send[1]}/messages/${sent.length}` });
      }
      return answer(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    sent,
    failNext: (count: number) => {
      failures = count;
    },
    /** The FIREBASE_SERVICE_ACCOUNT value: a key file whose token_uri is this stand-in. */
    serviceAccount: JSON.stringify({
      type: 'service_account',
      project_id: 'nvtravel-stand-in',
      private_key_id: 'stand-in-key',
      private_key: await exportPKCS8(privateKey),
      client_email: 'push@nvtravel-stand-in.iam.gserviceaccount.com',
      token_uri: `${base}/token`,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}
