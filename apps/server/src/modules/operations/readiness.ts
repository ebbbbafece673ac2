/** A dependency the server cannot answer without: resolves when reachable, rejects when not. */
export type DependencyCheck = () => Promise<unknown>

export type DependencyState = 'ok' | 'failed'

export interface Readiness {
  status: 'ready' | 'unavailable' | 'draining'
  /** Each dependency by name; never an address or a message (they may hold secrets). */
  checks: Record<string, DependencyState>
}

const withTimeout = (check: DependencyCheck, ms: number) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    check()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })

/**
 * Whether this process should get requests (/readyz): every dependency answers within
 * `timeoutMs`, and the process is not shutting down. A failed check is logged with its error.
 */
export function createReadiness({
  checks,
  isDraining,
  timeoutMs = 2000,
  log,
}: {
  checks: Record<string, DependencyCheck>
  isDraining: () => boolean
  timeoutMs?: number
  log: { warn(fields: object, message: string): void }
}) {
  return async (): Promise<Readiness> => {
    const states = await Promise.all(
      Object.entries(checks).map(async ([name, check]): Promise<[string, DependencyState]> => {
        try {
          await withTimeout(check, timeoutMs)
          return [name, 'ok']
        } catch (err) {
          log.warn({ err, dependency: name }, 'readiness: a dependency cannot be reached')
          return [name, 'failed']
        }
      }),
    )
    const failed = states.some(([, state]) => state === 'failed')
    return {
      status: isDraining() ? 'draining' : failed ? 'unavailable' : 'ready',
      checks: Object.fromEntries(states),
    }
  }
}
