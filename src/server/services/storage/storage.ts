/**
 * Where uploaded files live. Keys are relative paths such as `avatars/lan-3f9c.webp`; names are
 * unique, so a stored file never changes and can be cached for good.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from. */
  publicUrl(key: string): string;
}
