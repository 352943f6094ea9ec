import { serverConfig } from '../../config.ts';
import { ProviderRejected, providerJson, type VerifiedIdentity } from './identity.ts';

/**
 * Checks a Google token with Google's tokeninfo endpoint: an ID token (JWT) or an access token
 * from the Identity Services token client. It must have been issued to our client id.
 */
export async function verifyGoogleToken(token: string): Promise<VerifiedIdentity> {
  const { clientId, oauthBase } = serverConfig.google;
  const kind = token.split('.').length === 3 ? 'id_token' : 'access_token';
  const info = await providerJson(`${oauthBase}/tokeninfo?${kind}=${encodeURIComponent(token)}`);
  const audience = info.aud ?? info.azp;
  if (audience !== clientId || typeof info.sub !== 'string') throw new ProviderRejected('token not issued to us');
  const verified = info.email_verified === true || info.email_verified === 'true';
  return {
    provider: 'google',
    subject: info.sub,
    name: typeof info.name === 'string' ? info.name : undefined,
    email: verified && typeof info.email === 'string' ? info.email.toLowerCase() : undefined,
  };
}
