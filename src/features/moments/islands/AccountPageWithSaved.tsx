import AccountPage, { type AccountPageProps } from '#features/accounts/islands/AccountPage.tsx';
import { SavedCollections } from './SavedCollections.tsx';

/**
 * /user's account island with the signed-in user's saved collections in it: the account page is
 * accounts', the collections are moments', and accounts does not know moments (decision 0107), so
 * moments puts its section in the page's slot.
 */
export default function AccountPageWithSaved(props: Omit<AccountPageProps, 'saved'>) {
  return <AccountPage {...props} saved={(t) => <SavedCollections t={t} />} />;
}
