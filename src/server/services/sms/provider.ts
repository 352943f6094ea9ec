/** Sends a text message to a phone number in E.164. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
}
