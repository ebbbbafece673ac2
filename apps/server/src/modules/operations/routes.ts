import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ForbiddenError, UnauthenticatedError } from '../../lib/errors.ts'
import type { Metrics } from '../../lib/metrics.ts'
import { mayReadMetrics } from './metrics-access.ts'
import type { Readiness } from './readiness.ts'

export interface OperationsRoutesOptions {
  readiness: () => Promise<Readiness>
  metrics: Metrics
  /** METRICS_TOKEN; unset, only loopback scrapers read /metrics. */
  metricsToken: string | undefined
}

/**
 * What load balancers, orchestrators and Prometheus ask (issue #20, part 4). On the back-office
 * host and on any IP address (a probe's Host), never on a site host, where every path is a page.
 */
export const operationsRoutes: FastifyPluginAsyncZod<OperationsRoutesOptions> = async (
  app,
  { readiness, metrics, metricsToken },
) => {
  // The process is up and its event loop turns; it asks nothing of anyone.
  app.get('/healthz', { config: { access: 'guest' } }, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  )

  // Database, Redis (when configured) and storage answer, and the process is not shutting down.
  app.get('/readyz', { config: { access: 'guest' } }, async (_req, reply) => {
    const ready = await readiness()
    return reply
      .status(ready.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(ready)
  })

  app.get('/metrics', { config: { access: 'internal' } }, async (req, reply) => {
    if (!mayReadMetrics(req, metricsToken)) {
      if (!metricsToken) throw new ForbiddenError()
      reply.header('www-authenticate', 'Bearer realm="metrics"')
      throw new UnauthenticatedError()
    }
    return reply
      .header('content-type', metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text())
  })
}
