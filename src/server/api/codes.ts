/**
 * The answer codes of the API and their HTTP status (DESIGN.md, "The API contract"). Messages are
 * in locales/api/<lang>.json under `code.<CODE>`.
 */
export const API_CODES = {
  SUCCESS: 200,
  VALIDATION_ERROR: 400,
  CREDENTIALS_INVALID: 400,
  /** Google or Facebook did not confirm the token: a social sign-in has no password to blame. */
  PROVIDER_TOKEN_INVALID: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** An Idempotency-Key sent again with a different request: the client must use a new key. */
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  OTP_ATTEMPTS_EXCEEDED: 429,
  OTP_RESEND_TOO_SOON: 429,
  /** A one-time code past a budget of its requester or its recipient (decisions 0066, 0067). */
  MESSAGE_LIMIT: 429,
  /** Booking: not enough rooms, seats or tickets left for the request. */
  SOLD_OUT: 409,
  /** Booking: the hold lapsed before confirmation; its units are back on sale. */
  HOLD_EXPIRED: 409,
  /** Booking: the buyer already has as many orders waiting for confirmation or payment as one may (`data.max`). */
  HOLD_COUNT_LIMIT: 409,
  /**
   * Booking: more rooms, seats, tickets or SIMs of one product than one buyer may hold or book
   * unpaid (`data`: `kind`, `max`, `taken` already, the `day` at fault).
   */
  HOLD_UNITS_LIMIT: 409,
  /** Booking: the buyer held this product `data.max` times in `data.hours` hours; again in `data.minutes`. */
  HOLD_AGAIN_LATER: 429,
  /** Booking: the order is not in a state that allows this (confirmed twice, cancelled past the policy). */
  ORDER_STATE: 409,
  /** Booking: this payment method is not configured here. */
  PAYMENT_UNAVAILABLE: 400,
  PAYMENT_SIGNATURE_INVALID: 400,
  /** Inventory: a capacity below the units already held or sold that day (`data`: `day`, `taken`, `capacity`). */
  CAPACITY_BELOW_TAKEN: 409,
  /** Order desk: more than the provider still allows back on this order (`data.max`, in VND). */
  REFUND_TOO_LARGE: 409,
  VOUCHER_INVALID: 404,
  VOUCHER_USED: 409,
  /** Reviews: a hotel is reviewed only by a guest with a confirmed stay there whose check-out day has passed. */
  STAY_NOT_COMPLETED: 403,
  /**
   * Moderation (decision 0089): the author is suspended until `data.until`, or banned
   * (`data.kind`), and may not post, comment or review meanwhile.
   */
  ACCOUNT_RESTRICTED: 403,
  /** Reels: this server cannot process videos (ffmpeg is not installed). */
  REELS_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ApiCode = keyof typeof API_CODES;

/**
 * Codes whose message says what their `data` carries (a limit, a wait): its numbers fill the
 * message's `{{placeholders}}`, and `data.kind` picks the wording for rooms, seats, tickets or SIMs
 * (`code.<CODE>_<kind>`, i18next's context, falling back to `code.<CODE>`).
 */
export const WORDED_FROM_DATA: ReadonlySet<ApiCode> = new Set([
  'HOLD_COUNT_LIMIT',
  'HOLD_UNITS_LIMIT',
  'HOLD_AGAIN_LATER',
  'ACCOUNT_RESTRICTED',
  'CAPACITY_BELOW_TAKEN',
  'REFUND_TOO_LARGE',
]);

/** An expected failure a handler raises; the platform turns it into the answer envelope. */
export class ApiError extends Error {
  readonly code: ApiCode;
  readonly data: unknown;

  constructor(code: ApiCode, data: unknown = null) {
    super(code);
    this.code = code;
    this.data = data;
  }
}
