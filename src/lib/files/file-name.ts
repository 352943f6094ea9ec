import { stripAccents } from '../text/strip-accents.ts';

/**
 * The upload file-name rule (spec section 3): accents stripped, spaces to hyphens, characters
 * outside [a-z0-9._-] removed, then a random id appended before the extension, so names are safe
 * in URLs and on every file system and never collide.
 * `Ảnh Hạ Long (1).JPG` → `anh-ha-long-1-k3v9q2.jpg`.
 */
export function safeFileName(name: string, id: string = randomId(), extension?: string): string {
  const trimmed = name.trim();
  const dot = trimmed.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < trimmed.length - 1;
  const stem = hasExtension ? trimmed.slice(0, dot) : trimmed;
  const ext = (extension ?? (hasExtension ? trimmed.slice(dot + 1) : '')).toLowerCase().replace(/[^a-z0-9]/g, '');
  const base =
    stripAccents(stem)
      .toLowerCase()
      .replace(/\s+/g, '-')
      .replace(/[^a-z0-9._-]/g, '')
      .replace(/-{2,}/g, '-')
      // "IMG..2024" would read as a parent folder to a file store
      .replace(/\.{2,}/g, '.')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'file';
  return ext ? `${base}-${id}.${ext}` : `${base}-${id}`;
}

const randomId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 10);
