import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { jobs } from '../db/schema/index.ts'
import type { Clock } from './clock.ts'

export type JobRow = typeof jobs.$inferSelect
export type NewJob = Pick<
  typeof jobs.$inferInsert,
  'kind' | 'organizationId' | 'formId' | 'formEntryId' | 'payload' | 'maxAttempts' | 'runAt'
>

/** A failure that another attempt cannot mend (a broken template): the job fails at once. */
export class PermanentJobError extends Error {}

/**
 * Runs one job; a throw is a failed attempt, its message the reason the owner reads. A string it
 * answers is kept as the job's `outcome` (how a mail went: 'smtp' or 'outbox').
 */
export type JobHandler = (job: JobRow) => Promise<unknown>

export interface JobLog {
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
  error(fields: object, message: string): void
}

export interface JobQueueOptions {
  db: Db
  clock: Clock
  log: JobLog
  /** Jobs this process runs at the same time. */
  concurrency: number
  /** How often the worker looks for due jobs when nothing woke it. */
  pollMs: number
  /** How long a taken job is a worker's; after it, a worker that died is given up on. */
  leaseMs: number
  /** The wait before the second attempt; it doubles with each further one, up to `retryMaxMs`. */
  retryBaseMs: number
  retryMaxMs: number
  random?: () => number
}

/**
 * The durable job queue of decision 022 over the `jobs` table. A job is inserted in the caller's
 * transaction, so it exists exactly when the caller's rows do. Workers take due rows with
 * `FOR UPDATE SKIP LOCKED` (no two take one row) and hold them for a lease: a job whose worker
 * died is taken again once the lease has passed. Each claim counts as an attempt, so a job that
 * kills its worker still ends as failed.
 */
