import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import LoginPopup from '#features/accounts/islands/LoginPopup.tsx';
import { islandStrings } from '#lib/i18n/island-strings.ts';

const strings = islandStrings('en', 'account:login.');

/** The popup as the server renders it, with these provider settings. */
const render = (providers: { googleClientId?: string; facebookAppId?: string }) =>
  renderToString(
    createElement(LoginPopup, {
      strings,
      locale: 'en',
      intro: 'Sign in to comment.',
      facebookLocale: 'en_US',
      ...providers,
    }),
  );

describe('login popup: social sign-in buttons', () => {
  it('offers neither provider when none is configured', () => {
    const html = render({});
    expect(html).not.toContain('Continue with Google');
    expect(html).not.toContain('Continue with Facebook');
    expect(html).not.toContain('login-popup__social');
  });

  it('offers each configured provider, and only that one', () => {
    expect(render({ googleClientId: 'id.apps.googleusercontent.com' })).toContain('Continue with Google');
    expect(render({ googleClientId: 'id.apps.googleusercontent.com' })).not.toContain('Continue with Facebook');
    expect(render({ facebookAppId: '1234' })).toContain('Continue with Facebook');
    expect(render({ facebookAppId: '1234' })).not.toContain('Continue with Google');
  });
});
