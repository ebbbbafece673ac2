import { RestoreVersionResult } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidatePublishing } from './use-invalidate-publishing'

/** POST page-versions/{id}/restore: the draft now holds that version's content. */
export function restorePageVersion(versionId: number) {
  return api.post(`page-versions/${versionId}/restore`, { schema: RestoreVersionResult })
}

export function useRestorePageVersion() {
  return useMutation({ mutationFn: restorePageVersion, onSuccess: useInvalidatePublishing() })
}
