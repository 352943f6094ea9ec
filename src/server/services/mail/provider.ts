/** Sends a plain-text e-mail to one address. */
export interface MailProvider {
  readonly name: string;
  send(to: string, subject: string, text: string): Promise<void>;
}
