/**
 * Sends one push message to one device (decision 0047). Answers `invalidToken` when the push
 * service says the token will never work again (the caller deletes it); throws on a failure worth
 * retrying (network, 5xx, quota), which the durable queue then retries.
 */
export interface PushProvider {
  send: (message: PushMessage) => Promise<'sent' | 'invalidToken'>;
}

export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** A path on this site (with the reader's locale) the notification opens. */
  link: string | null;
  /** The notification's id, so a device shows one event once (the browser replaces by tag). */
  tag: string;
}
