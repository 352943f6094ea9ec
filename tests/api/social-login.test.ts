import { beforeAll, describe, expect, it } from 'vitest';
import { serverConfig } from '#server/config.ts';
import { verifiedEmail, call, registerUser, type Session } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { json, useStandIn } from './support/stand-in.ts';

useTestDatabase();

const GOOGLE_CLIENT = 'nvtravel-test.apps.googleusercontent.com';
const FB_APP = '1234567890';

/** What the stand-in providers know: token → the identity behind it. */
const googleTokens: Record<string, Record<string, unknown>> = {
  'google-token-lan': { aud: GOOGLE_CLIENT, sub: 'g-100', email: 'lan@gmail.com', email_verified: 'true', name: 'Lan' },
  'google-token-hoa': { aud: GOOGLE_CLIENT, sub: 'g-400', email: 'hoa@gmail.com', email_verified: 'true', name: 'Hoa' },
  'google-token-other-app': { aud: 'someone-else', sub: 'g-200', email: 'x@gmail.com', email_verified: 'true' },
  'google-token-unverified': { aud: GOOGLE_CLIENT, sub: 'g-300', email: 'taken@example.vn', email_verified: 'false' },
};
const facebookTokens: Record<string, { id: string; name: string; email?: string; app: string }> = {
  'fb-token-minh': { id: 'f-1', name: 'Minh', email: 'minh@example.vn', app: FB_APP },
  'fb-token-other-app': { id: 'f-2', name: 'X', app: '999' },
};

const google = useStandIn((_request, url, response) => {
  const token = url.searchParams.get('access_token') ?? url.searchParams.get('id_token') ?? '';
  const info = googleTokens[token];
  return info ? json(response, 200, info) : json(response, 400, { error: 'invalid_token' });
});

const facebook = useStandIn((_request, url, response) => {
  if (url.pathname === '/debug_token') {
    if (url.searchParams.get('access_token') !== `${FB_APP}|fb-secret`) return json(response, 400, {});
    const user = facebookTokens[url.searchParams.get('input_token') ?? ''];
    return json(response, 200, {
      data: user ? { is_valid: true, app_id: user.app, user_id: user.id } : { is_valid: false },
    });
  }
  const user = facebookTokens[url.searchParams.get('access_token') ?? ''];
  return user ? json(response, 200, { id: user.id, name: user.name, email: user.email }) : json(response, 400, {});
});

beforeAll(() => {
  serverConfig.google = { clientId: GOOGLE_CLIENT, oauthBase: google.base() };
  serverConfig.facebook = { appId: FB_APP, appSecret: 'fb-secret', graphBase: facebook.base() };
});

const integrate = (integrateWith: 'google' | 'facebook', token: string, fullname = 'Khách') =>
  call<Session & { user: { providers: string[] } }>('/user/login/integration', {
    fullname,
    deviceType: 'WEB',
    integrate: integrateWith,
    token,
  });

describe('sign-in with Google and Facebook', () => {
  it('creates an account on the first Google sign-in and finds it on the next', async () => {
    const first = await integrate('google', 'google-token-lan');
    expect(first).toMatchObject({
      code: 'SUCCESS',
      data: { user: { fullname: 'Lan', email: 'lan@gmail.com', providers: ['google'], hasPassword: false } },
    });
    const again = await integrate('google', 'google-token-lan');
    expect(again.data.user.id).toBe(first.data.user.id);
  });

  it('links Facebook to the account that has the same verified e-mail', async () => {
    const account = await registerUser('Minh');
    await verifiedEmail(account, 'minh@example.vn');
    const answer = await integrate('facebook', 'fb-token-minh');
    expect(answer.data.user).toMatchObject({ id: account.user.id, providers: ['facebook'] });
  });

  it('never signs a provider identity into an account that only typed its e-mail (pre-takeover)', async () => {
    const squatter = await registerUser('Kẻ chiếm chỗ');
    await call('/user/update', { email: 'hoa@gmail.com' }, { token: squatter.token });
    const owner = await integrate('google', 'google-token-hoa');
    expect(owner.data.user.id).not.toBe(squatter.user.id);
    expect(owner.data.user).toMatchObject({ email: 'hoa@gmail.com', emailVerified: true, providers: ['google'] });
    const info = await call<{ user: Session['user'] & { emailVerified: boolean } }>(
      '/user/getInfo',
      {},
      { token: squatter.token },
    );
    expect(info.data.user).toMatchObject({ email: 'hoa@gmail.com', emailVerified: false });
  });

  it('does not link on an e-mail the provider has not verified', async () => {
    const account = await registerUser();
    await call('/user/update', { email: 'taken@example.vn' }, { token: account.token });
    const answer = await integrate('google', 'google-token-unverified', 'Người mới');
    expect(answer.code).toBe('SUCCESS');
    expect(answer.data.user.id).not.toBe(account.user.id);
    expect(answer.data.user).toMatchObject({ fullname: 'Người mới', email: null });
  });

  it('refuses tokens the provider rejects or issued to another app', async () => {
    for (const [provider, token] of [
      ['google', 'google-token-unknown'],
      ['google', 'google-token-other-app'],
      ['facebook', 'fb-token-unknown'],
      ['facebook', 'fb-token-other-app'],
    ] as const) {
      expect(await integrate(provider, token), `${provider} ${token}`).toMatchObject({
        status: 400,
        code: 'PROVIDER_TOKEN_INVALID',
      });
    }
  });

  it('says when a provider is not configured, and validates the payload', async () => {
    const saved = serverConfig.facebook;
    serverConfig.facebook = { ...saved, appSecret: undefined };
    expect((await integrate('facebook', 'fb-token-minh')).code).toBe('FORBIDDEN');
    serverConfig.facebook = saved;
    const bad = await call('/user/login/integration', {
      fullname: 'A',
      deviceType: 'IOS',
      integrate: 'apple',
      token: 'x',
    });
    expect(bad.code).toBe('VALIDATION_ERROR');
  });

  it('creates one account when the same identity signs in twice at once', async () => {
    const answers = await Promise.all([
      integrate('google', 'google-token-lan'),
      integrate('google', 'google-token-lan'),
    ]);
    expect(answers.map((a) => a.code)).toEqual(['SUCCESS', 'SUCCESS']);
    expect(answers[0]?.data.user.id).toBe(answers[1]?.data.user.id);
  });
});
