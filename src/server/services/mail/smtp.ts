import { createTransport } from 'nodemailer';
import type { MailProvider } from './provider.ts';

/** E-mail through an SMTP server (`smtp://user:password@host:587`, or `smtps://` for TLS from the start). */
export function smtpProvider(url: string, from: string): MailProvider {
  const transport = createTransport(url);
  return {
    name: 'smtp',
    async send(to, subject, text) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
