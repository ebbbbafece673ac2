import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { createAccess } from './lib/access.ts'
import type { Clock } from './lib/clock.ts'
import { createInvalidationBus } from './lib/invalidation-bus/create-bus.ts'
import { createJobQueue } from './lib/job-queue.ts'
import type { Metrics } from './lib/metrics.ts'
import type { Kernel, ServerApp } from './lib/modules.ts'
import { createPeriodicRunner, oncePerInterval } from './lib/periodic.ts'
import { createRateLimiter } from './lib/rate-limiter.ts'
import { closeRedis, connectRedis } from './lib/redis.ts'
import { createStorageFromConfig } from './lib/storage/create-storage.ts'
import type { Storage } from './lib/storage/storage.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { createOutboxRepository } from './modules/mail/repository.ts'
import { CacheEvent } from './modules/public/cache-events.ts'
import { createAuditLog } from './modules/superuser/audit-log.ts'

interface KernelOptions {
  config: Config
  database: Database
  clock: Clock
  metrics: Metrics
  /** Where uploaded files live; default S3 when S3_* is set, else a folder under DATA_DIR. */
  storage?: Storage
  /** Serve the built back office from config.WEB_DIST_DIR. */
  serveWeb: boolean
}

/**
 * The parts every module may use (decision 058), each closed with the app: shared state of several
 * processes (decision 035: Redis when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY, else this
 * process alone), storage, mail, the job queue and maintenance runs.
 */
export async function createKernel(app: ServerApp, options: KernelOptions) {
  const { config, database, clock, metrics } = options
  const { db } = database
  const log: FastifyBaseLogger = app.log
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, { name: `${config.REDIS_KEY_PREFIX}commands`, log })
    : null
  if (redis) app.addHook('onClose', () => closeRedis(redis))
  const bus = await createInvalidationBus({ config, database, schema: CacheEvent, log })
  app.addHook('onClose', () => bus.close())
  const storage = options.storage ?? createStorageFromConfig(config)
  // A storage the caller handed in is the caller's to close.
  if (!options.storage) app.addHook('onClose', async () => storage.close?.())
  const mailer = createMailer({
    db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outbox: createOutboxRepository(db),
    log,
    clock,
  })
  const limiter = createRateLimiter({ db, clock })
  // Form mails and webhook calls (decision 022); started once every module has said how it runs
  // its kinds, stopped when the app closes (graceful shutdown), after the requests in flight.
  const jobs = createJobQueue({
    db,
    clock,
    log,
    concurrency: config.JOBS_CONCURRENCY,
    pollMs: config.JOBS_POLL_MS,
    // Longer than a job may take: SMTP's timeouts add up to 40 s, a webhook's to 10 s.
    leaseMs: 2 * 60_000,
    retryBaseMs: config.JOBS_RETRY_BASE_MS,
    retryMaxMs: 6 * 60 * 60_000,
  })
  // Maintenance runs in one process per interval, whichever asks first (decision 035).
  const periodic = createPeriodicRunner({ clock, log, claim: oncePerInterval(limiter) })
  app.addHook('onClose', () => Promise.all([jobs.stop(), periodic.stop()]).then(() => undefined))
  // Finished jobs (their payload may hold a visitor's values) are deleted hourly.
  periodic.every('finished jobs past their time', 60 * 60 * 1000, (now) =>
    jobs.purgeFinished(new Date(now.getTime() - FINISHED_JOBS_KEPT_DAYS * 24 * 60 * 60 * 1000)),
  )
  const kernel: Kernel = {
    config,
    database,
    db,
    clock,
    log,
    bus,
    jobs,
    periodic,
    mailer,
    storage,
    limiter,
    metrics,
    access: createAccess(db),
    audit: createAuditLog(db),
    secureCookies: config.APP_URL.startsWith('https://'),
    redis,
    webDistDir: options.serveWeb ? config.WEB_DIST_DIR : null,
  }
  return kernel
}

/** How long a sent mail's or webhook's state stays visible at its entry. */
const FINISHED_JOBS_KEPT_DAYS = 30
