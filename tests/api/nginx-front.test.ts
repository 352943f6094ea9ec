import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/bench/app-server.ts';
import { NGINX, startFrontNginx } from '../../scripts/bench/nginx.ts';
import { API_CHECKSUM, API_REQUEST_ID } from '#server/api/envelope.ts';
import { rateLimits } from '#server/db/schema/index.ts';
import { HSTS, SECURITY_HEADERS } from '#server/http/cache-policy.ts';
import { ROUTE_RULES } from '#config/route-rules.ts';
import { LOCALES } from '#lib/i18n/locales.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { registerThrough, repoRoot, startAppProcess } from './support/app-processes.ts';
import { PASSWORD } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { rawRequest, type RawAnswer, type RawRequestOptions } from './support/raw-http.ts';

// The deployment as operators run it (issue 18, docs/decisions/0033): the front nginx of
// deploy/nginx in front of three app processes on one PostgreSQL server, over the build `npm test`
// made; it runs in `npm run test:api:postgres`. CI installs Debian's nginx (.ci/run); elsewhere a
// machine without it skips this file and says so.
const database = useTestDatabase();
const clientDir = join(repoRoot, 'dist', 'client');
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const nginxInstalled = existsSync(NGINX) && existsSync(BROTLI_STATIC);
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'needs TEST_DATABASE_URL (npm run test:api:postgres)'
  : !existsSync(join(repoRoot, 'dist', 'server', 'entry.mjs'))
    ? 'needs a build (npm run build)'
    : !nginxInstalled && !process.env.CI
      ? 'needs Debian nginx and libnginx-mod-http-brotli-static (apt-get install -y nginx libnginx-mod-http-brotli-static)'
      : undefined;

const BASE = Number(process.env.E2E_PORT ?? 4399) + 5;
const PORTS = { http: BASE, https: BASE + 1, apps: [BASE + 2, BASE + 3, BASE + 4] };
// Clients at addresses of their own, neither nginx's (127.0.0.1) nor each other's.
const CLIENT = '127.0.0.3';
const OTHER_CLIENT = '127.0.0.4';

const PRERENDERED = '/en/about-privacy/';

/** A script of the build with its precompressed variants: a file nginx must send as built. */
function hashedScript(): string {
  const name = readdirSync(join(clientDir, '_astro')).find(
    (file) => file.endsWith('.js') && existsSync(join(clientDir, '_astro', `${file}.br`)),
  );
  if (!name) throw new Error('no precompressed script in dist/client/_astro');
  return `/_astro/${name}`;
}

const envelope = (data: unknown) =>
  JSON.stringify({
    langCode: 'en',
    checksum: API_CHECKSUM,
    serviceEndpointName: 'APP/WEB',
    requestId: API_REQUEST_ID,
    data,
  });

