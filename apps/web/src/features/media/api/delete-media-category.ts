import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidateMedia } from '../../../api/queries/media-query-keys'

/** DELETE media_categories/{id}: only an empty category; else 409 with a message. */
export function deleteMediaCategory(id: number) {
  return api.delete(`media_categories/${id}`)
}

export function useDeleteMediaCategory() {
  return useMutation({ mutationFn: deleteMediaCategory, onSuccess: useInvalidateMedia() })
}
