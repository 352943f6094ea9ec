import { api, type SignInAnswer } from '#lib/api/client.ts';
import type { userCalls } from '../../contract.ts';

/**
 * Google and Facebook sign-in. Their SDKs are loaded on the first click only; after the provider
 * authorises, the user's name is fetched, then /user/login/integration is called (spec section 4).
 */

export type SocialOutcome =
  | { type: 'signedIn'; answer: SignInAnswer }
  /** Cancelled or not fully authorised: a warning only, nothing else happens (spec section 8). */
  | { type: 'cancelled'; warning: 'cancelled' | 'notAuthenticated' }
  | { type: 'notLoaded' };

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
}
interface GoogleAccounts {
  oauth2: {
    initTokenClient(config: {
      client_id: string;
      scope: string;
      callback: (response: GoogleTokenResponse) => void;
      error_callback?: (error: { type?: string }) => void;
    }): { requestAccessToken(): void };
  };
}

async function integrate(integrate: 'google' | 'facebook', token: string, fullname: string): Promise<SocialOutcome> {
  const answer = await api.call<(typeof userCalls)['loginIntegration']>('POST /user/login/integration', {
    fullname,
    deviceType: 'WEB',
    integrate,
    token,
  });
  return { type: 'signedIn', answer };
}

export async function signInWithGoogle(clientId: string): Promise<SocialOutcome> {
  try {
    await loadScript('https://accounts.google.com/gsi/client');
  } catch {
    return { type: 'notLoaded' };
  }
  const accounts = (window as { google?: { accounts?: GoogleAccounts } }).google?.accounts;
  if (!accounts?.oauth2) return { type: 'notLoaded' };
  const response = await new Promise<GoogleTokenResponse>((resolve) => {
    accounts.oauth2
      .initTokenClient({
        client_id: clientId,
        scope: 'openid email profile',
        callback: resolve,
        error_callback: (error) => resolve({ error: error.type ?? 'cancelled' }),
      })
      .requestAccessToken();
  });
  if (!response.access_token) return { type: 'cancelled', warning: 'cancelled' };
  const profile: { name?: string } = await fetch('https://www.googleapis.com/oauth2/v3/userinfo', {
    headers: { authorization: `Bearer ${response.access_token}` },
  })
    .then((r) => (r.ok ? (r.json() as Promise<{ name?: string }>) : {}))
    .catch(() => ({}));
  if (!profile.name) return { type: 'cancelled', warning: 'notAuthenticated' };
  return integrate('google', response.access_token, profile.name);
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null }) => void, options: object): void;
  api(path: string, params: object, callback: (response: { name?: string; error?: unknown }) => void): void;
}

export async function signInWithFacebook(appId: string, locale: string): Promise<SocialOutcome> {
  try {
    await loadScript(`https://connect.facebook.net/${locale}/sdk.js`);
  } catch {
    return { type: 'notLoaded' };
  }
  const FB = (window as { FB?: FacebookSdk }).FB;
  if (!FB) return { type: 'notLoaded' };
  FB.init({ appId, version: 'v21.0', cookie: false, xfbml: false });
  const token = await new Promise<string | undefined>((resolve) => {
    FB.login((response) => resolve(response.authResponse?.accessToken ?? undefined), {
      scope: 'public_profile,email',
    });
  });
  if (!token) return { type: 'cancelled', warning: 'cancelled' };
  const name = await new Promise<string | undefined>((resolve) => {
    FB.api('/me', { fields: 'name' }, (response) => resolve(response.error ? undefined : response.name));
  });
  if (!name) return { type: 'cancelled', warning: 'notAuthenticated' };
  return integrate('facebook', token, name);
}
