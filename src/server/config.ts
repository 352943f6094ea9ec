import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'astro/zod';

/*
 * Every environment variable the server reads, parsed once with zod when the server starts. A bad
 * value stops the server with a message naming the variable, instead of surfacing later as a
 * failed request. Every setting has a default that makes `npm start` work on a bare machine;
 * README.md's configuration table and .env.example document them.
 */

/** An empty variable counts as unset (`DATABASE_URL=` in a shell or in Playwright's env). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const flag = optional(z.enum(['0', '1'], { error: 'expected 1 (on) or 0 (off)' })).transform((v) => v === '1');
const integer = (min: number, max: number, fallback: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, { error: `expected a whole number from ${min} to ${max}` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min)
          .max(max, { error: `expected a whole number from ${min} to ${max}` }),
      ),
  ).transform((v) => v ?? fallback);
const url = (protocols: string[]) =>
  optional(
    z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      error: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    }),
  );
const text = optional(z.string());

const environmentSchema = z.object({
  PORT: integer(1, 65_535, 4321),
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: integer(1, 1000, 10),
  MIGRATIONS_DIR: text,
  AUTH_SECRET: optional(z.string().min(32, { error: 'expected at least 32 random characters' })),
  NODE_ENV: text,
  RATE_LIMIT_DISABLED: flag,
  DEV_OUTBOX: flag,
  DEV_HOLD_LAPSE: flag,
  TRUST_PROXY: flag,
  MOMENTS_DEMO: optional(z.enum(['0', '1'], { error: 'expected 1 (on) or 0 (off)' })),
  PAYMENT_DEMO: optional(z.enum(['0', '1'], { error: 'expected 1 (on) or 0 (off)' })),
  SMPP_URL: url(['smpp:', 'ssmpp:']),
  SMPP_SOURCE_ADDR: text,
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: text,
  OUTBOUND_WINDOW_MINUTES: integer(1, 1440, 60),
  OUTBOUND_PER_BUYER: integer(1, 100_000, 20),
  OUTBOUND_PER_RECIPIENT: integer(1, 100_000, 20),
  OUTBOUND_CODES_PER_REQUESTER: integer(1, 100_000, 20),
  OUTBOUND_CODES_PER_REQUESTER_AND_RECIPIENT: integer(1, 1000, 5),
  OUTBOUND_CODES_PER_RECIPIENT: integer(1, 1000, 10),
  OUTBOUND_CODES_FOR_OWNER: integer(1, 1000, 5),
  GOOGLE_CLIENT_ID: text,
  PUBLIC_GOOGLE_CLIENT_ID: text,
  GOOGLE_OAUTH_BASE: url(['http:', 'https:']),
  FACEBOOK_APP_ID: text,
  PUBLIC_FACEBOOK_APP_ID: text,
  FACEBOOK_APP_SECRET: text,
  FACEBOOK_GRAPH_BASE: url(['http:', 'https:']),
  S3_BUCKET: text,
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_PUBLIC_URL: url(['http:', 'https:']),
  API_CHECKSUM: text,
  API_REQUEST_ID: text,
  BOOKING_HOLD_MINUTES: integer(0, 120, 15),
  BOOKING_SALE_DAYS: integer(1, 730, 180),
  BOOKING_BUYER_ROOMS: integer(1, 1000, 9),
  BOOKING_BUYER_SEATS: integer(1, 1000, 9),
  BOOKING_BUYER_TICKETS: integer(1, 1000, 20),
  BOOKING_BUYER_SIMS: integer(1, 1000, 8),
  BOOKING_BUYER_HOLDS: integer(1, 100, 5),
  BOOKING_BUYER_PRODUCT_HOLDS: integer(1, 100, 4),
  BOOKING_BUYER_HOLDS_PER_HOUR: integer(1, 10_000, 30),
  BOOKING_BUYER_CONFIRMS_PER_HOUR: integer(1, 10_000, 30),
  BOOKING_STAFF_KEY: optional(z.string().min(24, { error: 'expected at least 24 random characters' })),
  STAFF_SESSION_IDLE_MINUTES: integer(1, 24 * 60, 30),
  STAFF_SESSION_HOURS: integer(1, 72, 8),
  STAFF_INVITE_HOURS: integer(1, 30 * 24, 72),
  MODERATION_REPORT_HOURS: integer(1, 30 * 24, 24),
  VNPAY_TMN_CODE: text,
  VNPAY_HASH_SECRET: text,
  VNPAY_PAY_URL: url(['http:', 'https:']),
  VNPAY_API_URL: url(['http:', 'https:']),
  VNPAY_RETURN_URL: url(['http:', 'https:']),
  PERSONAL_DATA_KEY: optional(
    z.string().refine((value) => keyBytes(value)?.length === 32, {
      error: 'expected 32 random bytes as base64 or 64 hex digits',
    }),
  ),
  SIM_PASSPORT_RETENTION_DAYS: integer(0, 3650, 30),
  ESIM_PROVIDER_URL: url(['http:', 'https:']),
  ESIM_PROVIDER_KEY: text,
  DATA_GATEWAY_URL: url(['http:', 'https:']),
  DATA_GATEWAY_KEY: text,
  DATA_TOPUP_RETRY_SECONDS: integer(0, 3600, 30),
  DATA_TOPUP_ATTEMPTS: integer(1, 50, 8),
  DATA_CARRIERS_FILE: text,
  DATA_PACKAGES_FILE: text,
  FIREBASE_API_KEY: text,
  FIREBASE_AUTH_DOMAIN: text,
  FIREBASE_PROJECT_ID: text,
  FIREBASE_STORAGE_BUCKET: text,
  FIREBASE_MESSAGING_SENDER_ID: text,
  FIREBASE_APP_ID: text,
  FIREBASE_VAPID_KEY: text,
  FIREBASE_SERVICE_ACCOUNT: optional(
    z.string().refine(isServiceAccount, { error: 'expected the service account key JSON (client_email, private_key)' }),
  ),
  FCM_API_BASE: url(['http:', 'https:']),
  GOOGLE_TRANSLATE_API_KEY: text,
  GOOGLE_TRANSLATE_API_BASE: url(['http:', 'https:']),
  FFMPEG_PATH: text,
  FFPROBE_PATH: text,
  // Below the transcoding job's 15-minute expiry, so the queue never hands out a job still running.
  REEL_TRANSCODE_TIMEOUT_SECONDS: integer(10, 600, 300),
  UPLOADS_IMAGES_PER_USER: integer(1, 100_000, 60),
  UPLOADS_IMAGES_WINDOW_MINUTES: integer(1, 1440, 10),
  UPLOADS_REELS_PER_USER: integer(1, 10_000, 10),
  UPLOADS_REELS_WINDOW_MINUTES: integer(1, 1440, 60),
});

/** A 32-byte key written as 64 hex digits or as base64. */
function keyBytes(value: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return Buffer.from(value, 'base64');
  return undefined;
}

