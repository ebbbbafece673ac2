import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParams, PagePreviewData } from '@sitewerk/contracts'
import type { PagePreview } from './page-preview.ts'

/** The back-office call of the editor's preview; the page itself comes from GET page/{id}. */
export const pagePreviewRoutes: FastifyPluginAsyncZod<{ preview: PagePreview }> = async (
  app,
  { preview },
) => {
  app.get(
    '/api/page/:id/preview',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: PagePreviewData } },
    },
    (req) => preview.get(req.ctx, req.params.id),
  )
}
