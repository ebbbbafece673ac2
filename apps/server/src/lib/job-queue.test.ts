import { eq } from 'drizzle-orm'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { Database } from '../db/client.ts'
import { jobs } from '../db/schema/index.ts'
import { createTestClock } from '../test/clock.ts'
import { createTestDatabase } from '../test/database.ts'
import { createJobQueue, PermanentJobError, type JobQueueOptions } from './job-queue.ts'
import { createPeriodicRunner, oncePerInterval } from './periodic.ts'
import { createRateLimiter } from './rate-limiter.ts'

async function testDatabase(): Promise<Database> {
  const database = await createTestDatabase()
  onTestFinished(() => database.close())
  return database
}

/** A log the test reads: every failed attempt must say which job it was. */
function recordingLog() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = []
  const at = (level: string) => (fields: object, message: string) =>
    lines.push({ level, fields: fields as Record<string, unknown>, message })
  return { lines, info: at('info'), warn: at('warn'), error: at('error') }
}

function queueOver(database: Database, options: Partial<JobQueueOptions> = {}) {
  const queue = createJobQueue({
    db: database.db,
    clock: createTestClock(),
    log: recordingLog(),
    concurrency: 2,
    pollMs: 20,
    leaseMs: 60_000,
    retryBaseMs: 1000,
    retryMaxMs: 60_000,
    ...options,
  })
  onTestFinished(() => queue.stop())
  return queue
}

const job = (n: number) => ({
  kind: 'test',
  organizationId: null,
  formId: null,
  formEntryId: null,
  payload: { n },
})