/** Outside production only: a fixed key, so development data survives restarts (decision 0041). */
const DEVELOPMENT_PERSONAL_DATA_KEY = createHash('sha256').update('nvtravel development personal data key').digest();

/** A Google service account key file's JSON, as Firebase's console downloads it. */
function isServiceAccount(value: string): boolean {
  try {
    const key = JSON.parse(value) as Record<string, unknown>;
    return typeof key.client_email === 'string' && typeof key.private_key === 'string';
  } catch {
    return false;
  }
}

/** Every variable the server reads at run time (deployment files are checked against it). */
export const RUNTIME_VARIABLES = Object.keys(environmentSchema.shape);

/** A configuration the server cannot start with; the message names every variable at fault. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Environment = z.output<typeof environmentSchema>;

/** Settings that only work together, and what production refuses: throws ConfigError naming them. */
function checkCombinations(env: Environment): void {
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY))
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET');
  if (env.VNPAY_TMN_CODE && !(env.VNPAY_HASH_SECRET && env.VNPAY_RETURN_URL))
    throw new ConfigError(
      'Invalid configuration:\n  VNPAY_HASH_SECRET, VNPAY_RETURN_URL: required with VNPAY_TMN_CODE',
    );
  const production = env.NODE_ENV === 'production';
  if (production && !env.PERSONAL_DATA_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  PERSONAL_DATA_KEY: required in production (32 random bytes: openssl rand -base64 32)',
    );
  if (production && env.BOOKING_STAFF_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  BOOKING_STAFF_KEY: a shared key has no name behind it; refused in production (staff accounts with the order-desk role check vouchers)',
    );
  if (production && env.PAYMENT_DEMO === '1')
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_DEMO: the demo payment page takes no money; refused in production',
    );
  const firebaseWeb = [env.FIREBASE_API_KEY, env.FIREBASE_PROJECT_ID, env.FIREBASE_MESSAGING_SENDER_ID];
  if (firebaseWeb.some(Boolean) && !(firebaseWeb.every(Boolean) && env.FIREBASE_APP_ID && env.FIREBASE_VAPID_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  FIREBASE_API_KEY, FIREBASE_PROJECT_ID, FIREBASE_MESSAGING_SENDER_ID, FIREBASE_APP_ID, FIREBASE_VAPID_KEY: required together',
    );
}

