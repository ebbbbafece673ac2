import {
  mediaFileUrl,
  mediaVersion,
  toDbDateTime,
  type MediaFile,
  type MediaFocus,
} from '@sitewerk/contracts'
import type { MediaFileRow } from './repository.ts'

/** The file's own focal point, or null for the centre (decision 042). */
export const focusOf = (row: Pick<MediaFileRow, 'focusX' | 'focusY'>): MediaFocus | null =>
  row.focusX === null || row.focusY === null ? null : { x: row.focusX, y: row.focusY }

export function toMediaFile(row: MediaFileRow): MediaFile {
  return {
    id: row.id,
    namespace: row.namespace,
    filename: row.filename,
    mime_type: row.mimeType,
    media_category_id: row.mediaCategoryId,
    organization_id: row.organizationId,
    width: row.width,
    height: row.height,
    size: row.size,
    alt: row.alt,
    name: row.name,
    focus: focusOf(row),
    version: mediaVersion(row.checksum, focusOf(row)),
    url: mediaFileUrl(row.id, row.filename),
    created_at: toDbDateTime(row.createdAt),
    updated_at: toDbDateTime(row.updatedAt),
  }
}
