import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from '../config.ts'
import type { Database, Db } from '../db/client.ts'
import type { CacheEvent } from '../modules/public/cache-events.ts'
import type { Mailer } from '../modules/mail/mailer.ts'
import type { AuditLog } from '../modules/superuser/audit-log.ts'
import type { Access } from './access.ts'
import type { Clock } from './clock.ts'
import type { InvalidationBus } from './invalidation-bus/bus.ts'
import type { JobQueue } from './job-queue.ts'
import type { Metrics } from './metrics.ts'
import type { PeriodicRunner } from './periodic.ts'
import type { RateLimiter } from './rate-limiter.ts'
import type { Storage } from './storage/storage.ts'

export type ServerApp = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>

/**
 * What every module may use without declaring it (decision 058): the server's own parts, made once
 * in `kernel.ts` before any module. Anything else a module uses is another module's port.
 */
export interface Kernel {
  config: Config
  database: Database
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  /** Invalidations every process hears (decision 035). */
  bus: InvalidationBus<CacheEvent>
  /** Mails and webhook calls that must survive a restart (decision 022). */
  jobs: JobQueue
  /** Maintenance, once per interval over all processes (decision 035). */
  periodic: PeriodicRunner
  mailer: Mailer
  storage: Storage
  limiter: RateLimiter
  metrics: Metrics
  /** Who may act in which organisation: the check route access makes, for every module. */
  access: Access
  /** Every superuser write, in its own transaction (decision 032). */
  audit: AuditLog
  /** Whether cookies carry `Secure` (APP_URL is https). */
  secureCookies: boolean
  /** Shared state of several processes when REDIS_URL is set (decision 035). */
  redis: Redis | null
  /** The built back office this server serves, or null (tests, `npm run dev`). */
  webDistDir: string | null
}

/** The ports the modules provide, by module name; each `module.ts` adds its own. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Ports {}
export type ModuleName = keyof Ports

/** A maintenance run: once per interval, in whichever process asks first. */
export interface PeriodicRun {
  name: string
  everyMs: number
  run(now: Date): Promise<unknown>
}

/** What a built module hands back: its port and what it registers. */
export interface BuiltModule<P> {
  provides: P
  /** Answers site hosts, registered before the back-office plugins (no cookie, no session). */
  siteHosts?(app: ServerApp): Promise<void> | void
  /** Its routes, registered after the back-office plugins, in the modules' order. */
  routes?(app: ServerApp): PromiseLike<unknown>
  periodic?: PeriodicRun[]
  /** Shutdown steps, after the requests in flight (graceful shutdown). */
  close?(): Promise<unknown> | unknown
  /** The first step of a shutdown: take no new work. */
  stopTakingWork?(): Promise<unknown> | unknown
}

/** A module: what it needs (other modules' ports), and how it is built from them. */
export interface ServerModule<N extends ModuleName = ModuleName, Needs extends ModuleName = never> {
  name: N
  needs: readonly Needs[]
  build(kernel: Kernel, ports: Pick<Ports, Needs>): Promise<BuiltModule<Ports[N]>>
}

/** Declares a module; its types tie the port to its name and the ports it gets to its needs. */
export const defineModule = <N extends ModuleName, Needs extends ModuleName = never>(
  module: ServerModule<N, Needs>,
) => module

// A module's own type parameters do not matter once it is declared.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModule = ServerModule<ModuleName, any>

export class ModuleGraphError extends Error {}

/**
 * The order to build the modules in: each after every module it needs (depth first, needs in
 * their declared order), else as listed.
 * Refuses a need of a module that is not in the list, a name given twice and a cycle, naming it.
 */
export function buildOrder(modules: readonly AnyModule[]): AnyModule[] {
  const byName = new Map<string, AnyModule>()
  for (const m of modules) {
    if (byName.has(m.name)) throw new ModuleGraphError(`module "${m.name}" is listed twice`)
    byName.set(m.name, m)
  }
  const order: AnyModule[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (m: AnyModule, path: string[]) => {
    if (state.get(m.name) === 'done') return
    if (state.get(m.name) === 'visiting')
      throw new ModuleGraphError(
        `modules need each other in a cycle: ${[...path.slice(path.indexOf(m.name)), m.name].join(' → ')}`,
      )
    state.set(m.name, 'visiting')
    for (const need of m.needs as string[]) {
      const needed = byName.get(need)
      if (!needed)
        throw new ModuleGraphError(`module "${m.name}" needs "${need}", which is not a module`)
      visit(needed, [...path, m.name])
    }
    state.set(m.name, 'done')
    order.push(m)
  }
  for (const m of modules) visit(m, [])
  return order
}

/**
 * The ports a module gets: only those it declared. Reaching for another is a programming error
 * that fails loudly, at the first use, instead of working by accident.
 */
function declaredPorts(module: AnyModule, ports: Partial<Ports>) {
  const given = Object.fromEntries(
    (module.needs as string[]).map((n) => [n, ports[n as ModuleName]]),
  )
  return new Proxy(given, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target))
        throw new ModuleGraphError(`module "${module.name}" uses "${key}" without declaring it`)
      return target[key as string]
    },
  }) as never
}

/** Builds every module in `buildOrder`, each from the kernel and the ports it declared. */
export async function buildModules(kernel: Kernel, modules: readonly AnyModule[]) {
  const ports: Partial<Ports> = {}
  const built: Array<BuiltModule<unknown> & { name: string }> = []
  for (const module of buildOrder(modules)) {
    const result = await module.build(kernel, declaredPorts(module, ports))
    ;(ports as Record<string, unknown>)[module.name] = result.provides
    built.push({ ...result, name: module.name })
  }
  return { ports: ports as Ports, built }
}