/** The process: where it listens, its database and files, its secrets and developer switches. */
const platformSettings = (env: Environment) => ({
  port: env.PORT,
  host: env.HOST ?? 'localhost',
  /** Where the embedded database and uploaded files live. */
  dataDir: path.resolve(env.DATA_DIR ?? 'data'),
  /** A PostgreSQL server; when unset, PGlite runs embedded in DATA_DIR/db. */
  databaseUrl: env.DATABASE_URL,
  databasePoolSize: env.DATABASE_POOL_SIZE,
  migrationsDir: path.resolve(env.MIGRATIONS_DIR ?? 'src/server/db/migrations'),
  /** Signs access tokens; when unset, one is generated once and kept in the database. */
  authSecret: env.AUTH_SECRET,
  /** Production refuses developer tools such as the SMS outbox and db:seed. */
  production: env.NODE_ENV === 'production',
  /** The SMS outbox is readable at /dev/outbox only when asked for, and never in production. */
  devOutbox: env.DEV_OUTBOX,
  /** A hold can be ended at once at /dev/booking/lapse (browser tests of an abandoned payment), never in production. */
  devHoldLapse: env.DEV_HOLD_LAPSE,
  /** Only for load tests (`npm run bench`): login, OTP and outbound-message limits stop counting. */
  rateLimitDisabled: env.RATE_LIMIT_DISABLED,
  /** Trust X-Forwarded-For from the reverse proxy in front for the client address. */
  trustProxy: env.TRUST_PROXY,
  /** Demo moments on a fresh install: on by default, except in production and in tests. */
  momentsDemo: env.MOMENTS_DEMO ? env.MOMENTS_DEMO === '1' : !['production', 'test'].includes(env.NODE_ENV ?? ''),
});

