import type { CarrierGateway, StatusAnswer, TopUpAnswer, TopUpRequest } from './gateway.ts';

/*
 * The gateway used when none is configured (development, tests, the demo): it delivers in memory
 * and decides by the number's last digits, so a browser test can ask for each outcome:
 *   …0000  refused by the carrier;
 *   …9999  delivered, but the answer is lost (a timeout): a status query later says delivered;
 *   …8888  nothing ever arrives: no answer, and the status query does not know the request;
 *   anything else: delivered at once.
 * Tests can also script the next answers for a number (`standInGateway.script`).
 */

type Behaviour = 'deliver' | 'refuse' | 'lostAnswer' | 'silent';

const deliveries = new Map<string, TopUpRequest & { reference: string }>();
const scripted = new Map<string, Behaviour[]>();

function behaviourFor(phone: string): Behaviour {
  const next = scripted.get(phone)?.shift();
  if (next) return next;
  if (phone.endsWith('0000')) return 'refuse';
  if (phone.endsWith('9999')) return 'lostAnswer';
  if (phone.endsWith('8888')) return 'silent';
  return 'deliver';
}

function deliver(request: TopUpRequest) {
  // Idempotent by request id, as a real gateway must be: a repeated request delivers nothing more.
  const done = deliveries.get(request.requestId);
  if (done) return done;
  const delivery = { ...request, reference: `SI-${request.requestId.slice(0, 8).toUpperCase()}` };
  deliveries.set(request.requestId, delivery);
  return delivery;
}

export const standInGateway: CarrierGateway & {
  script(phone: string, behaviours: Behaviour[]): void;
  deliveriesTo(phone: string): number;
} = {
  id: 'stand-in',
  async topUp(request): Promise<TopUpAnswer> {
    const behaviour = behaviourFor(request.phone);
    if (behaviour === 'refuse') return { outcome: 'failed', reason: 'refused', detail: 'stand-in refusal' };
    if (behaviour === 'silent') return { outcome: 'unknown', detail: 'no answer' };
    const delivery = deliver(request);
    if (behaviour === 'lostAnswer') return { outcome: 'unknown', detail: 'answer lost' };
    return { outcome: 'succeeded', reference: delivery.reference };
  },
  async status(requestId): Promise<StatusAnswer> {
    const delivery = deliveries.get(requestId);
    return delivery ? { outcome: 'succeeded', reference: delivery.reference } : { outcome: 'notFound' };
  },
  script(phone, behaviours) {
    scripted.set(phone, [...behaviours]);
  },
  deliveriesTo(phone) {
    return [...deliveries.values()].filter((delivery) => delivery.phone === phone).length;
  },
};