describe.skipIf(skipReason)(
  skipReason ? `the front nginx (skipped: ${skipReason})` : 'the front nginx before three app processes',
  () => {
    const apps: RunningServer[] = [];
    let front: RunningServer & { workDir: string };
    let http = '';
    let https = '';
    let certificate = '';
    let certificateDir = '';

    beforeAll(async () => {
      if (!nginxInstalled) throw new Error('nginx with brotli_static is not installed: .ci/run installs it');
      // A self-signed certificate for 127.0.0.1, so that one listener sees the clients' HTTPS; named as
      // compose's nginx.conf names its files.
      certificateDir = mkdtempSync(join(tmpdir(), 'nvt-tls-'));
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'].concat([
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          join(certificateDir, 'privkey.pem'),
          '-out',
          join(certificateDir, 'fullchain.pem'),
        ]),
        { stdio: 'pipe' },
      );
      certificate = readFileSync(join(certificateDir, 'fullchain.pem'), 'utf8');
      apps.push(
        ...(await Promise.all(
          PORTS.apps.map((port) =>
            startAppProcess(port, database.url() ?? '', { RATE_LIMIT_DISABLED: '0', TRUST_PROXY: '1' }),
          ),
        )),
      );
      front = await startFrontNginx({
        clientDir,
        port: PORTS.http,
        upstreams: PORTS.apps.map((port) => `127.0.0.1:${port}`),
        tls: {
          port: PORTS.https,
          certificate: join(certificateDir, 'fullchain.pem'),
          key: join(certificateDir, 'privkey.pem'),
        },
        accessLog: true,
      });
      http = front.origin;
      https = `https://127.0.0.1:${PORTS.https}`;
    }, 180_000);

    afterAll(async () => {
      await front?.stop();
      await Promise.all(apps.map((app) => app.stop()));
      if (certificateDir) rmSync(certificateDir, { recursive: true, force: true });
    });

    const get = (url: string, options: RawRequestOptions = {}) => rawRequest(url, { ca: certificate, ...options });
    const post = (url: string, data: unknown, options: RawRequestOptions = {}) =>
      rawRequest(url, {
        ca: certificate,
        ...options,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: envelope(data),
      });
    const json = (answer: RawAnswer) =>
      JSON.parse(answer.body.toString()) as { code: string; message: string; data: Record<string, unknown> };

    /** The app process that answered each logged request for `path` (`-`: nginx answered itself). */
    async function answeredBy(path: string): Promise<string[]> {
      const log = await readFile(join(front.workDir, 'access.log'), 'utf8');
      return log
        .split('\n')
        .map((line) => line.split(' '))
        .filter(([, uri]) => uri === path)
        .map((fields) => fields[3] ?? '');
    }

    it('keeps sessions and per-client limits across the processes it spreads requests over', async () => {
      const account = await registerThrough(http);
      if (!account) throw new Error('registration through nginx failed');
      const login = await post(
        `${http}/apiCore/v1/user/login`,
        { username: account.phone, password: PASSWORD },
        {
          localAddress: CLIENT,
        },
      );
      const token = String(json(login).data.token);
      for (let i = 0; i < 3; i++) {
        const info = await post(`${http}/apiCore/v1/user/getInfo`, {}, { headers: { 'nvtravel-token': token } });
        expect(json(info).data.user).toMatchObject({ id: account.userId });
      }
      const upstreams = PORTS.apps.map((port) => `127.0.0.1:${port}`);
      await expect.poll(async () => new Set(await answeredBy('/apiCore/v1/user/getInfo'))).toEqual(new Set(upstreams));

      // Ten wrong passwords from one client, each claiming another address in X-Forwarded-For: nginx
      // puts the client's real one there, so all ten count against it, whichever process answers.
      for (let i = 0; i < 10; i++) {
        const wrong = await post(
          `${http}/apiCore/v1/user/login`,
          { username: account.phone, password: 'nope-1234' },
          { localAddress: CLIENT, headers: { 'x-forwarded-for': `203.0.113.${i}` } },
        );
        expect(json(wrong).code).toBe('CREDENTIALS_INVALID');
      }
      const blocked = await post(
        `${http}/apiCore/v1/user/login`,
        { username: account.phone, password: PASSWORD },
        { localAddress: CLIENT },
      );
      expect(json(blocked).code).toBe('RATE_LIMITED');
      // The owner at another address still gets in: the app told the two clients apart.
      const owner = await post(
        `${http}/apiCore/v1/user/login`,
        { username: account.phone, password: PASSWORD },
        { localAddress: OTHER_CLIENT },
      );
      expect(json(owner).code).toBe('SUCCESS');
      expect(new Set(await answeredBy('/apiCore/v1/user/login'))).toEqual(new Set(upstreams));
      const keys = await database
        .current()
        .db.select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, 'login:%'));
      expect(keys.map(({ key }) => key)).toContain(`login:account:${account.userId}:address:${CLIENT}`);
      expect(keys.some(({ key }) => key.includes('203.0.113.'))).toBe(false);
    });

    it('sends built pages and /_astro/ itself, precompressed, with the bytes and headers the app sends', async () => {
      const compared = [
        'cache-control',
        'content-encoding',
        ...Object.keys(SECURITY_HEADERS).map((h) => h.toLowerCase()),
      ];
      const normalized = (answer: RawAnswer) => ({
        status: answer.status,
        ...Object.fromEntries(compared.map((name) => [name, answer.headers[name]])),
        'content-type': String(answer.headers['content-type']).replace(/\s/g, '').toLowerCase(),
        vary: String(answer.headers.vary).toLowerCase(),
      });
      const script = hashedScript();
      for (const path of [PRERENDERED, script]) {
        for (const encoding of ['br', 'gzip']) {
          const headers = { 'accept-encoding': encoding };
          const [fromNginx, fromApp] = await Promise.all([
            get(`${http}${path}`, { headers }),
            get(`${apps[0]?.origin}${path}`, { headers }),
          ]);
          expect(fromNginx.headers['content-encoding'], path).toBe(encoding);
          expect(fromNginx.body.equals(fromApp.body), `${path} ${encoding}: same bytes`).toBe(true);
          expect(normalized(fromNginx), path).toEqual(normalized(fromApp));
        }
      }
      expect((await get(`${http}${script}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get(`${http}${PRERENDERED}`)).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(new Set(await answeredBy(PRERENDERED))).toEqual(new Set(['-']));
      expect(new Set(await answeredBy(script))).toEqual(new Set(['-']));
    });

    it('leaves to the app what depends on more than a file: the language gate, route rules and 404 pages', async () => {
      const home = await get(`${http}/`, { headers: { cookie: 'lang=zh' } });
      expect(home.status).toBe(302);
      expect(home.headers.location).toBe('/zh/');
      const moved = await get(`${http}/en/tin-tuc/pho-ha-noi`);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/en/news/pho-ha-noi');
      const missing = await get(`${http}/en/no-such-page/`, { headers: { accept: 'text/html' } });
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain('/en/no-such-page/');
      expect(new Set(await answeredBy('/en/no-such-page/'))).not.toContain('-');
      // Astro sends this page's policy as a header; the directives only a header carries stay in it.
      expect(missing.headers['content-security-policy']).toContain(SECURITY_HEADERS['Content-Security-Policy']);
      expect((await get(`${http}/en/index`)).headers.location).toBe('/en/');
      // nginx sends a file (or a folder's index.html) before the app sees the path: no rule may
      // cover a path the build has.
      for (const rule of ROUTE_RULES)
        for (const locale of LOCALES) {
          const path = localizedPath(locale, rule.from.replace(/\/\*$/, ''));
          expect(existsSync(join(clientDir, path)), `${path} is built but a route rule moves it`).toBe(false);
        }
    });

    it("passes the client's scheme and host: HTTPS gets HSTS from nginx and the app, and same-site posts", async () => {
      const { token } = (await registerThrough(http)) ?? {};
      const origin = { origin: https };
      const secure = await post(
        `${https}/apiCore/v1/user/getInfo`,
        {},
        { headers: { ...origin, 'nvtravel-token': token ?? '' } },
      );
      expect(json(secure).code).toBe('SUCCESS');
      expect(secure.headers['strict-transport-security']).toBe(HSTS);
      expect((await get(`${https}${PRERENDERED}`)).headers['strict-transport-security']).toBe(HSTS);
      // The same page from plain HTTP: an https Origin is another site there, and no HSTS.
      const plain = await post(
        `${http}/apiCore/v1/user/getInfo`,
        {},
        { headers: { ...origin, 'nvtravel-token': token ?? '' } },
      );
      expect(json(plain)).toMatchObject({ code: 'FORBIDDEN', data: { reason: 'origin' } });
      expect((await get(`${http}${PRERENDERED}`)).headers['strict-transport-security']).toBeUndefined();
    });

    it("takes compose's main file as it is, but for Docker's host name and this machine's folders", () => {
      const dir = mkdtempSync(join(tmpdir(), 'nvt-compose-nginx-'));
      try {
        symlinkSync(join(repoRoot, 'deploy', 'nginx'), join(dir, 'nvtravel'));
        const main = readFileSync(join(repoRoot, 'deploy', 'nginx', 'nginx.conf'), 'utf8')
          .replace('server app:', 'server 127.0.0.1:')
          .replaceAll('/etc/nginx/tls/', `${certificateDir}/`)
          .replace('/var/log/nginx/access.log', join(dir, 'access.log'));
        writeFileSync(join(dir, 'nginx.conf'), main);
        // nginx -t reads every included file and certificate and fails on any error; it binds nothing.
        expect(() => execFileSync(NGINX, ['-t', '-q', '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' })).not.toThrow();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('refuses a body above the API limit in the envelope, and keeps the built pages and the home page up when no process answers', async () => {
      const messages = (lang: string) =>
        JSON.parse(readFileSync(join(repoRoot, 'locales', 'api', `${lang}.json`), 'utf8')) as Record<string, string>;
      const huge = await rawRequest(`${http}/apiCore/v1/user/avatar`, {
        method: 'POST',
        headers: {
          cookie: 'lang=zh',
          'content-type': 'application/octet-stream',
          'content-length': String(7 * 1024 * 1024),
        },
        body: Buffer.alloc(7 * 1024 * 1024),
      });
      expect(huge.status).toBe(413);
      expect(json(huge)).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: messages('zh')['code.PAYLOAD_TOO_LARGE'],
      });

      await Promise.all(apps.map((app) => app.stop()));
      const down = await post(`${http}/apiCore/v1/user/getInfo`, {}, { headers: { cookie: 'lang=en' } });
      expect(down.status).toBe(503);
      expect(json(down)).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: messages('en')['code.SERVICE_UNAVAILABLE'],
      });
      expect((await get(`${http}${PRERENDERED}`)).status).toBe(200);
      // The home page, which the app answers for its language gate, is then sent as built.
      const home = await get(`${http}/`, { headers: { cookie: 'lang=en' } });
      expect(home.status).toBe(200);
      expect(home.body.equals(readFileSync(join(clientDir, 'index.html')))).toBe(true);
      expect(home.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    });
  },
);