/** SMS and e-mail, and the budgets they are sent within. */
const messagingSettings = (env: Environment) => ({
  smpp: env.SMPP_URL ? { url: env.SMPP_URL, sourceAddr: env.SMPP_SOURCE_ADDR ?? 'NVTravel' } : undefined,
  /** E-mail (verification codes) through SMTP; when unset, into the developer outbox. */
  smtp: env.SMTP_URL
    ? { url: env.SMTP_URL, from: env.MAIL_FROM ?? 'NV Travel <no-reply@nvtravel.example>' }
    : undefined,
  /**
   * Budgets of outbound SMS and e-mail (decisions 0066 and 0067), each counted per window in the
   * database: an order's messages per buyer and per recipient; one-time codes per requester
   * (address, IPv6 by /64), per requester and recipient, per recipient in all, and the separate
   * budget of a device that proved it owns the recipient.
   */
  outbound: {
    windowMinutes: env.OUTBOUND_WINDOW_MINUTES,
    perBuyer: env.OUTBOUND_PER_BUYER,
    perRecipient: env.OUTBOUND_PER_RECIPIENT,
    codes: {
      perRequester: env.OUTBOUND_CODES_PER_REQUESTER,
      perRequesterAndRecipient: env.OUTBOUND_CODES_PER_REQUESTER_AND_RECIPIENT,
      perRecipient: env.OUTBOUND_CODES_PER_RECIPIENT,
      forOwner: env.OUTBOUND_CODES_FOR_OWNER,
    },
  },
});

/** Social sign-in: the Google and Facebook apps whose tokens the server accepts. */
const signInSettings = (env: Environment) => ({
  google: {
    clientId: env.GOOGLE_CLIENT_ID ?? env.PUBLIC_GOOGLE_CLIENT_ID,
    oauthBase: env.GOOGLE_OAUTH_BASE ?? 'https://oauth2.googleapis.com',
  },
  facebook: {
    appId: env.FACEBOOK_APP_ID ?? env.PUBLIC_FACEBOOK_APP_ID,
    appSecret: env.FACEBOOK_APP_SECRET,
    graphBase: env.FACEBOOK_GRAPH_BASE ?? 'https://graph.facebook.com',
  },
});

/** Where uploads are kept: an S3-compatible bucket, or DATA_DIR/uploads when unset. */
const storageSettings = (env: Environment) => ({
  s3: env.S3_BUCKET
    ? {
        endpoint: env.S3_ENDPOINT ?? 'https://s3.amazonaws.com',
        bucket: env.S3_BUCKET,
        region: env.S3_REGION ?? 'auto',
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        publicUrl: env.S3_PUBLIC_URL,
      }
    : undefined,
});

/** The API envelope (spec section 3). */
const envelopeSettings = (env: Environment) => ({
  /** The envelope's fixed checksum and request id (spec section 3); the client's must match. */
  apiChecksum: env.API_CHECKSUM ?? 'nvtravel-web',
  apiRequestId: env.API_REQUEST_ID ?? 'nvtravel-web',
});

/** Booking: holds, the sale window, and what one buyer may keep off sale. */
const bookingSettings = (env: Environment) => ({
  booking: {
    /** How long a hold keeps its units (0: expires at once, for tests of expiry). */
    holdMinutes: env.BOOKING_HOLD_MINUTES,
    /** How many days ahead the built-in inventory is on sale (rows are kept this far ahead). */
    saleDays: env.BOOKING_SALE_DAYS,
    /**
     * Deprecated (decision 0075): a shared key (X-Staff-Key) that checks vouchers with no name
     * behind it. Staff accounts replace it; outside production it still works, with a warning.
     */
    staffKey: env.BOOKING_STAFF_KEY,
    /** What one buyer may keep off sale without paying (docs/decisions/0069-one-hold-policy-per-buyer.md). */
    buyerLimits: {
      /**
       * Units held or booked unpaid: rooms of one hotel a night, seats on one flight, tickets to
       * one attraction a day, SIMs of one kind a day. Data packages have no stock to cap.
       */
      units: {
        hotel: env.BOOKING_BUYER_ROOMS,
        flight: env.BOOKING_BUYER_SEATS,
        ticket: env.BOOKING_BUYER_TICKETS,
        sim: env.BOOKING_BUYER_SIMS,
      },
      /** Orders waiting for confirmation or payment at once, whatever they hold. */
      holds: env.BOOKING_BUYER_HOLDS,
      /** Holds of one hotel, flight, attraction or SIM in six hours: letting a hold lapse and holding again is bounded. */
      productHolds: env.BOOKING_BUYER_PRODUCT_HOLDS,
      /** Hold and confirm requests an hour, refused ones included. */
      holdsPerHour: env.BOOKING_BUYER_HOLDS_PER_HOUR,
      confirmsPerHour: env.BOOKING_BUYER_CONFIRMS_PER_HOUR,
    },
  },
});

