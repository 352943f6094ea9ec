/** Who a provider says signed in, after checking the token with the provider itself. */
export interface VerifiedIdentity {
  provider: 'google' | 'facebook';
  subject: string;
  name: string | undefined;
  /** Only an address the provider has verified is used to find an existing account. */
  email: string | undefined;
}

/** The provider refused the token, or it was issued to another application. */
export class ProviderRejected extends Error {}

/** Provider API calls time out rather than hold a sign-in open. */
export async function providerJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(8000), headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ProviderRejected(`provider answered ${response.status}`);
  return body;
}
