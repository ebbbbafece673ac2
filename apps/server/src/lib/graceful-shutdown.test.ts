import Fastify from 'fastify'
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { gracefulShutdown } from './graceful-shutdown.ts'

async function slowServer({
  timeoutMs,
  handlerMs,
  onDrain,
}: {
  timeoutMs: number
  handlerMs: number
  onDrain?: () => Promise<void>
}) {
  const app = Fastify({ return503OnClosing: false })
  const shutdown = gracefulShutdown(app, {
    timeoutMs,
    quietMs: 50,
    ...(onDrain ? { onDrain } : {}),
  })
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, handlerMs))
    return { ok: true }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  return { app, shutdown, port }
}

function get(port: number) {
  return new Promise<{ status: number; connection?: string } | { error: string }>((resolve) => {
    request({ port, host: '127.0.0.1', path: '/slow' }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }))
    })
      .on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }))
      .end()
  })
}

describe('graceful shutdown', () => {
  it('answers a request in flight and closes its connection after the answer', async () => {
    const { shutdown, port } = await slowServer({ timeoutMs: 5000, handlerMs: 300 })
    const answer = get(port)
    await new Promise((r) => setTimeout(r, 100))
    const drained = await shutdown.drain()
    expect(await answer).toEqual({ status: 200, connection: 'close' })
    expect(drained).toEqual({ timedOut: false })
  })

  it('stops taking background work as the drain begins, while a request is still in flight', async () => {
    let answeredWhenStopped: boolean | null = null
    let answered = false
    const { shutdown, port } = await slowServer({
      timeoutMs: 5000,
      handlerMs: 300,
      onDrain: async () => {
        answeredWhenStopped = answered
      },
    })
    const answer = get(port).then((result) => ((answered = true), result))
    await new Promise((r) => setTimeout(r, 100))
    await shutdown.drain()
    expect(await answer).toMatchObject({ status: 200 })
    expect(answeredWhenStopped).toBe(false)
  })

  it('cuts what is still running when the bound is reached', async () => {
    const { shutdown, port } = await slowServer({ timeoutMs: 200, handlerMs: 3000 })
    const answer = get(port)
    await new Promise((r) => setTimeout(r, 100))
    const started = Date.now()
    expect(await shutdown.drain()).toEqual({ timedOut: true })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await answer).toEqual({ error: 'ECONNRESET' })
  })
})
