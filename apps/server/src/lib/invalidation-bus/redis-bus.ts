import type { z } from 'zod'
import { closeRedis, connectRedis } from '../redis.ts'
import { createBusCore, type BusLog, type InvalidationBus } from './bus.ts'

export interface RedisBusOptions<E> {
  url: string
  /** REDIS_KEY_PREFIX: the channel is `{prefix}invalidation`. */
  prefix: string
  schema: z.ZodType<E>
  log: BusLog
}

/**
 * Events through Redis pub/sub (REDIS_URL; decision 035): one connection publishes (an event sent
 * while it is down waits in its queue and goes out on reconnect), one subscribes. The subscriber
 * subscribes again itself after every reconnect and then drops every cache, since messages of the
 * meantime are lost. Resolves once subscribed; rejects when Redis cannot be reached.
 */
export async function createRedisBus<E>({
  url,
  prefix,
  schema,
  log,
}: RedisBusOptions<E>): Promise<InvalidationBus<E>> {
  const core = createBusCore({ schema, log })
  const channel = `${prefix}invalidation`
  const publisher = await connectRedis(url, {
    name: `${prefix}bus-publisher`,
    log,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 20,
  })
  let subscriber
  try {
    subscriber = await connectRedis(url, {
      name: `${prefix}bus`,
      log,
      autoResubscribe: false,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    })
    await subscriber.subscribe(channel)
  } catch (error) {
    publisher.disconnect()
    subscriber?.disconnect()
    throw error
  }
  const sub = subscriber
  let closed = false
  sub.on('message', (from: string, message: string) => {
    if (from === channel) core.receive(message)
  })
  sub.on('close', () => {
    if (!closed) log.warn({ channel }, 'invalidation subscriber lost its Redis connection')
  })
  // Every later 'ready' is a reconnect: subscribe, then forget what may have been missed.
  sub.on('ready', () => {
    if (closed) return
    sub.subscribe(channel).then(
      () => core.resync('the Redis subscriber connected again'),
      (err: unknown) => {
        log.error({ err }, 'invalidation subscriber could not subscribe again')
        sub.disconnect(true)
      },
    )
  })

  return {
    kind: 'redis',
    publish(event) {
      core.deliver(event)
      publisher
        .publish(channel, core.encode(event))
        .catch((err: unknown) =>
          log.error({ err, event }, 'invalidation could not be sent to the other processes'),
        )
    },
    subscribe: core.subscribe,
    onResync: core.onResync,
    async close() {
      closed = true
      sub.disconnect()
      await closeRedis(publisher)
    },
  }
}
