import { describe, expect, it } from 'vitest';
import { FAILURE_STRINGS, failureMessage, SIGNED_OUT_FAILURE_STRINGS } from '#lib/api/failure-message.ts';
import { ApiCallError } from '#lib/api/transport.ts';
import { islandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import { LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { errorsOf } from '#features/accounts/islands/login/errors.ts';

/** The sign-in popup's translator, with exactly the strings its page sends (AppLoginPopup.astro). */
const popupT = (locale: Locale) =>
  createIslandTranslator(locale, islandStrings(locale, ['account:login.', ...SIGNED_OUT_FAILURE_STRINGS]));
/** The account page's, which calls with the session (user.astro). */
const accountT = (locale: Locale) =>
  createIslandTranslator(locale, islandStrings(locale, ['account:user.', 'account:login.', FAILURE_STRINGS]));

const NETWORK = {
  vi: 'Không kết nối được tới máy chủ. Vui lòng kiểm tra kết nối và thử lại.',
  en: 'We could not reach the server. Check your connection and try again.',
  zh: '无法连接服务器。请检查网络后重试。',
};
const UNEXPECTED = {
  vi: 'Đã xảy ra lỗi không mong muốn. Vui lòng thử lại.',
  en: 'Something went wrong. Please try again.',
  zh: '出现意外错误，请重试。',
};

describe('what a failed call tells the visitor', () => {
  it.each(LOCALES)('%s: no network says so, in the page language', (locale) => {
    expect(failureMessage(new ApiCallError('NETWORK_ERROR', 0), popupT(locale))).toBe(NETWORK[locale]);
  });

  it.each(LOCALES)('%s: a failure that is not an API answer is an error, never the busy label', (locale) => {
    const t = popupT(locale);
    const errors = errorsOf(new TypeError('Failed to fetch'), t);
    expect(errors).toEqual({ form: UNEXPECTED[locale] });
    expect(errors.form).not.toBe(t('login.working'));
  });

  it('keeps the server message, already in the request language', () => {
    const refused = new ApiCallError('CREDENTIALS_INVALID', 401, 'Sai mật khẩu.');
    expect(errorsOf(refused, popupT('vi'), { CREDENTIALS_INVALID: 'password' })).toEqual({ password: 'Sai mật khẩu.' });
  });

  it('words the failures that happen in the browser from their code', () => {
    const t = accountT('en');
    expect(failureMessage(new ApiCallError('SIGN_IN_REQUIRED', 401), t)).toBe('Please sign in to continue.');
    expect(failureMessage(new ApiCallError('TOKEN_INVALID', 401), t)).toBe(
      'Your session has expired. Please sign in again.',
    );
    expect(failureMessage(new ApiCallError('FILE_NAME_MISSING', 400), t)).toBe('The file to upload needs a name.');
    expect(failureMessage(new ApiCallError('INTERNAL_ERROR', 502), t)).toBe(
      'The server ran into a problem. Please try again in a few minutes.',
    );
    expect(failureMessage(new ApiCallError('SOMETHING_NEW', 418), t)).toBe('Something went wrong. Please try again.');
  });

  it('never shows a key the island was not given', () => {
    expect(failureMessage(new ApiCallError('FILE_NAME_MISSING', 400), popupT('zh'))).toBe(UNEXPECTED.zh);
  });
});
