import { createServer, type ServerResponse } from 'node:http';

/**
 * Google's tokeninfo and Facebook's Graph API for the browser tests, started by Playwright beside
 * the app (GOOGLE_OAUTH_BASE and FACEBOOK_GRAPH_BASE point here), so the server verifies social
 * sign-ins over real HTTP exactly as in production. A token names its person:
 * `google-e2e-<id>` and `fb-e2e-<id>`; anything else is refused as the providers would.
 */

const port = Number(process.env.PORT);
const googleClientId = process.env.PUBLIC_GOOGLE_CLIENT_ID;
const facebookAppToken = `${process.env.PUBLIC_FACEBOOK_APP_ID}|${process.env.FACEBOOK_APP_SECRET}`;

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const personOf = (token: string | null, prefix: string) =>
  token?.startsWith(prefix) ? token.slice(prefix.length) : undefined;

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  const param = (name: string) => url.searchParams.get(name);
  switch (url.pathname) {
    case '/': // Playwright's readiness check
      return json(response, 200, {});
    case '/google/tokeninfo': {
      const id = personOf(param('access_token'), 'google-e2e-');
      if (!id) return json(response, 400, { error: 'invalid_token' });
      return json(response, 200, { aud: googleClientId, sub: `g-${id}`, email_verified: 'false', name: `G ${id}` });
    }
    case '/facebook/debug_token': {
      const id = personOf(param('input_token'), 'fb-e2e-');
      if (param('access_token') !== facebookAppToken) return json(response, 400, { error: { code: 190 } });
      return json(response, 200, {
        data: id
          ? { is_valid: true, app_id: process.env.PUBLIC_FACEBOOK_APP_ID, user_id: `f-${id}` }
          : { is_valid: false },
      });
    }
    case '/facebook/me': {
      const id = personOf(param('access_token'), 'fb-e2e-');
      return id
        ? json(response, 200, { id: `f-${id}`, name: `F ${id}` })
        : json(response, 400, { error: { code: 190 } });
    }
    default:
      return json(response, 404, {});
  }
}).listen(port, '127.0.0.1');
