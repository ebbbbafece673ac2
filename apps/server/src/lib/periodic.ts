import type { Clock } from './clock.ts'
import type { RateLimiter } from './rate-limiter.ts'

export interface PeriodicLog {
  error(fields: object, message: string): void
}

/**
 * Whether this process takes the run of `name` that is due now: one process in an interval, the
 * others skip it (decision 035). Without it every process runs every task.
 */
export type ClaimRun = (name: string, intervalMs: number) => Promise<boolean>

/**
 * One run per interval across every process that shares the database: the first to count a hit
 * on the task's key in the interval's window takes it (the `rate_limits` table, one upsert).
 */
export function oncePerInterval(limiter: Pick<RateLimiter, 'hit'>): ClaimRun {
  return async (name, intervalMs) =>
    (await limiter.hit(`periodic:${name}`, { max: 1, windowSeconds: intervalMs / 1000 })).allowed
}

/**
 * Maintenance that runs every so often (sweeps, purges). A run starts `intervalMs` after the
 * previous one ended, so runs of one task never overlap; with `claim`, one process of several runs
 * it per interval. A failed run is logged and the next comes as planned. `stop()` ends the timers
 * and waits for runs in flight.
 */
export function createPeriodicRunner({
  clock,
  log,
  claim,
}: {
  clock: Clock
  log: PeriodicLog
  claim?: ClaimRun
}) {
  const timers = new Map<string, NodeJS.Timeout>()
  const inFlight = new Set<Promise<void>>()
  let stopped = false

  return {
    /** Runs `task(now)` every `intervalMs`, the first time after one interval. */
    every(name: string, intervalMs: number, task: (now: Date) => Promise<unknown>) {
      if (timers.has(name)) throw new Error(`periodic task ${name} is already planned`)
      const plan = () => {
        if (stopped) return
        timers.set(
          name,
          setTimeout(() => {
            const run = (async () => {
              try {
                if (claim && !(await claim(name, intervalMs))) return
                await task(clock.now())
              } catch (err) {
                log.error({ task: name, err }, 'periodic task failed')
              }
            })()
            inFlight.add(run)
            void run.finally(() => {
              inFlight.delete(run)
              plan()
            })
          }, intervalMs).unref(),
        )
      }
      plan()
    },
    async stop() {
      stopped = true
      timers.forEach((timer) => clearTimeout(timer))
      timers.clear()
      await Promise.allSettled([...inFlight])
    },
  }
}

export type PeriodicRunner = ReturnType<typeof createPeriodicRunner>
