import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { saveFile } from '../../../utils/save-file'
import { superuserKeys } from './keys'

/** The server's name of the file (its Content-Disposition), which a Blob does not carry. */
export const exportFileName = (id: number, now = new Date()) =>
  `sitewerk-user-${id}-${now.toISOString().slice(0, 10)}.json`

/**
 * GET superuser/users/{id}/export: everything stored about the person as a JSON file (GDPR
 * Art. 15/20). The download is an audit entry, and deleting the person needs one from the last
 * hour (decision 032).
 */
export async function exportUser(id: number) {
  saveFile(await api.getBlob(`superuser/users/${id}/export`), exportFileName(id))
}

export function useExportUser(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => exportUser(id),
    onSuccess: () => client.invalidateQueries({ queryKey: [...superuserKeys.all, 'audit'] }),
  })
}
