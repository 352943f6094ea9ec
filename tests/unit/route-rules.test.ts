import { describe, expect, it } from 'vitest';
import { ROUTE_RULES } from '#config/route-rules.ts';
import { redirectFor, type RouteRule } from '#lib/redirects.ts';

const rules: RouteRule[] = [
  { from: '/old', to: '/new/' },
  { from: '/tin-tuc/*', to: '/news/*' },
  { from: '/partner', to: 'https://partner.example/', status: 302 },
];

describe('route rules', () => {
  it('redirects an old path, ignoring a trailing slash, keeping the query', () => {
    expect(redirectFor('/old/', '?a=1', rules)).toEqual({ location: '/new/?a=1', status: 301, external: false });
  });

  it('keeps the locale of the request', () => {
    expect(redirectFor('/en/old', '', rules)?.location).toBe('/en/new/');
    expect(redirectFor('/zh/tin-tuc/hue', '', rules)?.location).toBe('/zh/news/hue');
  });

  it('carries the rest of the path through a splat', () => {
    expect(redirectFor('/tin-tuc/mua-lua/chin', '', rules)?.location).toBe('/news/mua-lua/chin');
    expect(redirectFor('/tin-tuc', '', rules)?.location).toBe('/news/');
  });

  it('sends external targets off the site as they are', () => {
    expect(redirectFor('/en/partner', '?x=1', rules)).toEqual({
      location: 'https://partner.example/',
      status: 302,
      external: true,
    });
  });

  it('leaves other paths alone', () => {
    expect(redirectFor('/older', '', rules)).toBeUndefined();
    expect(redirectFor('/tin-tucx', '', rules)).toBeUndefined();
    expect(redirectFor('/', '', rules)).toBeUndefined();
  });

  it('has a table whose internal targets are locale-free paths', () => {
    for (const rule of ROUTE_RULES) {
      expect(rule.from).toMatch(/^\/[^/]/);
      expect(rule.to).toMatch(/^(\/|https?:\/\/)/);
      expect(rule.to).not.toMatch(/^\/(en|zh)\//);
    }
  });
});
