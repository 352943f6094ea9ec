import { serverConfig } from '../../config.ts';
import { outboxProvider } from './outbox.ts';
import type { SmsProvider } from './provider.ts';
import { smppProvider } from './smpp.ts';

/** SMPP when SMPP_URL is configured, else the developer outbox. */
export function smsProvider(): SmsProvider {
  return serverConfig.smpp ? smppProvider(serverConfig.smpp.url, serverConfig.smpp.sourceAddr) : outboxProvider;
}
