import type { MediaUploadFields } from '@sitewerk/contracts'

/**
 * The multipart body of POST media/upload (spec §7). spec §5: name and alt are trimmed and sent
 * only if non-empty; the root category is sent as no category_id.
 */
export function uploadFormData({
  file,
  categoryId,
  name,
  alt,
  organizationId,
}: {
  file: File
  categoryId: number
  name: string
  alt: string
  organizationId: number | null
}): FormData {
  const fields: MediaUploadFields = { namespace: 'media', filename: file.name }
  if (categoryId > 0) fields.category_id = categoryId
  if (name.trim()) fields.name = name.trim()
  if (alt.trim()) fields.alt = alt.trim()
  if (organizationId !== null) fields.organization_id = organizationId
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value))
  // the file last: a streaming parser reads the text fields before it
  body.append('file', file, file.name)
  return body
}
