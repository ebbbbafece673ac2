import { MediaFile } from '@sitewerk/contracts'
import { api } from '../../../api/client'
import { getStoredOrganizationId } from '../../../lib/organization-id-store'
import { uploadFormData } from '../utils/upload-form-data'

export interface UploadMediaFileArgs {
  file: File
  categoryId: number
  name: string
  alt: string
  onProgress?: (share: number) => void
  signal?: AbortSignal
}

/** POST media/upload: one file per request (spec §5), with upload progress. */
export function uploadMediaFile({
  file,
  categoryId,
  name,
  alt,
  onProgress,
  signal,
}: UploadMediaFileArgs) {
  const body = uploadFormData({
    file,
    categoryId,
    name,
    alt,
    organizationId: getStoredOrganizationId(),
  })
  return api.upload('media/upload', body, { schema: MediaFile, onProgress, signal })
}
