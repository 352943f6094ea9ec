import { describe, expect, it } from 'vitest';
import { checkShareUrl, cleanShareTitle, firstUrlIn, shareApps } from '#lib/share/share-link.ts';
import { readShareTarget } from '#server/pages/share-target.ts';

const ORIGINS = ['https://nvtravel.vn', 'http://localhost:4560'];

describe('checkShareUrl: only links to this site', () => {
  it('accepts a path or an address of the site, and names the public address', () => {
    expect(checkShareUrl('/en/places/hoi-an/', ORIGINS)).toEqual({
      ok: true,
      url: new URL('https://nvtravel.vn/en/places/hoi-an/'),
    });
    const local = checkShareUrl('http://localhost:4560/places/hoi-an/?x=1#map', ORIGINS);
    expect(local.ok && local.url.href).toBe('https://nvtravel.vn/places/hoi-an/?x=1#map');
  });

  it.each([
    'https://evil.example/places/hoi-an/',
    '//evil.example/x',
    'https://nvtravel.vn.evil.example/',
    'https://nvtravel.vn@evil.example/',
    'https://user:pass@nvtravel.vn/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://nvtravel.vn/',
  ])('refuses %s as foreign', (url) => {
    expect(checkShareUrl(url, ORIGINS)).toEqual({ ok: false, problem: 'foreign' });
  });

  // Paths that normalise to "//host" (or decode to it further along) would leave the site as a
  // protocol-relative link once rebuilt; they get the same refusal as any other site's link.
  it.each([
    '/.//evil.example/x',
    '/en/..//evil.example/x',
    '/a/%2e%2e//evil.example/x',
    'http://localhost:4560//evil.example/x',
    'https://nvtravel.vn//evil.example/x',
    '/./\\evil.example/x',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/places/%5C%5Cevil.example',
    '\\\\evil.example',
    '/\\evil.example',
  ])('refuses %s, which leads to another host once normalised', (url) => {
    expect(checkShareUrl(url, ORIGINS)).toEqual({ ok: false, problem: 'foreign' });
  });

  it.each([
    ['/places/hoi-an/?tab=map&lang=vi#gio-mo-cua', 'https://nvtravel.vn/places/hoi-an/?tab=map&lang=vi#gio-mo-cua'],
    ['/en/./places/../places/hue/?q=a%2Fb#top', 'https://nvtravel.vn/en/places/hue/?q=a%2Fb#top'],
    ['http://localhost:4560/zh/share/?url=%2F%2Fx#y', 'https://nvtravel.vn/zh/share/?url=%2F%2Fx#y'],
  ])('keeps %s on this site with its query and hash', (url, shared) => {
    const check = checkShareUrl(url, ORIGINS);
    expect(check.ok && check.url.href).toBe(shared);
  });

  it('tells a missing link from a malformed one', () => {
    expect(checkShareUrl('', ORIGINS)).toEqual({ ok: false, problem: 'missing' });
    expect(checkShareUrl(null, ORIGINS)).toEqual({ ok: false, problem: 'missing' });
    expect(checkShareUrl('http://[::1', ORIGINS)).toEqual({ ok: false, problem: 'malformed' });
    expect(checkShareUrl(`/${'a'.repeat(3000)}`, ORIGINS)).toEqual({ ok: false, problem: 'malformed' });
  });
});

describe('what the share page offers', () => {
  it('cleans titles and finds the address in shared text', () => {
    expect(cleanShareTitle('  Hội An\n\tphố cổ  ')).toBe('Hội An phố cổ');
    expect(cleanShareTitle('x'.repeat(500))).toHaveLength(200);
    expect(firstUrlIn('Look: https://nvtravel.vn/places/hoi-an/ nice')).toBe('https://nvtravel.vn/places/hoi-an/');
    expect(firstUrlIn('no link')).toBeUndefined();
  });

  it('fills every app link with the encoded address; WeChat goes by QR', () => {
    const url = new URL('https://nvtravel.vn/places/hoi-an/');
    const apps = shareApps(url, 'Hội An');
    expect(apps.map((app) => app.key)).toEqual(['zalo', 'messenger', 'whatsapp', 'wechat', 'line', 'email']);
    for (const app of apps.filter((app) => app.key !== 'wechat'))
      expect(app.href).toContain(encodeURIComponent(url.href));
    expect(apps.find((app) => app.key === 'wechat')?.href).toBeUndefined();
    expect(shareApps(url, '', '42').find((app) => app.key === 'messenger')?.href).toMatch(
      /^https:\/\/www\.facebook\.com\/dialog\/send\?app_id=42&/,
    );
  });
});

describe('readShareTarget: what another app posted to the installed app', () => {
  const post = (form: FormData) => new Request('http://localhost/share/', { method: 'POST', body: form });

  it('takes the link from `url`, else from `text`, and counts photos without keeping them', async () => {
    const form = new FormData();
    form.set('title', 'Hội An');
    form.set('text', 'see https://nvtravel.vn/places/hoi-an/');
    form.append('photos', new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' }));
    form.append('photos', new File([new Uint8Array(10)], 'b.jpg', { type: 'image/jpeg' }));
    expect(await readShareTarget(post(form))).toEqual({
      url: 'https://nvtravel.vn/places/hoi-an/',
      title: 'Hội An',
      photos: 2,
    });
  });

  it('gives nothing for a body that is not a form', async () => {
    const request = new Request('http://localhost/share/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(await readShareTarget(request)).toEqual({ title: '', photos: 0 });
  });

  it('stops reading a body without Content-Length as soon as it passes the cap', async () => {
    const cap = 16 * 1024;
    const chunk = new Uint8Array(1024);
    let pulled = 0;
    // A sender that would go on far past the cap (the adapter alone lets 1 GiB through).
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 64 * cap) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost/share/', {
      method: 'POST',
      body: endless,
      duplex: 'half',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    expect(await readShareTarget(request, cap)).toEqual({ title: '', photos: 0 });
    expect(pulled).toBeLessThanOrEqual(cap + 2 * chunk.byteLength);
  });
});
