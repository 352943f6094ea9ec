import { serverConfig } from '../../config.ts';
import { mailOutboxProvider } from './outbox.ts';
import type { MailProvider } from './provider.ts';
import { smtpProvider } from './smtp.ts';

let smtp: MailProvider | undefined;

/** SMTP when SMTP_URL is configured, else the developer outbox. */
export function mailProvider(): MailProvider {
  if (!serverConfig.smtp) return mailOutboxProvider;
  smtp ??= smtpProvider(serverConfig.smtp.url, serverConfig.smtp.from);
  return smtp;
}
