import { api } from '#lib/api/client.ts';
import type { TranslateInput, TranslationView, translationCalls } from '../contract.ts';
import type { userCalls } from '#features/accounts/contract.ts';
import { setUserInfo } from '#stores/user-info.ts';

/** The translation calls the islands make (decision 0093). */
export const translationApi = {
  /** The original in the page's language; signed out too. */
  translate: async (original: TranslateInput): Promise<TranslationView> =>
    (await api.call<(typeof translationCalls)['translate']>('POST /translations/translate', original)).translation,
  /** The reader's "always translate" preference, kept on the account; the stored user follows. */
  async setAlwaysTranslate(alwaysTranslate: boolean): Promise<void> {
    const { user } = await api.call<(typeof userCalls)['update']>(
      'POST /user/update',
      { alwaysTranslate },
      { auth: true },
    );
    setUserInfo(user);
  },
};
