import { randomUUID } from 'node:crypto'
import { z } from 'zod'

/**
 * How server processes tell each other that what they keep in memory is out of date (decision
 * 035). Events carry ids only, never content: a process drops what the event names and reads it
 * again from the database when asked.
 */
export interface InvalidationBus<E> {
  /** Where the events travel: this process only, PostgreSQL's LISTEN/NOTIFY or Redis pub/sub. */
  readonly kind: 'in-process' | 'postgres' | 'redis'
  /**
   * Applies `event` in this process at once, so the request that made the change and the next
   * one here see it, then tells every other process (which applies it when it arrives).
   */
  publish(event: E): void
  /** Runs `handler` for every event, this process's own and every other process's. */
  subscribe(handler: (event: E) => void): void
  /**
   * Runs `handler` when a lost connection is back: events sent meanwhile are lost to this
   * process, so whatever it keeps must go entirely.
   */
  onResync(handler: () => void): void
  close(): Promise<void>
}

export interface BusLog {
  info(fields: object, message: string): void
  warn(fields: object, message: string): void
  error(fields: object, message: string): void
}

/** The wire format's version; a process that reads another one drops everything it keeps. */
export const BUS_MESSAGE_VERSION = 1
/** PostgreSQL's NOTIFY takes at most 8000 bytes; an id message is far below. */
export const MAX_MESSAGE_BYTES = 8000

const Envelope = z.object({
  v: z.number().int().positive(),
  /** The process that sent it: it applied the event when it published it. */
  origin: z.string().min(1).max(64),
  event: z.unknown(),
})

/**
 * What every transport shares: the handlers, the wire format and its checks. `receive` takes a
 * raw message off the wire and never throws: a message that is not JSON, has the wrong shape or
 * names an unknown event is logged and dropped.
 */
export function createBusCore<E>({ schema, log }: { schema: z.ZodType<E>; log: BusLog }) {
  const origin = randomUUID()
  const handlers: ((event: E) => void)[] = []
  const resyncs: (() => void)[] = []

  const run = (what: string, call: () => void) => {
    try {
      call()
    } catch (err) {
      log.error({ err }, `invalidation ${what} failed`)
    }
  }
  const deliver = (event: E) => handlers.forEach((handler) => run('handler', () => handler(event)))

  function parse(raw: string) {
    if (Buffer.byteLength(raw) > MAX_MESSAGE_BYTES) return { error: 'too long' } as const
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return { error: 'not JSON' } as const
    }
    const envelope = Envelope.safeParse(json)
    if (!envelope.success) return { error: 'not an invalidation message' } as const
    return { envelope: envelope.data } as const
  }

  /** Drops everything this process keeps (events may have been missed), and says why. */
  function resync(reason: string) {
    log.warn({ reason }, 'invalidation events may have been missed: every cache cleared')
    resyncs.forEach((handler) => run('resync', handler))
  }

  /** A message of any process; this process's own was applied when it was published. */
  function receive(raw: string) {
    const parsed = parse(raw)
    if ('error' in parsed) {
      log.warn({ reason: parsed.error, bytes: raw.length }, 'invalidation message dropped')
      return
    }
    const { v, origin: sender, event } = parsed.envelope
    if (sender === origin) return
    // A process of another version (a rolling deploy): what it meant is unknown, so everything
    // goes rather than something stale staying.
    if (v !== BUS_MESSAGE_VERSION) return resync(`a message of version ${v}`)
    const known = schema.safeParse(event)
    if (!known.success) {
      log.warn({ reason: 'unknown event', bytes: raw.length }, 'invalidation message dropped')
      return
    }
    deliver(known.data)
  }

  return {
    subscribe: (handler: (event: E) => void) => void handlers.push(handler),
    onResync: (handler: () => void) => void resyncs.push(handler),
    deliver,
    encode: (event: E) => JSON.stringify({ v: BUS_MESSAGE_VERSION, origin, event }),
    receive,
    resync,
  }
}

export type BusCore<E> = ReturnType<typeof createBusCore<E>>
