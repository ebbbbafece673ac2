import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidatePages } from './get-site-pages'

/** DELETE page/{id}; its subpages move to the top level (parent_id set null). */
export function deletePage(id: number) {
  return api.delete(`page/${id}`)
}

export function useDeletePage() {
  return useMutation({ mutationFn: deletePage, onSuccess: useInvalidatePages() })
}