const rowOf = async (database: Database, id: number) =>
  (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!

describe('the job queue', () => {
  it('runs each job exactly once, however many workers take from it at the same time', async () => {
    const database = await testDatabase()
    const runs: number[] = []
    const workers = [1, 2, 3].map(() => {
      const queue = queueOver(database, { concurrency: 3, clock: { now: () => new Date() } })
      queue.handle('test', async (row) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        runs.push((row.payload as { n: number }).n)
      })
      return queue
    })
    await workers[0]!.enqueue(
      database.db,
      Array.from({ length: 30 }, (_, n) => job(n)),
    )
    workers.forEach((w) => w.start())
    await vi.waitFor(() => expect(runs).toHaveLength(30), { timeout: 20_000, interval: 50 })
    await Promise.all(workers.map((w) => w.stop()))

    expect([...runs].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n))
    const rows = await database.db.select().from(jobs)
    expect(rows.every((r) => r.state === 'done' && r.attempts === 1 && r.finishedAt)).toBe(true)
  })

  it('retries a failing job with growing waits, then fails it with its reason, logged each time', async () => {
    const database = await testDatabase()
    const clock = createTestClock()
    const log = recordingLog()
    const queue = queueOver(database, { clock, log, random: () => 1 })
    let calls = 0
    queue.handle('test', async () => {
      calls++
      throw new Error('451 try again later')
    })
    const [row] = await queue.enqueue(database.db, [{ ...job(1), maxAttempts: 3 }])

    expect(await queue.runDue()).toBe(1)
    let stored = await rowOf(database, row!.id)
    expect(stored).toMatchObject({ state: 'queued', attempts: 1, lastError: '451 try again later' })
    expect(stored.runAt.getTime() - clock.now().getTime()).toBe(1000)
    // Not due before its time.
    expect(await queue.runDue()).toBe(0)

    clock.advanceSeconds(1)
    await queue.runDue()
    stored = await rowOf(database, row!.id)
    expect(stored.runAt.getTime() - clock.now().getTime()).toBe(2000)

    clock.advanceSeconds(2)
    await queue.runDue()
    stored = await rowOf(database, row!.id)
    expect(stored).toMatchObject({ state: 'failed', attempts: 3, lastError: '451 try again later' })
    expect(stored.finishedAt).not.toBeNull()
    expect(calls).toBe(3)
    clock.advanceSeconds(3600)
    expect(await queue.runDue()).toBe(0)

    expect(
      log.lines.map((l) => [l.level, l.fields.jobId, l.fields.kind, l.fields.attempt]),
    ).toEqual([
      ['warn', row!.id, 'test', 1],
      ['warn', row!.id, 'test', 2],
      ['error', row!.id, 'test', 3],
    ])
  })

  it('spreads retries with jitter between half and the whole wait', async () => {
    const database = await testDatabase()
    const clock = createTestClock()
    const queue = queueOver(database, { clock, random: () => 0 })
    queue.handle('test', () => Promise.reject(new Error('down')))
    const [row] = await queue.enqueue(database.db, [job(1)])
    await queue.runDue()
    expect((await rowOf(database, row!.id)).runAt.getTime() - clock.now().getTime()).toBe(500)
  })

  it('fails a job at once when another attempt cannot help', async () => {
    const database = await testDatabase()
    const queue = queueOver(database)
    queue.handle('test', () => Promise.reject(new PermanentJobError('the template does not work')))
    const [row] = await queue.enqueue(database.db, [job(1)])
    await queue.runDue()
    expect(await rowOf(database, row!.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'the template does not work',
    })
  })

  it('takes the job of a worker that died again once its lease has passed', async () => {
    const database = await testDatabase()
    const clock = createTestClock()
    const dead = queueOver(database, { clock, leaseMs: 60_000 })
    // The first worker takes the job and never comes back.
    dead.handle('test', () => new Promise(() => {}))
    const [row] = await dead.enqueue(database.db, [job(1)])
    void dead.runDue()
    await vi.waitFor(async () => expect((await rowOf(database, row!.id)).state).toBe('running'))

    const alive = queueOver(database, { clock })
    const done: number[] = []
    alive.handle('test', async (r) => {
      done.push(r.id)
    })
    expect(await alive.runDue()).toBe(0)
    clock.advanceSeconds(61)
    expect(await alive.runDue()).toBe(1)
    expect(done).toEqual([row!.id])
    expect(await rowOf(database, row!.id)).toMatchObject({ state: 'done', attempts: 2 })
  })

  it('fails a job whose worker died during its last attempt, without running it again', async () => {
    const database = await testDatabase()
    const clock = createTestClock()
    const queue = queueOver(database, { clock })
    let calls = 0
    queue.handle('test', async () => {
      calls++
    })
    const [row] = await queue.enqueue(database.db, [{ ...job(1), maxAttempts: 2 }])
    await database.db
      .update(jobs)
      .set({ state: 'running', attempts: 2, lockedUntil: new Date(clock.now().getTime() - 1) })
      .where(eq(jobs.id, row!.id))
    await queue.runDue()
    expect(calls).toBe(0)
    expect(await rowOf(database, row!.id)).toMatchObject({
      state: 'failed',
      lastError: 'the worker stopped during the last attempt',
    })
  })

  it('enqueues nothing when the transaction it was enqueued in rolls back', async () => {
    const database = await testDatabase()
    const queue = queueOver(database)
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx as never, [job(1)])
        throw new Error('the entry could not be stored')
      }),
    ).rejects.toThrow('the entry could not be stored')
    expect(await database.db.select().from(jobs)).toEqual([])
  })

  it('forgets finished jobs older than the given time, and never one still to run', async () => {
    const database = await testDatabase()
    const queue = queueOver(database)
    const [old, recent, failed, waiting] = await queue.enqueue(database.db, [
      job(1),
      job(2),
      job(3),
      job(4),
    ])
    const finished = (id: number, state: string, at: string) =>
      database.db
        .update(jobs)
        .set({ state, finishedAt: new Date(at) })
        .where(eq(jobs.id, id))
    await finished(old!.id, 'done', '2026-01-01T00:00:00Z')
    await finished(recent!.id, 'done', '2026-03-01T00:00:00Z')
    await finished(failed!.id, 'failed', '2026-01-01T00:00:00Z')

    expect(await queue.purgeFinished(new Date('2026-02-01T00:00:00Z'))).toBe(2)
    const left = await database.db.select({ id: jobs.id }).from(jobs)
    expect(left.map((r) => r.id).sort()).toEqual([recent!.id, waiting!.id].sort())
  })

  it('runs a job planned for later only once its time has come, and cancels a waiting one', async () => {
    const database = await testDatabase()
    const clock = createTestClock(new Date('2026-06-01T10:00:00Z'))
    const queue = queueOver(database, { clock })
    const ran: unknown[] = []
    queue.handle('test', async (row) => void ran.push(row.payload))
    const later = new Date('2026-06-01T11:00:00Z')
    await queue.enqueue(database.db, [
      { ...job(1), runAt: later },
      { ...job(2), runAt: later },
    ])
    expect(await queue.runDue()).toBe(0)

    await queue.cancel(database.db, 'test', { n: 2 })
    await queue.cancel(database.db, 'other', { n: 1 })
    clock.advanceSeconds(3600)
    expect(await queue.runDue()).toBe(1)
    expect(ran).toEqual([{ n: 1 }])
    // A job that has run is no longer waiting: cancelling leaves its record.
    await queue.cancel(database.db, 'test', { n: 1 })
    expect(await database.db.select({ state: jobs.state }).from(jobs)).toEqual([{ state: 'done' }])
  })

  it('is woken by an enqueue at once and finishes the running job before it stops', async () => {
    const database = await testDatabase()
    const queue = queueOver(database, { pollMs: 60_000, clock: { now: () => new Date() } })
    let finished = false
    queue.handle('test', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200))
      finished = true
    })
    queue.start()
    // Let the worker fall asleep for its long poll first.
    await new Promise((resolve) => setTimeout(resolve, 100))
    const [row] = await queue.enqueue(database.db, [job(1)])
    queue.wake()
    await vi.waitFor(async () => expect((await rowOf(database, row!.id)).state).toBe('running'), {
      timeout: 5000,
    })
    await queue.stop()
    expect(finished).toBe(true)
    expect((await rowOf(database, row!.id)).state).toBe('done')
  })
})

