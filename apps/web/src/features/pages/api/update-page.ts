import { Page, type UpdatePageBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidatePages } from './get-site-pages'

/** PATCH page/{id} */
export function updatePage({ id, body }: { id: number; body: UpdatePageBody }) {
  return api.patch(`page/${id}`, { body, schema: Page })
}

export function useUpdatePage() {
  return useMutation({ mutationFn: updatePage, onSuccess: useInvalidatePages() })
}
