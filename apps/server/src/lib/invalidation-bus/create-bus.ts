import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { BusLog, InvalidationBus } from './bus.ts'
import { createInProcessBus } from './in-process-bus.ts'
import { createPostgresBus } from './postgres-bus.ts'
import { createRedisBus } from './redis-bus.ts'

/**
 * The bus the configuration asks for (decision 035): Redis pub/sub with REDIS_URL, else
 * PostgreSQL's LISTEN/NOTIFY on a PostgreSQL server, else this process alone (PGlite is one
 * process: its notifications never leave it).
 */
export async function createInvalidationBus<E>({
  config,
  database,
  schema,
  log,
}: {
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>
  database: Database
  schema: z.ZodType<E>
  log: BusLog
}): Promise<InvalidationBus<E>> {
  if (config.REDIS_URL)
    return createRedisBus({ url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX, schema, log })
  if (database.url)
    return createPostgresBus({
      url: database.url,
      notify: (channel, payload) =>
        database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`),
      schema,
      log,
    })
  return createInProcessBus()
}
