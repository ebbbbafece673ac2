import { Page, type CreatePageBody } from '@sitewerk/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { useInvalidatePages } from './get-site-pages'

/** POST page → 201 Page; with create_article the page starts with an article and a section. */
export function createPage(body: CreatePageBody) {
  return api.post('page', { body, schema: Page })
}

export function useCreatePage() {
  return useMutation({ mutationFn: createPage, onSuccess: useInvalidatePages() })
}
