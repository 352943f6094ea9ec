// The parts of the `smpp` package (no published types) that the SMS provider and its test use.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(fields?: Record<string, unknown>): Pdu;
  }
  type Callback = (pdu: Pdu) => void;
  interface Session extends EventEmitter {
    bind_transceiver(fields: Record<string, unknown>, callback: Callback): void;
    submit_sm(fields: Record<string, unknown>, callback: Callback): void;
    unbind(callback?: Callback): void;
    send(pdu: Pdu): void;
    close(): void;
    destroy(): void;
  }
  interface Server extends NetServer {
    on(event: 'session', listener: (session: Session) => void): this;
  }
  const smpp: {
    connect(options: { url: string; auto_enquire_link_period?: number }): Session;
    createServer(listener: (session: Session) => void): Server;
  };
  export default smpp;
}
