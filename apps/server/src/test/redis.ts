import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { onTestFinished } from 'vitest'
import { freePort } from './free-port.ts'

/** The Redis the shared-state tests use (`redis-server` from Debian; .ci/run starts it). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/**
 * Whether the test Redis answers. A developer without one sees why the tests that need it are
 * skipped; CI has one, so there it is a failure, never a silent skip.
 */
export async function redisIsReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    connectTimeout: 2000,
  })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.ping()
    return true
  } catch {
    if (process.env.CI) throw new Error(`Redis is not reachable at ${url}; CI must run these tests`)
    process.emitWarning(`Redis is not reachable at ${url}: the tests that need it are skipped`)
    return false
  } finally {
    client.disconnect()
  }
}

/** A key prefix of this test's own (REDIS_KEY_PREFIX), so parallel tests share no key or channel. */
export const testRedisPrefix = () => `sitewerk-test-${randomBytes(6).toString('hex')}:`

/** A connection of the test itself, closed when the test ends. */
export function redisClient(url = TEST_REDIS_URL) {
  const client = new Redis(url)
  onTestFinished(() => void client.disconnect())
  return client
}

/**
 * A Redis server of this test alone (no disk), for tests that stop it; stopped at the end.
 */
export async function startRedisServer() {
  const port = await freePort()
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    await exited
  }
  onTestFinished(stop)
  const url = `redis://127.0.0.1:${port}`
  for (let tries = 0; ; tries++) {
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null })
    probe.on('error', () => undefined)
    try {
      await probe.connect()
      break
    } catch (error) {
      if (tries > 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      probe.disconnect()
    }
  }
  return { url, stop }
}
