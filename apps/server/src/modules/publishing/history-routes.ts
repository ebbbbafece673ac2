import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  IdParams,
  PageVersion,
  PageVersionSummary,
  RestoreVersionResult,
} from '@sitewerk/contracts'
import type { HistoryService } from './history-service.ts'

/** A page's published versions (issue #15): every member may read and restore them. */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (
  app,
  { history },
) => {
  app.get(
    '/api/page/:id/versions',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: z.array(PageVersionSummary) } },
    },
    (req) => history.listVersions(req.ctx, req.params.id),
  )
  app.get(
    '/api/page-versions/:id',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: PageVersion } },
    },
    (req) => history.getVersion(req.ctx, req.params.id),
  )
  app.post(
    '/api/page-versions/:id/restore',
    {
      config: { access: 'member' },
      schema: { params: IdParams, response: { 200: RestoreVersionResult } },
    },
    (req) => history.restoreVersion(req.ctx, req.params.id),
  )
}
