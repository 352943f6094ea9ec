import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RUNTIME_VARIABLES } from '../../src/server/config.ts';

const compose = parse(readFileSync('deploy/compose.yaml', 'utf8')) as {
  services: { app: { environment: Record<string, string>; deploy: { replicas: number } } };
};
const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');

// The deployment files cannot be built here (no container engine, no registry): these checks keep
// them in step with the configuration module.
describe('deployment files', () => {
  it('set only variables the server reads, and every one production needs', () => {
    const set = Object.keys(compose.services.app.environment);
    expect(set.filter((name) => !RUNTIME_VARIABLES.includes(name))).toEqual([]);
    for (const needed of ['NODE_ENV', 'DATABASE_URL', 'AUTH_SECRET', 'TRUST_PROXY', 'S3_BUCKET', 'S3_PUBLIC_URL'])
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
});
