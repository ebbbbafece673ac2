import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** What the gauges read when Prometheus scrapes (issue #20, part 4). */
export interface MetricSources {
  pageCache: { readonly hits: number; readonly misses: number; readonly bytes: number }
  /** Pages waiting for a render worker, all sites together. */
  renderQueueLength: () => number
  /** The jobs table, all processes together: due, scheduled for later, running. */
  jobCounts: () => Promise<{ due: number; scheduled: number; running: number }>
  /** The database pool's connections (PostgreSQL; PGlite has one connection and no pool). */
  poolUse?: () => { total: number; idle: number; waiting: number }
  log: { warn(fields: object, message: string): void }
}

const SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * The server's Prometheus metrics, in a registry of its own (tests build many apps in one
 * process). Counters and histograms are fed as things happen; gauges read their source at scrape.
 */
export function createMetrics() {
  const registry = new Registry()
  const registers = [registry]
  const requests = new Counter({
    name: 'sitewerk_http_requests_total',
    help: 'Answered requests by method, route (pattern; "site" for site hosts) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  })
  const requestSeconds = new Histogram({
    name: 'sitewerk_http_request_duration_seconds',
    help: 'Time from request to answer by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  })
  const renderWait = new Histogram({
    name: 'sitewerk_render_queue_wait_seconds',
    help: 'Time a public page waited for a render worker',
    buckets: SECONDS_BUCKETS,
    registers,
  })
  const renderSeconds = new Histogram({
    name: 'sitewerk_render_duration_seconds',
    help: 'Time a render worker took for a public page',
    buckets: SECONDS_BUCKETS,
    registers,
  })
  let defaultsCollected = false

  return {
    registry,
    observeRequest(labels: { method: string; route: string; status_code: number }, ms: number) {
      requests.inc(labels)
      requestSeconds.observe(labels, ms / 1000)
    },
    observeRender({ waitedMs, renderMs }: { waitedMs: number; renderMs: number }) {
      renderWait.observe(waitedMs / 1000)
      renderSeconds.observe(renderMs / 1000)
    },
    /** Registers the gauges over what the app built. */
    watch(sources: MetricSources) {
      watchGauges(registers, sources)
    },
    /** The text format Prometheus reads. */
    async text() {
      // Node's own (CPU, memory, event loop, GC) from the first scrape on: their observers live
      // as long as the process, which a metrics registry per test app should not start.
      if (!defaultsCollected) {
        defaultsCollected = true
        collectDefaultMetrics({ register: registry })
      }
      return registry.metrics()
    },
    contentType: registry.contentType,
  }
}

function watchGauges(registers: Registry[], sources: MetricSources) {
  const { pageCache } = sources
  new Counter({
    name: 'sitewerk_page_cache_hits_total',
    help: 'Public page lookups answered from this process’s page cache',
    registers,
    collect() {
      // The cache counts; the counter shows its count.
      this.reset()
      this.inc(pageCache.hits)
    },
  })
  new Counter({
    name: 'sitewerk_page_cache_misses_total',
    help: 'Public page lookups the page cache could not answer (rendered)',
    registers,
    collect() {
      // The cache counts; the counter shows its count.
      this.reset()
      this.inc(pageCache.misses)
    },
  })
  new Gauge({
    name: 'sitewerk_page_cache_hit_ratio',
    help: 'Hits among page cache lookups since the process started',
    registers,
    collect() {
      const lookups = pageCache.hits + pageCache.misses
      this.set(lookups ? pageCache.hits / lookups : 0)
    },
  })
  new Gauge({
    name: 'sitewerk_page_cache_bytes',
    help: 'Bytes of encoded pages in this process’s page cache',
    registers,
    collect() {
      this.set(pageCache.bytes)
    },
  })
  new Gauge({
    name: 'sitewerk_render_queue_length',
    help: 'Public pages waiting for a render worker in this process',
    registers,
    collect() {
      this.set(sources.renderQueueLength())
    },
  })
  new Gauge({
    name: 'sitewerk_job_queue_depth',
    help: 'Jobs of the durable queue (all processes) by state: due, scheduled, running',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      try {
        const counts = await sources.jobCounts()
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count)
      } catch (err) {
        sources.log.warn({ err }, 'metrics: the job queue could not be counted')
      }
    },
  })
  new Gauge({
    name: 'sitewerk_db_pool_connections',
    help: 'Database pool connections by state: total, idle, waiting (clients queued for one)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = sources.poolUse?.()
      if (!use) return
      for (const [state, count] of Object.entries(use)) this.set({ state }, count)
    },
  })
}

export type Metrics = ReturnType<typeof createMetrics>
