import smpp from 'smpp';
import type { SmsProvider } from './provider.ts';

const TIMEOUT_MS = 10_000;

/**
 * Sends through an SMPP 3.4 gateway (SMPP_URL=smpp://system_id:password@host:2775, or ssmpp:// for
 * TLS). One short bind per message: OTP traffic is light, and nothing stays connected between
 * requests. The library picks GSM 03.38 or UCS-2 by the text, so Vietnamese and Chinese arrive whole.
 */
export function smppProvider(url: string, sourceAddr: string): SmsProvider {
  const { username, password } = new URL(url);
  return {
    name: 'smpp',
    send: (to, body) =>
      new Promise<void>((resolve, reject) => {
        const session = smpp.connect({ url, auto_enquire_link_period: 0 });
        const fail = (error: Error) => {
          clearTimeout(timer);
          session.destroy();
          reject(error);
        };
        const timer = setTimeout(() => fail(new Error('SMPP gateway timed out')), TIMEOUT_MS);
        session.on('error', fail);
        session.on('connect', () => {
          session.bind_transceiver(
            { system_id: decodeURIComponent(username), password: decodeURIComponent(password) },
            (bind) => {
              if (bind.command_status !== 0) return fail(new Error(`SMPP bind refused (${bind.command_status})`));
              session.submit_sm(
                { source_addr: sourceAddr, destination_addr: to.replace(/^\+/, ''), short_message: body },
                (submitted) => {
                  if (submitted.command_status !== 0)
                    return fail(new Error(`SMPP submit refused (${submitted.command_status})`));
                  clearTimeout(timer);
                  session.unbind(() => session.close());
                  resolve();
                },
              );
            },
          );
        });
      }),
  };
}
