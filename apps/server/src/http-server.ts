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
 * The Fastify instance every answer goes through, before any module: zod checks and serialises,
 * errors answer in the spec's shape, a route that does not say who may call it fails the build
 * (decision 013), and every answer carries its request id.
 */
export function createHttpServer(config: Config, logger: FastifyServerOptions['logger']) {
  const app = Fastify({
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
  return app
}
