import path from 'node:path';

/**
 * The server's settings, read from the environment once. Every one has a default that makes
 * `npm start` work on a bare machine; README.md's configuration table documents them.
 */
const env = process.env;

export const serverConfig = {
  /** Where the embedded database and uploaded files live. */
  dataDir: path.resolve(env.DATA_DIR ?? 'data'),
  /** A PostgreSQL server; when unset, PGlite runs embedded in DATA_DIR/db. */
  databaseUrl: env.DATABASE_URL || undefined,
  /** Signs access tokens; when unset, one is generated once and kept in the database. */
  authSecret: env.AUTH_SECRET || undefined,
  /** Production hides developer tools such as the SMS outbox. */
  production: env.NODE_ENV === 'production',
  /** Only for load tests (`npm run bench`): login and OTP limits stop counting. */
  rateLimitDisabled: env.RATE_LIMIT_DISABLED === '1',
  /** Trust X-Forwarded-For from the reverse proxy in front for the client address. */
  trustProxy: env.TRUST_PROXY === '1',
  smpp: env.SMPP_URL ? { url: env.SMPP_URL, sourceAddr: env.SMPP_SOURCE_ADDR ?? 'NVTravel' } : undefined,
  google: {
    clientId: env.GOOGLE_CLIENT_ID || env.PUBLIC_GOOGLE_CLIENT_ID || undefined,
    oauthBase: env.GOOGLE_OAUTH_BASE ?? 'https://oauth2.googleapis.com',
  },
  facebook: {
    appId: env.FACEBOOK_APP_ID || env.PUBLIC_FACEBOOK_APP_ID || undefined,
    appSecret: env.FACEBOOK_APP_SECRET || undefined,
    graphBase: env.FACEBOOK_GRAPH_BASE ?? 'https://graph.facebook.com',
  },
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
};
