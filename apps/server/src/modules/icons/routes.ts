import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ICONS,
  IconDataQuery,
  IconSearchQuery,
  IconSearchResponse,
  IconSetResponse,
} from '@sitewerk/contracts'
import { z } from 'zod'
import { NotFoundError } from '../../lib/errors.ts'
import type { IconSet } from './icon-set.ts'

export interface IconsRoutesOptions {
  icons: IconSet
}

/** Icon data changes only with the package's version, which changes the build; a week is safe. */
const DATA_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'
const SEARCH_CACHE_CONTROL = 'public, max-age=3600'

/**
 * The Iconify API for the one icon set we ship (decision 019): editors' browsers load icon data
 * from our own host, never from a third party. Public icon data, so guests may read it; the API
 * rate limit counts it like every /api route.
 */
export const iconsRoutes: FastifyPluginAsyncZod<IconsRoutesOptions> = async (app, opts) => {
  const { icons } = opts

  app.get(
    '/api/icons/search',
    {
      config: { access: 'guest' },
      schema: { querystring: IconSearchQuery, response: { 200: IconSearchResponse } },
    },
    (req, reply) => {
      reply.header('cache-control', SEARCH_CACHE_CONTROL)
      return { prefix: icons.prefix, ...icons.search(req.query.query, req.query.limit) }
    },
  )

  app.get(
    '/api/icons/:file',
    {
      config: { access: 'guest' },
      schema: {
        params: z.object({ file: z.string().max(100) }),
        querystring: IconDataQuery,
        response: { 200: IconSetResponse },
      },
    },
    (req, reply) => {
      // Iconify clients ask `/{prefix}.json`; another set is not here, as the Iconify API says.
      if (req.params.file !== `${ICONS.prefix}.json`) throw new NotFoundError()
      reply.header('cache-control', DATA_CACHE_CONTROL)
      return icons.data(req.query.icons)
    },
  )
}
