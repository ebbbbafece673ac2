import type pg from 'pg'
import type { z } from 'zod'
import { createBusCore, type BusLog, type InvalidationBus } from './bus.ts'

/** The channel of every installation's database (one database, one installation). */
export const POSTGRES_CHANNEL = 'sitewerk_invalidation'

export interface PostgresBusOptions<E> {
  /** The database the processes share; the listener holds one connection of its own. */
  url: string
  /** Sends one NOTIFY through the app's pool (`SELECT pg_notify(channel, payload)`). */
  notify: (channel: string, payload: string) => Promise<unknown>
  schema: z.ZodType<E>
  log: BusLog
  /** Longest wait between two tries to get a lost connection back. */
  maxRetryMs?: number
}

/**
 * Events through PostgreSQL's LISTEN/NOTIFY (DATABASE_URL without REDIS_URL; decision 035). The
 * listener is one connection outside the pool (a pooled one would LISTEN on whichever connection
 * it got); when it is lost, it connects again, and since notifications of the meantime are gone,
 * every cache is dropped. Resolves once the first LISTEN is in place; rejects when it cannot be.
 */
export async function createPostgresBus<E>({
  url,
  notify,
  schema,
  log,
  maxRetryMs = 5000,
}: PostgresBusOptions<E>): Promise<InvalidationBus<E>> {
  const core = createBusCore({ schema, log })
  let listener: pg.Client | null = null
  let closed = false
  let attempts = 0
  let retry: NodeJS.Timeout | null = null

  async function listen() {
    // pg is loaded with the first listener: a server on PGlite never loads it (issue #18).
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url, keepAlive: true })
    client.on('notification', (message) => {
      if (message.channel === POSTGRES_CHANNEL) core.receive(message.payload ?? '')
    })
    client.on('error', (err) => lost(client, err))
    client.on('end', () => lost(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${POSTGRES_CHANNEL}`)
    } catch (error) {
      client.end().catch(() => undefined)
      throw error
    }
    if (closed) await client.end()
    else listener = client
  }

  function lost(client: pg.Client, err?: Error) {
    if (listener !== client) return
    listener = null
    client.end().catch(() => undefined)
    if (closed) return
    log.warn({ err }, 'invalidation listener lost its PostgreSQL connection: connecting again')
    again()
  }

  function again() {
    const delay = Math.min(maxRetryMs, 100 * 2 ** attempts++)
    retry = setTimeout(() => {
      retry = null
      listen().then(
        () => {
          attempts = 0
          if (!closed) core.resync('the PostgreSQL listener connected again')
        },
        (err: unknown) => {
          log.warn({ err }, 'invalidation listener could not connect to PostgreSQL')
          if (!closed) again()
        },
      )
    }, delay)
  }

  await listen()
  return {
    kind: 'postgres',
    publish(event) {
      core.deliver(event)
      notify(POSTGRES_CHANNEL, core.encode(event)).catch((err: unknown) =>
        log.error({ err, event }, 'invalidation could not be sent to the other processes'),
      )
    },
    subscribe: core.subscribe,
    onResync: core.onResync,
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const client = listener
      listener = null
      await client?.end()
    },
  }
}
