import { PageWithArticles } from '@sitewerk/contracts'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../api/client'

/** GET page/{id}: the page with its articles, sections and contents. */
export function getPage(id: number) {
  return api.get(`page/${id}`, { schema: PageWithArticles })
}

/** Editor state is the reducer's, so a page is loaded once per opening, never in the background. */
export const getPageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['editor-page', id],
    queryFn: () => getPage(id),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })
