/**
 * Where uploaded bytes live (media files, font files, derived images). Keys are relative paths of
 * lower-case letters, digits, '-', '_', '.' and '/', never '..': no key reaches outside the root.
 */
export interface Storage {
  /** Writes the whole body under `key`; readers see the old file or the new one, never a part. */
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>
  /** Removes `key`; a key that does not exist is not an error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /**
   * Removes every key under the folder `prefix` (a key, without trailing slash): the derived images
   * of a file live under `org-{id}/derived/{fileId}/`. A prefix with no keys is not an error.
   */
  deletePrefix(prefix: string): Promise<void>
  /** Resolves when the store can be reached and written to (/readyz); rejects when it cannot. */
  check(): Promise<void>
  /** Releases connections (the S3 client's sockets); the local driver holds none. */
  close?(): void
}

const KEY = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`)
  }
}

export function assertStorageKey(key: string): string {
  if (key.length > 500 || !KEY.test(key) || key.split('/').some((part) => /^\.+$/.test(part))) {
    throw new InvalidStorageKeyError(key)
  }
  return key
}
