import { describe, expect, it } from 'vitest';
import { CSP_HEADER, staffPolicy, withHeaderOnlyDirectives } from '#config/content-security-policy.ts';

describe('the policy header of a page rendered on demand', () => {
  it('carries the directives only a header can, beside the ones Astro writes', () => {
    expect(withHeaderOnlyDirectives("default-src 'self'; script-src 'self' 'sha256-x';")).toBe(
      `default-src 'self'; script-src 'self' 'sha256-x'; ${CSP_HEADER}`,
    );
  });

  it('leaves a policy that has them as it is', () => {
    const policy = `default-src 'self'; ${CSP_HEADER}`;
    expect(withHeaderOnlyDirectives(policy)).toBe(policy);
  });
});

describe('the staff area policy', () => {
  it('narrows the site policy: no SDKs or WebAssembly, connections and pictures only here, never framed', () => {
    const site = [
      "default-src 'self'",
      "img-src 'self' data: blob: https:",
      "connect-src 'self' https://graph.facebook.com",
      "frame-src 'self' https://www.facebook.com",
      "script-src 'self' 'wasm-unsafe-eval' https://accounts.google.com/gsi/client 'sha256-abc'",
      "style-src 'self' 'unsafe-hashes' https://accounts.google.com/gsi/style 'sha256-def'",
      "frame-ancestors 'self'",
    ].join('; ');
    expect(staffPolicy(site).split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-abc'",
      "style-src 'self' 'unsafe-hashes' 'sha256-def'",
      "connect-src 'self'",
      "img-src 'self' data:",
      "media-src 'none'",
      "frame-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
    ]);
  });
});
