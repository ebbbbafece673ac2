import type { FastifyInstance } from 'fastify'
import type { Metrics } from '../lib/metrics.ts'
import { isBackOfficeHost } from '../modules/public/request-path.ts'

/**
 * Counts and times every answer by its route's pattern (never the raw path, which would make a
 * series per page and id). Site hosts are one route, "site": their pages are not routes.
 */
export function registerRequestMetrics(
  app: FastifyInstance,
  { metrics, appUrl }: { metrics: Metrics; appUrl: string },
) {
  const appHostname = new URL(appUrl).hostname
  app.addHook('onResponse', (req, reply, done) => {
    const route = isBackOfficeHost(req.headers.host, appHostname)
      ? (req.routeOptions.url ?? 'unmatched')
      : 'site'
    metrics.observeRequest(
      { method: req.method, route, status_code: reply.statusCode },
      reply.elapsedTime,
    )
    done()
  })
}
