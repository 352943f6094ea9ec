import { describe, expect, it } from 'vitest';
import { isBot } from '#lib/bot.ts';
import { botErrorResponse, statusOf } from '#lib/error-response.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('bot detection', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Cốc Cốc', 'Mozilla/5.0 (compatible; coccocbot-web/1.0; +http://help.coccoc.com/searchengine)'],
    ['Facebook preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Twitter preview', 'Twitterbot/1.0'],
    ['Telegram preview', 'TelegramBot (like TwitterBot)'],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
  ])('recognises %s', (_name, ua) => {
    expect(isBot(ua)).toBe(true);
  });

  it('treats people as people, Zalo in-app browser included', () => {
    expect(isBot(CHROME)).toBe(false);
    expect(
      isBot(
        'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Zalo android/12100',
      ),
    ).toBe(false);
  });
});

describe('error responses for bots', () => {
  it('gives a bot the status with a minimal plain body', async () => {
    const request = new Request('http://x/nope', { headers: { 'user-agent': 'Googlebot/2.1' } });
    const response = botErrorResponse(request, 404, 'Not Found');
    expect(response?.status).toBe(404);
    expect(response?.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response?.text()).toBe('Not Found');
  });

  it('leaves people to the error page', () => {
    expect(botErrorResponse(new Request('http://x/', { headers: { 'user-agent': CHROME } }), 404, 'x')).toBeUndefined();
  });

  it('answers 500 unless the error carries another error status', () => {
    expect(statusOf(new Error('boom'))).toBe(500);
    expect(statusOf(Object.assign(new Error('busy'), { status: 503 }))).toBe(503);
    expect(statusOf({ status: 200 })).toBe(500);
    expect(statusOf(null)).toBe(500);
  });
});
