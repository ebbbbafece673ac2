import { DuplicateResponse } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidatePages } from './get-site-pages'

/** POST page/duplicate/{id} → { id, url }: a copy with its whole tree at a free URL. */
export function duplicatePage(id: number) {
  return api.post(`page/duplicate/${id}`, { body: { id }, schema: DuplicateResponse })
}

export function useDuplicatePage() {
  return useMutation({ mutationFn: duplicatePage, onSuccess: useInvalidatePages() })
}
