import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { serverConfig } from '#server/config.ts';

/*
 * Personal data sealed at rest (decision 0041): AES-256-GCM with a fresh 96-bit nonce per value and
 * the row's id as additional data, so a sealed value copied onto another row does not open. The key
 * is PERSONAL_DATA_KEY (32 bytes, base64 or hex) from run-time configuration; a database dump or a
 * backup alone reveals nothing. Format: `v1.<nonce>.<tag>.<ciphertext>`, each part base64url.
 */

const VERSION = 'v1';

/** Seals a value (JSON) for one row. */
export function seal(value: unknown, rowId: string, key = serverConfig.personalDataKey): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(rowId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens a sealed value; throws when the key, the row or the text is not the one it was sealed with. */
export function unseal<T>(sealed: string, rowId: string, key = serverConfig.personalDataKey): T {
  const [version, nonce, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || ciphertext === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(rowId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}

/** `NGUYEN VAN AN` → `N***** V** A*`: enough for the buyer to recognise, not to copy. */
export const maskName = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0] + '*'.repeat(Math.max(word.length - 1, 1)))
    .join(' ');

/** `B1234567` → `•••••567`. */
export const maskNumber = (number: string): string => '•'.repeat(Math.max(number.length - 3, 3)) + number.slice(-3);
