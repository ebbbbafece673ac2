import type { Redis, RedisOptions } from 'ioredis'

export interface RedisLog {
  warn(fields: object, message: string): void
}

/**
 * A Redis connection for the server's own commands (rate-limit counters, readiness). Commands fail
 * at once while the connection is down instead of waiting in a queue, so a request never hangs on
 * Redis. Resolves once connected; rejects when the first attempt fails (the server does not start
 * without a Redis it was told to use). ioredis is loaded here, on the first connection: a server
 * without REDIS_URL never loads it (issue #18, start time).
 */
export async function connectRedis(
  url: string,
  { name, log, ...options }: RedisOptions & { name: string; log: RedisLog },
): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    connectionName: name,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    ...options,
  })
  // ioredis prints an error event nobody listens to; one warning per outage is enough. Before the
  // first connection the error is thrown instead.
  let reported = true
  redis.on('error', (err: Error) => {
    if (reported) return
    reported = true
    log.warn({ err, connection: name }, 'Redis connection failed: trying again')
  })
  redis.on('ready', () => (reported = false))
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    // The address may hold a password: name the variable, not its value.
    throw new Error(`Redis (REDIS_URL) cannot be reached: ${(error as Error).message}`, {
      cause: error,
    })
  }
  return redis
}

/** Ends a connection: politely when it is up (pending replies arrive), at once when it is not. */
export async function closeRedis(redis: Redis) {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
  else redis.disconnect()
}