describe('the periodic runner', () => {
  it('runs a task again and again without overlap, logs its failures and stops', async () => {
    const log = recordingLog()
    const runner = createPeriodicRunner({ clock: { now: () => new Date() }, log })
    let running = 0
    let most = 0
    let runs = 0
    runner.every('slow and flaky', 5, async () => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 20))
      running--
      runs++
      if (runs === 2) throw new Error('the purge failed')
    })
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(4), { timeout: 5000 })
    await runner.stop()
    const after = runs
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(runs).toBe(after)
    expect(most).toBe(1)
    expect(running).toBe(0)
    expect(log.lines).toHaveLength(1)
    expect(log.lines[0]).toMatchObject({
      level: 'error',
      fields: { task: 'slow and flaky' },
      message: 'periodic task failed',
    })
  })

  it('runs a task once per interval across processes that share the database (decision 035)', async () => {
    const database = await testDatabase()
    const clock = createTestClock()
    const runs: string[] = []
    // Two server processes, each with its runner, asking every 10 ms in real time; the interval's
    // window is on the shared clock, which the test moves by hand.
    const runners = ['a', 'b'].map((name) => {
      const runner = createPeriodicRunner({
        clock,
        log: recordingLog(),
        claim: oncePerInterval(createRateLimiter({ db: database.db, clock })),
      })
      onTestFinished(() => runner.stop())
      runner.every('sweep', 10, async () => void runs.push(name))
      return runner
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(runs).toHaveLength(1)
    clock.advanceSeconds(0.01)
    await vi.waitFor(() => expect(runs).toHaveLength(2))
    await new Promise((resolve) => setTimeout(resolve, 200))
    await Promise.all(runners.map((runner) => runner.stop()))
    expect(runs).toHaveLength(2)
  })
})
