import { mediaFileUrl, toDbDateTime, type MediaFile } from '@sitewerk/contracts'
import type { MediaFileRow } from './repository.ts'

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
    url: mediaFileUrl(row.id, row.filename),
    created_at: toDbDateTime(row.createdAt),
    updated_at: toDbDateTime(row.updatedAt),
  }
}
