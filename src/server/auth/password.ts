import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Kept in each hash, so it can be raised later. */
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

/**
 * The password policy (docs/decisions/0009-accounts.md): 8 to 128 characters with at least one
 * letter and one digit. Long passphrases are welcome; no other composition rule.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const meetsPasswordPolicy = (password: string): boolean =>
  password.length >= PASSWORD_MIN &&
  password.length <= PASSWORD_MAX &&
  /\p{L}/u.test(password) &&
  /\p{N}/u.test(password);

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** A PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await argon2Async('argon2id', { message: password.normalize('NFC'), nonce, ...PARAMS });
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${b64(nonce)}$${b64(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt = '', tag = ''] = match;
  const expected = Buffer.from(tag, 'base64');
  const hash = await argon2Async('argon2id', {
    message: password.normalize('NFC'),
    nonce: Buffer.from(salt, 'base64'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return timingSafeEqual(hash, expected);
}

/** Spent on a login for an unknown account, so its answer takes as long as a wrong password's. */
let decoy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-1');
  await verifyPassword(password, await decoy);
}
