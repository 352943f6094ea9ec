import { importPKCS8, SignJWT } from 'jose';
import type { ServerConfig } from '../../config.ts';
import type { PushMessage, PushProvider } from './provider.ts';

type FcmConfig = NonNullable<ServerConfig['fcm']>;

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** FCM's answers that mean the token is gone for good: the device unsubscribed or it never was one. */
const DEAD_TOKEN = new Set(['UNREGISTERED', 'INVALID_ARGUMENT']);

interface FcmError {
  error?: { status?: string; details?: { errorCode?: string }[] };
}

/**
 * FCM's HTTP v1 API (`projects/<id>/messages:send`), authorised by an OAuth2 access token that the
 * service account's signed JWT buys from Google's token endpoint (the key file's `token_uri`).
 * Messages carry data only: the site's own service worker shows them, in the reader's language.
 */
export function fcmProvider(config: FcmConfig): PushProvider {
  let access: { token: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (access && access.until > Date.now()) return access.token;
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(config.privateKeyId ? { kid: config.privateKeyId } : {}) })
      .setIssuer(config.clientEmail)
      .setSubject(config.clientEmail)
      .setAudience(config.tokenUri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(await importPKCS8(config.privateKey, 'RS256'));
    const response = await fetch(config.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`FCM access token refused: ${response.status}`);
    const answer = (await response.json()) as { access_token: string; expires_in?: number };
    // A minute's margin, so a token never expires between this check and FCM's.
    access = { token: answer.access_token, until: Date.now() + ((answer.expires_in ?? 3600) - 60) * 1000 };
    return access.token;
  }

  return {
    async send(message: PushMessage) {
      const url = `${config.apiBase.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(config.projectId)}/messages:send`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: message.token,
            data: { title: message.title, body: message.body, link: message.link ?? '', tag: message.tag },
            webpush: { headers: { Urgency: 'high', TTL: String(3 * 24 * 3600) } },
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return 'sent';
      if (response.status === 401) access = undefined;
      const answer = (await response.json().catch(() => ({}))) as FcmError;
      const codes = [answer.error?.status, ...(answer.error?.details ?? []).map((detail) => detail.errorCode)];
      if ((response.status === 400 || response.status === 404) && codes.some((code) => code && DEAD_TOKEN.has(code)))
        return 'invalidToken';
      throw new Error(`FCM refused the message: ${response.status} ${codes.filter(Boolean).join(' ')}`);
    },
  };
}
