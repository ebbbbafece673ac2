import { MediaFile } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { getStoredOrganizationId } from '../../../lib/organization-id-store'
import { useInvalidateMedia } from '../../../api/queries/media-query-keys'

/**
 * POST media/files/{id}/content (decision 042): new content for a file, under the same id, with
 * its name, alt text and uses.
 */
export function replaceMediaFile({ id, file }: { id: number; file: File }) {
  const body = new FormData()
  const organizationId = getStoredOrganizationId()
  if (organizationId !== null) body.append('organization_id', String(organizationId))
  body.append('file', file, file.name)
  return api.upload(`media/files/${id}/content`, body, { schema: MediaFile })
}

export function useReplaceMediaFile() {
  return useMutation({ mutationFn: replaceMediaFile, onSuccess: useInvalidateMedia() })
}
