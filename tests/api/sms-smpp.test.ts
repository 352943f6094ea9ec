import type { AddressInfo } from 'node:net';
import smpp from 'smpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smppProvider } from '#server/services/sms/smpp.ts';

/** A local SMPP server standing in for the operator's gateway. */
const received: { system_id: unknown; destination: unknown; text: string }[] = [];
const gateway = smpp.createServer((session) => {
  let systemId: unknown;
  session.on('bind_transceiver', (pdu) => {
    systemId = pdu.system_id;
    session.send(pdu.response({ command_status: pdu.password === 'secret' ? 0 : 0x0e }));
  });
  session.on('submit_sm', (pdu) => {
    const message = pdu.short_message as { message?: string } | string;
    received.push({
      system_id: systemId,
      destination: pdu.destination_addr,
      text: typeof message === 'string' ? message : (message.message ?? ''),
    });
    session.send(pdu.response({ message_id: String(received.length) }));
  });
  session.on('unbind', (pdu) => session.send(pdu.response()));
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', () => resolve()));
  port = (gateway.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('SMPP provider', () => {
  it('binds with the configured account and submits the text, Vietnamese intact', async () => {
    const provider = smppProvider(`smpp://nvtravel:secret@127.0.0.1:${port}`, 'NVTravel');
    await provider.send('+84912345678', 'NV Travel: 123456 là mã xác minh của bạn');
    expect(received).toEqual([
      { system_id: 'nvtravel', destination: '84912345678', text: 'NV Travel: 123456 là mã xác minh của bạn' },
    ]);
  });

  it('fails when the gateway refuses the bind', async () => {
    const provider = smppProvider(`smpp://nvtravel:wrong@127.0.0.1:${port}`, 'NVTravel');
    await expect(provider.send('+84912345678', 'x')).rejects.toThrow(/bind refused/);
  });
});
