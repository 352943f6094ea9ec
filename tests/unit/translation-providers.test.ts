import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleTranslationProvider } from '#server/services/translation/google.ts';
import { standInTranslationProvider } from '#server/services/translation/stand-in.ts';
import { detectLanguage } from '#features/translation/server/detect.ts';

/** Cloud Translation Basic's v2 API as this client uses it, answered by a local stand-in (no network). */
let base = '';
const received: { url: string; key: string | undefined; body: unknown }[] = [];
const server = createServer((request, response) => {
  void bodyOf(request).then((body) => {
    received.push({ url: request.url ?? '', key: request.headers['x-goog-api-key'] as string | undefined, body });
    const { q, target } = body as { q: string[]; target: string };
    response.setHeader('content-type', 'application/json');
    if (q[0] === 'quota') {
      response.statusCode = 403;
      response.end(
        JSON.stringify({ error: { code: 403, message: 'Daily Limit Exceeded', status: 'PERMISSION_DENIED' } }),
      );
      return;
    }
    response.end(JSON.stringify({ data: { translations: [{ translatedText: `${target}: ${q[0]}` }] } }));
  });
});
const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Google Cloud Translation client', () => {
  it('sends the text as plain text with the key, Chinese as zh-CN, and reads the translation', async () => {
    const google = googleTranslationProvider({ apiKey: 'test-key', apiBase: base });
    expect(await google.translate('Đẹp quá!', 'vi', 'zh')).toBe('zh-CN: Đẹp quá!');
    expect(received.at(-1)).toEqual({
      url: '/language/translate/v2',
      key: 'test-key',
      body: { q: ['Đẹp quá!'], source: 'vi', target: 'zh-CN', format: 'text' },
    });
    expect(google.name).toBe('google');
  });

  it('throws on a refusal, with its status, so nothing is stored', async () => {
    const google = googleTranslationProvider({ apiKey: 'test-key', apiBase: base });
    await expect(google.translate('quota', 'en', 'vi')).rejects.toThrow(/403 PERMISSION_DENIED Daily Limit Exceeded/);
  });
});

describe('the stand-in provider', () => {
  it('marks its output as no translation: the direction, then the original', async () => {
    expect(await standInTranslationProvider.translate('太美了！', 'zh', 'vi')).toBe('[zh→vi] 太美了！');
  });
});

describe('language detection', () => {
  it('tells vi, en and zh apart on short texts, and nothing where nothing can be told', () => {
    expect(detectLanguage('Lưu lại cho chuyến đi tháng sau.')).toBe('vi');
    expect(detectLanguage('Saving this for my trip next month.')).toBe('en');
    expect(detectLanguage('好看')).toBe('zh');
    expect(detectLanguage('My favourite angle of Hội An Ancient Town.')).toBe('en');
    expect(detectLanguage('😍😍')).toBeNull();
    expect(detectLanguage('ok')).toBeNull();
  });
});
