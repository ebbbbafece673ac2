import type { FastifyInstance } from 'fastify'

export interface DrainOptions {
  /** Longest wait for in-flight requests before the remaining connections are cut. */
  timeoutMs: number
  /**
   * How long requests that were already sent, but still sit unread in a socket's buffer when the
   * signal comes, are given to be read. Only then are idle keep-alive connections closed: closing
   * them at once resets a connection whose request is on its way (issue 12, item 8).
   */
  graceMs?: number
}

/**
 * Graceful shutdown of the HTTP side. Call before `listen` (it adds a hook); `drain()` then lets
 * every request in flight get its answer, each with `Connection: close` so a keep-alive connection
 * ends after its response, closes idle connections once the requests already sent have been read,
 * closes the listener and runs the `onClose` hooks. After `timeoutMs` whatever is still open is cut.
 * Requests that reach an open connection while closing are answered, not refused with a 503
 * (`return503OnClosing: false` in buildApp).
 */
export function gracefulShutdown(app: FastifyInstance, { timeoutMs, graceMs = 300 }: DrainOptions) {
  let draining = false
  app.addHook('onRequest', async (req, reply) => {
    if (draining && req.raw.httpVersionMajor < 2) reply.header('connection', 'close')
  })
  return {
    async drain(): Promise<{ timedOut: boolean }> {
      draining = true
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        app.server.closeAllConnections()
      }, timeoutMs)
      try {
        await new Promise((resolve) => setTimeout(resolve, Math.min(graceMs, timeoutMs)))
        // A timer runs before the I/O of its loop turn: when the loop was blocked (a long query),
        // the bytes that arrived meanwhile are read only in the following turns.
        for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve))
        await app.close()
      } finally {
        clearTimeout(timer)
      }
      return { timedOut }
    },
  }
}