/** The staff area: sessions, invitations and the moderation queue. */
const staffSettings = (env: Environment) => ({
  /** Staff sessions (decision 0075): short, and ended by idleness too. */
  staff: {
    idleMinutes: env.STAFF_SESSION_IDLE_MINUTES,
    sessionHours: env.STAFF_SESSION_HOURS,
    /** How long an invitation link can be accepted. */
    inviteHours: env.STAFF_INVITE_HOURS,
  },
  /** The moderation queue (decision 0089): hours a report may wait for a decision before it is overdue. */
  moderation: { reportHours: env.MODERATION_REPORT_HOURS },
});

/** Online payment: VNPay and the demo payment page. */
const paymentSettings = (env: Environment) => ({
  /** VNPay (docs/decisions/0032-payments.md); unset: only payment at the property or on pickup. */
  vnpay: env.VNPAY_TMN_CODE
    ? {
        tmnCode: env.VNPAY_TMN_CODE,
        hashSecret: env.VNPAY_HASH_SECRET ?? '',
        payUrl: env.VNPAY_PAY_URL ?? 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
        apiUrl: env.VNPAY_API_URL ?? 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
        returnUrl: env.VNPAY_RETURN_URL ?? '',
      }
    : undefined,
  /**
   * The built-in demo payment page (decision 0071): on by default outside production, so online
   * payment works on a fresh install; PAYMENT_DEMO=0 turns it off, and production refuses it.
   */
  paymentDemo: env.PAYMENT_DEMO ? env.PAYMENT_DEMO === '1' : env.NODE_ENV !== 'production',
});

/** SIMs (passports sealed, then erased; the eSIM supplier) and data-package top-ups. */
const simAndDataSettings = (env: Environment) => ({
  /** Seals passports at rest (AES-256-GCM, decision 0041); a fixed development key outside production. */
  personalDataKey: (env.PERSONAL_DATA_KEY && keyBytes(env.PERSONAL_DATA_KEY)) || DEVELOPMENT_PERSONAL_DATA_KEY,
  sim: {
    /** Days after the pickup or first day of use until registered passports are erased. */
    passportRetentionDays: env.SIM_PASSPORT_RETENTION_DAYS,
    /** The eSIM supplier's API (decision 0040); unset: the built-in stand-in issues demo profiles. */
    esimProvider: env.ESIM_PROVIDER_URL ? { baseUrl: env.ESIM_PROVIDER_URL, key: env.ESIM_PROVIDER_KEY } : undefined,
  },
  /** Data-package top-ups (docs/decisions/0042 and 0043). */
  dataPackages: {
    /** A carrier or aggregator gateway; unset: the in-memory stand-in (demo, development, tests). */
    gateway: env.DATA_GATEWAY_URL ? { url: env.DATA_GATEWAY_URL, key: env.DATA_GATEWAY_KEY } : undefined,
    /** The first wait before asking about a top-up without an answer; doubled each time, at most 10 minutes. */
    retrySeconds: env.DATA_TOPUP_RETRY_SECONDS,
    /** Attempts (the request and status queries) before an unanswered top-up is refunded. */
    attempts: env.DATA_TOPUP_ATTEMPTS,
  },
});

