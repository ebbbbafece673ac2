import type { MediaFileRow } from './repository.ts'

/** A response for bytes from storage, as the back office and site hosts send it. */
export interface StoredFileResponse {
  status: 200 | 304
  headers: Record<string, string>
  body?: Buffer
}

// Nothing in a stored file may run or load anything: an SVG opened on its own is sandboxed
// (no script, no same-origin), its inline styles still apply.
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/**
 * Headers of an original file: the type from the row (decided from the content at upload),
 * nosniff, a CSP sandbox, and a long immutable cache (a file's bytes never change under its id)
 * validated by the sha256 as ETag. `scope` private on the back office (members only).
 */
export function storedFileResponse(
  row: Pick<MediaFileRow, 'mimeType' | 'checksum' | 'filename'>,
  body: Buffer,
  { ifNoneMatch, scope }: { ifNoneMatch: string | undefined; scope: 'public' | 'private' },
): StoredFileResponse {
  const etag = `"${row.checksum}"`
  const headers = {
    etag,
    'cache-control': `${scope}, max-age=31536000, immutable`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_CSP,
  }
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return { status: 304, headers }
  return {
    status: 200,
    headers: {
      ...headers,
      'content-type': row.mimeType,
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
    },
    body,
  }
}

/** `/media/files/{id}/{filename}` → its parts, or null for any other path. */
export function parseMediaFilePath(path: string): { id: number; filename: string } | null {
  const match = /^\/media\/files\/(\d{1,10})\/([^/]{1,800})$/.exec(path)
  if (!match) return null
  const id = Number(match[1])
  let filename: string
  try {
    filename = decodeURIComponent(match[2]!)
  } catch {
    return null
  }
  return id > 0 && id <= 2_147_483_647 ? { id, filename } : null
}
