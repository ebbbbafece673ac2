import type { Component, Page, PageWithArticles } from '@sitewerk/contracts'
import { http, HttpResponse } from 'msw'
import { buildSite } from './fixtures'
import { mockMember } from './member'
import { server } from './server'

/**
 * A member of site 5 whose pages open in the editor: GET page/{id} answers each `tree` (a page
 * without one has no articles), with the organisation's components and no layouts or colour sets.
 */
export function mockEditorSite({
  pages,
  trees = [],
  components = [],
}: {
  pages: Page[]
  trees?: PageWithArticles[]
  components?: Component[]
}) {
  mockMember({ sites: [buildSite()] })
  server.use(
    http.get('/api/sites/5/pages', () => HttpResponse.json(pages)),
    http.get('/api/sites/5/layouts', () => HttpResponse.json([])),
    http.get('/api/colorsets', () => HttpResponse.json([])),
    http.get('/api/components', () => HttpResponse.json(components)),
    ...pages.map((page) =>
      http.get(`/api/page/${page.id}`, () =>
        HttpResponse.json(trees.find((tree) => tree.id === page.id) ?? { ...page, articles: [] }),
      ),
    ),
  )
}
