import { serverConfig } from '../../config.ts';
import { ProviderRejected, providerJson, type VerifiedIdentity } from './identity.ts';

/**
 * Checks a Facebook user access token with the Graph API's debug_token (with our app token), then
 * reads the user's id, name and e-mail with it. Facebook only returns e-mails it has confirmed.
 */
export async function verifyFacebookToken(token: string): Promise<VerifiedIdentity> {
  const { appId, appSecret, graphBase } = serverConfig.facebook;
  const appToken = encodeURIComponent(`${appId}|${appSecret}`);
  const debug = await providerJson(
    `${graphBase}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${appToken}`,
  );
  const data = (debug.data ?? {}) as Record<string, unknown>;
  if (data.is_valid !== true || String(data.app_id) !== appId || !data.user_id)
    throw new ProviderRejected('token not valid for our app');
  const me = await providerJson(`${graphBase}/me?fields=id,name,email&access_token=${encodeURIComponent(token)}`);
  if (String(me.id) !== String(data.user_id)) throw new ProviderRejected('token user mismatch');
  return {
    provider: 'facebook',
    subject: String(me.id),
    name: typeof me.name === 'string' ? me.name : undefined,
    email: typeof me.email === 'string' ? me.email.toLowerCase() : undefined,
  };
}