/** Push notifications: the browser's Firebase settings and the server's FCM account. */
function pushSettings(env: Environment) {
  const serviceAccount = env.FIREBASE_SERVICE_ACCOUNT
    ? (JSON.parse(env.FIREBASE_SERVICE_ACCOUNT) as {
        client_email: string;
        private_key: string;
        private_key_id?: string;
        project_id?: string;
        token_uri?: string;
      })
    : undefined;
  return {
    /** Push messaging (docs/decisions/0047-fcm-push.md): the browser's part, handed out at run time. */
    firebaseWeb:
      env.FIREBASE_API_KEY && env.FIREBASE_PROJECT_ID && env.FIREBASE_MESSAGING_SENDER_ID
        ? {
            firebase: {
              apiKey: env.FIREBASE_API_KEY,
              authDomain: env.FIREBASE_AUTH_DOMAIN,
              projectId: env.FIREBASE_PROJECT_ID,
              storageBucket: env.FIREBASE_STORAGE_BUCKET,
              messagingSenderId: env.FIREBASE_MESSAGING_SENDER_ID,
              appId: env.FIREBASE_APP_ID ?? '',
            },
            vapidKey: env.FIREBASE_VAPID_KEY ?? '',
          }
        : undefined,
    /** Sending through FCM's HTTP v1 API; unset: notifications are listed but not pushed. */
    fcm: serviceAccount
      ? {
          apiBase: env.FCM_API_BASE ?? 'https://fcm.googleapis.com',
          projectId: env.FIREBASE_PROJECT_ID ?? serviceAccount.project_id ?? '',
          clientEmail: serviceAccount.client_email,
          privateKey: serviceAccount.private_key,
          privateKeyId: serviceAccount.private_key_id,
          tokenUri: serviceAccount.token_uri ?? 'https://oauth2.googleapis.com/token',
        }
      : undefined,
  };
}

/** Machine translation, reel transcoding and upload budgets. */
const mediaSettings = (env: Environment) => ({
  /**
   * Machine translation of posts and comments through Google Cloud Translation Basic (v2,
   * decision 0093); unset: the stand-in, whose output says it is no translation.
   */
  googleTranslate: env.GOOGLE_TRANSLATE_API_KEY
    ? {
        apiKey: env.GOOGLE_TRANSLATE_API_KEY,
        apiBase: env.GOOGLE_TRANSLATE_API_BASE ?? 'https://translation.googleapis.com',
      }
    : undefined,
  /** The programs that check and transcode reels (Debian's ffmpeg package); missing: no reels. */
  ffmpeg: {
    ffmpeg: env.FFMPEG_PATH ?? 'ffmpeg',
    ffprobe: env.FFPROBE_PATH ?? 'ffprobe',
    /** Wall-clock time an ffmpeg run may take before it is killed and its reel fails (decision 0070). */
    timeoutMs: env.REEL_TRANSCODE_TIMEOUT_SECONDS * 1000,
  },
  /**
   * Uploads one person may make per window, refused ones included (decision 0070): photos, and
   * reel videos, whose transcoding is the costlier work.
   */
  uploads: {
    image: { max: env.UPLOADS_IMAGES_PER_USER, windowMs: env.UPLOADS_IMAGES_WINDOW_MINUTES * 60_000 },
    video: { max: env.UPLOADS_REELS_PER_USER, windowMs: env.UPLOADS_REELS_WINDOW_MINUTES * 60_000 },
  },
});

/** Reads the server's settings from an environment, or throws ConfigError. */
export function parseServerConfig(environment: Record<string, string | undefined>) {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    // Values are never repeated: some are secrets.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  checkCombinations(env);
  return {
    ...platformSettings(env),
    ...messagingSettings(env),
    ...signInSettings(env),
    ...storageSettings(env),
    ...envelopeSettings(env),
    ...bookingSettings(env),
    ...staffSettings(env),
    ...paymentSettings(env),
    ...simAndDataSettings(env),
    ...pushSettings(env),
    ...mediaSettings(env),
  };
}

export type ServerConfig = ReturnType<typeof parseServerConfig>;

/** The process's settings, parsed when the server first loads this module. */
export const serverConfig: ServerConfig = parseServerConfig(process.env);
