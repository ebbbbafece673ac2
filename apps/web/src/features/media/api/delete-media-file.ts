import { MediaInUseErrorBody } from '@sitewerk/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, isApiError } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'
import { getMediaFileQueryOptions } from '../../../api/queries/get-media-file'
import { useInvalidateMedia } from '../../../api/queries/media-query-keys'

/** DELETE media/{id}; a file in use answers 409 with its usages (spec §8). */
export function deleteMediaFile(id: number) {
  return api.delete(`media/${id}`)
}

/** The usages of a 409 is_used answer; null for any other failure (spec §8: rethrown). */
export function inUseErrorOf(error: unknown): MediaInUseErrorBody | null {
  if (!isApiError(error) || error.status !== 409) return null
  return MediaInUseErrorBody.safeParse(error.body).data ?? null
}

export function useDeleteMediaFile() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  const invalidate = useInvalidateMedia()
  return useMutation({
    mutationFn: deleteMediaFile,
    onSuccess: (_, id) => {
      // the file is gone: its own answer must not load again (a 404) while the screen leaves
      client.removeQueries({ queryKey: getMediaFileQueryOptions(organizationId, id).queryKey })
      return invalidate()
    },
  })
}
