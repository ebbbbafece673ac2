import type { FastifyInstance } from 'fastify'

export interface DrainOptions {
  /** Longest wait for in-flight requests before the remaining connections are cut. */
  timeoutMs: number
  /**
   * How long the server must have been quiet (no request in flight, no new connection) before it
   * stops listening. Requests that were sent before the signal may still wait, unread, in a socket
   * buffer or the accept queue of a busy machine; closing the listener or idle connections then
   * resets them (issue 12, item 8: 3 connections reset, 1 answered 503).
   */
  quietMs?: number
  /**
   * Runs as the drain begins, beside the requests in flight: stop taking background work and
   * tell the load balancer (readiness) that this process is going. Awaited before `drain` ends.
   */
  onDrain?: () => Promise<void>
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Graceful shutdown of the HTTP side. Call before `listen` (it adds hooks). `drain()`:
 * 1. every response from now on carries `Connection: close`, so each keep-alive connection ends
 *    after its answer and clients open no new requests on it;
 * 2. once no request has been in flight and no connection has come for `quietMs`, the listener and
 *    the idle connections close (`app.close()`, which waits for requests still running and runs
 *    the `onClose` hooks); a request reaching an open connection meanwhile is answered, not refused
 *    with a 503 (`return503OnClosing: false` in buildApp);
 * 3. after `timeoutMs` whatever is still open is cut.
 * `onDrain` runs from the start, so no job is taken while the requests finish.
 */
export function gracefulShutdown(
  app: FastifyInstance,
  { timeoutMs, quietMs = 300, onDrain }: DrainOptions,
) {
  let draining = false
  let inFlight = 0
  let lastActivity = 0
  app.addHook('onRequest', async (_req, reply) => {
    inFlight++
    lastActivity = Date.now()
    reply.raw.once('close', () => {
      inFlight--
      lastActivity = Date.now()
    })
  })
  // At send time, so an answer to a request that came before the signal closes its connection too.
  app.addHook('onSend', async (req, reply) => {
    if (draining && req.raw.httpVersionMajor < 2) reply.header('connection', 'close')
  })
  app.server.on('connection', () => (lastActivity = Date.now()))

  return {
    async drain(): Promise<{ timedOut: boolean }> {
      draining = true
      // Every answer from now on goes through the hooks above (decision 065).
      if (app.hasDecorator('answerEarly')) app.answerEarly(null)
      const stopping = onDrain?.()
      const started = Date.now()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        app.server.closeAllConnections()
      }, timeoutMs)
      try {
        for (;;) {
          if (Date.now() - started >= timeoutMs) break
          await sleep(Math.max(10, quietMs - (Date.now() - lastActivity)))
          // A timer runs before the I/O of its loop turn: after a blocked loop (a long query) the
          // connections and bytes that arrived meanwhile are taken in only in the next turns.
          for (let turn = 0; turn < 3; turn++) await nextTurn()
          if (inFlight === 0 && Date.now() - lastActivity >= quietMs) break
        }
        await app.close()
      } finally {
        clearTimeout(timer)
      }
      await stopping
      return { timedOut }
    },
  }
}
