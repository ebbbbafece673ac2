import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { trackRouteDeclarations } from './lib/route-access.ts'
import { registerErrorHandlers } from './plugins/error-handler.ts'
import { registerJsonBodyParser } from './plugins/json-body.ts'
import { loggerOptions, registerRequestId, requestIdOf } from './plugins/request-id.ts'

/**
 * Answers a request before Fastify sees it, when it can do so completely (a public page the page
 * cache holds, decision 065); false hands the request to Fastify untouched.
 */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean

/**
 * The Fastify instance every answer goes through, before any module: zod checks and serialises,
 * errors answer in the spec's shape, a route that does not say who may call it fails the build
 * (decision 013), and every answer carries its request id. The one exception is the early answer
 * a module installs with `app.answerEarly` (decision 065).
 */
export function createHttpServer(config: Config, logger: FastifyServerOptions['logger']) {
  let early: EarlyAnswer | null = null
  const app = Fastify({
    // Fastify's own server, with a door in front of its handler for the early answer.
    serverFactory: (handler, options) => {
      // Fastify has filled these with its defaults before it asks for the server.
      const limits = options as Required<
        Pick<
          FastifyServerOptions,
          'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'
        >
      >
      const server = createServer((req, res) => {
        if (early?.(req, res)) return
        handler(req, res)
      })
      server.keepAliveTimeout = limits.keepAliveTimeout
      server.requestTimeout = limits.requestTimeout
      server.setTimeout(limits.connectionTimeout)
      if (limits.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = limits.maxRequestsPerSocket
      return server
    },
    logger:
      typeof logger === 'boolean' ? logger : { ...loggerOptions(config.LOG_LEVEL), ...logger },
    // A sane X-Request-Id of the proxy in front is kept, so its log and ours name one request.
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Request lines are noise for a product server; errors and warnings are logged where they happen.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 500 },
    // A request that reaches an open connection while the server drains is answered (main.ts,
    // lib/graceful-shutdown.ts), with `Connection: close`, instead of a 503.
    return503OnClosing: false,
    // zod checks and serialises every route: Fastify's default compilers (ajv and
    // fast-json-stringify, a quarter of the files a start loaded) are never built (issue #18).
    // Fastify types these factories by ajv's compilers; it calls zod's the same way.
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandlers(app)
  trackRouteDeclarations(app)
  registerJsonBodyParser(app)
  registerRequestId(app)
  // null takes the early answer away: a shutdown (lib/graceful-shutdown.ts) answers everything
  // through Fastify, whose hooks count what is in flight and close connections after it.
  app.decorate('answerEarly', (answer: EarlyAnswer | null) => void (early = answer))
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Installs (or, with null, removes) the answer before the framework (decision 065). */
    answerEarly(answer: EarlyAnswer | null): void
  }
}
