import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RUNTIME_VARIABLES } from '#server/config.ts';
import { HSTS, SECURITY_HEADERS } from '#server/http/cache-policy.ts';
import { LOCALES } from '#lib/i18n/locales.ts';

interface Build {
  dockerfile: string;
  target: string;
  args: Record<string, string>;
}
const compose = parse(readFileSync('deploy/compose.yaml', 'utf8')) as {
  services: {
    app: { build: Build; environment: Record<string, string>; deploy: { replicas: number } };
    nginx: { build: Build; volumes: string[] };
  };
};
const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
const nginxMain = readFileSync('deploy/nginx/nginx.conf', 'utf8');
const nginxHttp = readFileSync('deploy/nginx/http.conf', 'utf8');
const nginxStaticHeaders = readFileSync('deploy/nginx/static-headers.conf', 'utf8');

// The deployment files cannot be built here (no container engine, no registry): these checks keep
// them in step with the configuration module.
describe('deployment files', () => {
  it('set only variables the server reads, and every one production needs', () => {
    const set = Object.keys(compose.services.app.environment);
    expect(set.filter((name) => !RUNTIME_VARIABLES.includes(name))).toEqual([]);
    for (const needed of [
      'NODE_ENV',
      'DATABASE_URL',
      'AUTH_SECRET',
      'PERSONAL_DATA_KEY',
      'TRUST_PROXY',
      'S3_BUCKET',
      'S3_PUBLIC_URL',
    ])
      expect(set, needed).toContain(needed);
    expect(compose.services.app.environment.NODE_ENV).toBe('production');
    expect(set).not.toContain('DEV_OUTBOX');
    expect(set).not.toContain('RATE_LIMIT_DISABLED');
    expect(compose.services.app.deploy.replicas).toBeGreaterThan(1);
  });

  it('run the image as an unprivileged user, with a health check on liveness', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/apiCore\/v1\/health\/live/);
    const env = /^ENV (.+)$/m.exec(dockerfile)?.[1] ?? '';
    for (const name of env.match(/[A-Z_]+(?==)/g) ?? []) expect(RUNTIME_VARIABLES, name).toContain(name);
  });

  it("put nginx before the app replicas, from the same build, with the app's headers and API wording", () => {
    const { app, nginx } = compose.services;
    expect(nginx.build.target).toBe('front');
    expect(app.build.target).toBe('app');
    expect(nginx.build.dockerfile).toBe(app.build.dockerfile);
    expect(nginx.build.args).toEqual(app.build.args);
    expect(dockerfile).toMatch(/^FROM \S+ AS front$/m);
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/dist\/client \/srv\/nvtravel\/client$/m);
    expect(nginxMain).toMatch(/^\s*root \/srv\/nvtravel\/client;$/m);
    // The upstream is the compose file's app service on the port it listens on.
    expect(nginxMain).toMatch(new RegExp(`^\\s*server app:${app.environment.PORT};$`, 'm'));
    expect(nginx.volumes).toContain('./tls:/etc/nginx/tls:ro');
    // Every shared part of deploy/nginx goes into the image, where nginx.conf includes them.
    const shared = readdirSync('deploy/nginx').filter((file) => file !== 'nginx.conf');
    expect(dockerfile).toContain(`COPY ${shared.map((file) => `deploy/nginx/${file}`).join(' ')} /etc/nginx/nvtravel/`);

    // nginx sends the built files with the headers the app's front handler sends.
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(nginxStaticHeaders, name).toContain(`add_header ${name} "${value}";`);
    expect(nginxHttp).toContain(`https   "${HSTS}";`);
    // Its own API refusals say what the API says, in each language.
    for (const locale of LOCALES) {
      const api = JSON.parse(readFileSync(`locales/api/${locale}.json`, 'utf8')) as Record<string, string>;
      for (const code of ['PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'])
        expect(nginxHttp, `${locale} ${code}`).toContain(`"${api[`code.${code}`]}";`);
    }
  });
});
