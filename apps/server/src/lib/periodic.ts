import type { Clock } from './clock.ts'

export interface PeriodicLog {
  error(fields: object, message: string): void
}

/**
 * Maintenance that runs every so often in this process (sweeps, purges). A run starts
 * `intervalMs` after the previous one ended, so runs of one task never overlap; a failed run is
 * logged and the next comes as planned. `stop()` ends the timers and waits for runs in flight.
 */
export function createPeriodicRunner({ clock, log }: { clock: Clock; log: PeriodicLog }) {
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
