import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTranslator } from '#lib/i18n/translator.ts';
import ServerError from '../../src/pages/500.astro';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
let container: AstroContainer;

beforeAll(async () => {
  container = await AstroContainer.create();
});

function render(error: unknown, locale: 'vi' | 'en' | 'zh', userAgent: string) {
  return container.renderToResponse(ServerError, {
    props: { error },
    locals: { locale, t: getTranslator(locale) },
    request: new Request(`http://localhost/${locale === 'vi' ? '' : `${locale}/`}broken/`, {
      headers: { 'user-agent': userAgent },
    }),
  });
}

describe('500 page', () => {
  it('answers "Internal Server Error" with status 500 in the error layout', async () => {
    const response = await render(new Error('database down'), 'en', CHROME);
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toMatch(/data-error-message[^>]*>Internal Server Error</);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('database down');
  });

  it('keeps another error status an error carries, localized', async () => {
    const response = await render(Object.assign(new Error('busy'), { status: 503 }), 'vi', CHROME);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/data-error-message[^>]*>Lỗi máy chủ nội bộ</);
  });

  it('gives a crawler only the status and a one-line body', async () => {
    const response = await render(new Error('x'), 'zh', 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
  });
});
