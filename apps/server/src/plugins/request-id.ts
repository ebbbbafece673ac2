import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>

/**
 * A request id a proxy or load balancer sent along: letters, digits and `-_.:+=/`, at most 128
 * characters (UUIDs, ULIDs, trace ids). Anything else (a list from two headers, spaces, control
 * characters, a novel) is replaced by one of ours, so a log line cannot be forged through it.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+=/-]{1,128}$/

export const REQUEST_ID_HEADER = 'x-request-id'

/** Fastify's `genReqId`: the incoming X-Request-Id when it is sane, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER]
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** The id of the request whose work is running now (services log through `app.log`, too). */
const requestScope = new AsyncLocalStorage<string>()

/**
 * The server's logger: JSON lines, each line written while a request is handled carries its
 * `reqId`, whichever logger wrote it (`req.log` has it bound already; `app.log` gets it here).
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    mixin(_fields, _level, logger) {
      const reqId = requestScope.getStore()
      return reqId && !('reqId' in logger.bindings()) ? { reqId } : {}
    },
  }
}

/**
 * Every answer carries its request's id (X-Request-Id), and everything the request runs, the
 * services' log lines included, knows it. Registered first, before site hosts are answered.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id)
    requestScope.run(req.id, done)
  })
  // A body is read in the request stream's own callbacks, outside the scope: enter it again.
  app.addHook('preValidation', (req, _reply, done) => requestScope.run(req.id, done))
}
