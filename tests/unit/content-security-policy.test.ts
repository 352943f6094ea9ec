import { describe, expect, it } from 'vitest';
import { CSP_HEADER, withHeaderOnlyDirectives } from '../../src/config/content-security-policy.ts';

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
