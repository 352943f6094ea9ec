/*
 * The carrier gateway (decision 0042): whatever delivers a data package to a number, a carrier's
 * own API or an aggregator in front of several. The top-up job calls only this interface.
 */

export interface TopUpRequest {
  /** Ours, the same on every attempt for one purchase: the gateway delivers at most once per id. */
  requestId: string;
  /** E.164. */
  phone: string;
  carrier: string;
  /** The package's code at the carrier. */
  packageCode: string;
  amount: number;
}

/**
 * What the gateway said: delivered, refused for good (with a reason), or nothing we can rely on
 * (a timeout, a 5xx, "still processing"): the top-up stays pending and its status is asked later.
 * A status query may also answer `notFound`: the gateway never received the request.
 */
export type TopUpAnswer =
  | { outcome: 'succeeded'; reference: string }
  | { outcome: 'failed'; reason: 'refused' | 'invalidNumber'; detail?: string }
  | { outcome: 'unknown'; detail?: string };

export type StatusAnswer = TopUpAnswer | { outcome: 'notFound' };

export interface CarrierGateway {
  readonly id: string;
  topUp(request: TopUpRequest): Promise<TopUpAnswer>;
  status(requestId: string): Promise<StatusAnswer>;
}