export function createJobQueue({
  db,
  clock,
  log,
  concurrency,
  pollMs,
  leaseMs,
  retryBaseMs,
  retryMaxMs,
  random = Math.random,
}: JobQueueOptions) {
  const handlers = new Map<string, JobHandler>()
  const active = new Set<Promise<void>>()
  let running = false
  let loop: Promise<void> | null = null
  let woken = false
  let wakeUp: (() => void) | null = null

  const later = (ms: number) => new Date(clock.now().getTime() + ms)

  /** Exponential back-off with jitter, so jobs that failed together do not retry together. */
  const backOffMs = (attempts: number) => {
    const full = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1))
    return Math.round(full / 2 + (random() * full) / 2)
  }

  async function claim(limit: number): Promise<JobRow[]> {
    const now = clock.now()
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true })
    return db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: later(leaseMs),
        updatedAt: now,
      })
      .where(inArray(jobs.id, due))
      .returning()
  }

  /** Writes an attempt's outcome, unless the lease ran out and another worker has the job now. */
  const settle = (job: JobRow, values: Partial<typeof jobs.$inferInsert>) =>
    db
      .update(jobs)
      .set({ ...values, lockedUntil: null, updatedAt: clock.now() })
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempts)))

  async function run(job: JobRow) {
    const where = { jobId: job.id, kind: job.kind, formId: job.formId, attempt: job.attempts }
    let error: unknown
    let outcome: unknown
    if (job.attempts > job.maxAttempts)
      error = new PermanentJobError('the worker stopped during the last attempt')
    else {
      const handler = handlers.get(job.kind)
      try {
        if (!handler) throw new PermanentJobError(`no handler for jobs of kind ${job.kind}`)
        outcome = await handler(job)
      } catch (err) {
        error = err ?? new Error('failed without a reason')
      }
    }
    try {
      if (error === undefined) {
        await settle(job, {
          state: 'done',
          finishedAt: clock.now(),
          lastError: null,
          outcome: typeof outcome === 'string' ? outcome : null,
        })
        return
      }
      const reason = error instanceof Error ? error.message : String(error)
      const last = error instanceof PermanentJobError || job.attempts >= job.maxAttempts
      if (last) {
        log.error({ ...where, reason }, 'job failed for good')
        await settle(job, { state: 'failed', finishedAt: clock.now(), lastError: reason })
      } else {
        const runAt = later(backOffMs(job.attempts))
        log.warn({ ...where, reason, retryAt: runAt.toISOString() }, 'job attempt failed')
        await settle(job, { state: 'queued', runAt, lastError: reason })
      }
    } catch (err) {
      // The lease runs out and the job is taken again: logged, since the outcome is lost.
      log.error({ ...where, err }, 'job outcome could not be stored')
    }
  }

  function launch(job: JobRow) {
    const task = run(job).finally(() => {
      active.delete(task)
      wake()
    })
    active.add(task)
  }

  function wake() {
    woken = true
    wakeUp?.()
  }

  function nap(ms: number) {
    if (woken) return Promise.resolve()
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
    })
  }

  async function work() {
    while (running) {
      woken = false
      const free = concurrency - active.size
      let taken = 0
      if (free > 0) {
        try {
          const claimed = await claim(free)
          claimed.forEach(launch)
          taken = claimed.length
        } catch (err) {
          log.error({ err }, 'jobs could not be taken')
        }
      }
      // A full batch means more may be due; otherwise wait for a wake-up or the next poll.
      if (!running || (free > 0 && taken === free)) continue
      await nap(pollMs)
    }
  }

  return {
    /** Says who runs jobs of `kind`; the modules that enqueue them register before `start()`. */
    handle(kind: string, handler: JobHandler) {
      handlers.set(kind, handler)
    },
    /**
     * Inserts jobs in `tx`, the caller's transaction; call `wake()` once it has committed. A job
     * runs at once unless it names a later `runAt`.
     */
    async enqueue(tx: Db, newJobs: NewJob[]): Promise<JobRow[]> {
      if (!newJobs.length) return []
      const now = clock.now()
      return tx
        .insert(jobs)
        .values(
          newJobs.map((job) => ({
            ...job,
            runAt: job.runAt ?? now,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning()
    },
    /** Deletes, in `tx`, the waiting jobs of `kind` whose payload holds `payload` (a plan given up). */
    async cancel(tx: Db, kind: string, payload: Record<string, unknown>) {
      await tx
        .delete(jobs)
        .where(
          and(
            eq(jobs.kind, kind),
            eq(jobs.state, 'queued'),
            sql`${jobs.payload} @> ${JSON.stringify(payload)}::jsonb`,
          ),
        )
    },
    /** Makes a waiting worker look for due jobs now instead of at its next poll. */
    wake,
    start() {
      if (running || concurrency < 1) return
      running = true
      loop = work()
    },
    /** Stops taking jobs and waits for the ones running; a job that hangs ends at its lease. */
    async stop() {
      running = false
      wake()
      await loop
      loop = null
      await Promise.allSettled([...active])
    },
    /**
     * Deletes jobs that finished before `before`: their payload may hold a visitor's values (a
     * form that stores no entries), which must not outlive the entries' own retention.
     */
    async purgeFinished(before: Date): Promise<number> {
      const deleted = await db
        .delete(jobs)
        .where(and(inArray(jobs.state, ['done', 'failed']), lt(jobs.finishedAt, before)))
        .returning({ id: jobs.id })
      return deleted.length
    },
    /** Jobs of every process by state (metrics): due now, waiting for a later time, running. */
    async counts(): Promise<{ due: number; scheduled: number; running: number }> {
      const now = sql`${clock.now().toISOString()}::timestamptz`
      const [row] = await db
        .select({
          due: sql<number>`count(*) FILTER (WHERE ${jobs.state} = 'queued' AND ${jobs.runAt} <= ${now})`.mapWith(
            Number,
          ),
          scheduled:
            sql<number>`count(*) FILTER (WHERE ${jobs.state} = 'queued' AND ${jobs.runAt} > ${now})`.mapWith(
              Number,
            ),
          running: sql<number>`count(*) FILTER (WHERE ${jobs.state} = 'running')`.mapWith(Number),
        })
        .from(jobs)
        .where(inArray(jobs.state, ['queued', 'running']))
      return row ?? { due: 0, scheduled: 0, running: 0 }
    },
    /** Takes and runs every due job, one batch after another (scripts and tests). */
    async runDue(): Promise<number> {
      let total = 0
      for (;;) {
        const claimed = await claim(Math.max(1, concurrency))
        if (!claimed.length) return total
        total += claimed.length
        await Promise.all(claimed.map(run))
      }
    },
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>
