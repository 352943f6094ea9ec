/**
 * Where uploaded files live. Keys are relative paths such as `avatars/lan-3f9c.webp`; names are
 * unique, so a stored file never changes and can be cached for good.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a file of this machine without reading it whole into memory (a reel's video, up to
   * 100 MB). `sha256` (hex) is the file's hash when the caller already knows it.
   */
  putFile(key: string, file: string, contentType: string, sha256?: string): Promise<void>;
  /** Copies a stored file to a file of this machine (a worker reading a reel's original). */
  getFile(key: string, file: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from. */
  publicUrl(key: string): string;
}
