import { defineModule } from '../../lib/modules.ts'
import { createReadiness } from './readiness.ts'
import { operationsRoutes } from './routes.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    operations: null
  }
}

/** What load balancers and Prometheus ask: /healthz, /readyz, /metrics (issue #20). */
export const operationsModule = defineModule({
  name: 'operations',
  needs: [],
  async build({ database, redis, storage, log, metrics, config }) {
    // From the first step of a shutdown /readyz answers 503: the load balancer sends nothing new.
    let draining = false
    const readiness = createReadiness({
      checks: {
        database: () => database.exec('SELECT 1'),
        ...(redis ? { redis: () => redis.ping() } : {}),
        storage: () => storage.check(),
      },
      isDraining: () => draining,
      log,
    })
    return {
      provides: null,
      routes: (app) =>
        app.register(operationsRoutes, { readiness, metrics, metricsToken: config.METRICS_TOKEN }),
      stopTakingWork() {
        draining = true
      },
    }
  },
})
