import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { Kernel, Ports, ServerApp } from '../lib/modules.ts'
import { stripeContentSources } from '../modules/billing/stripe/stripe-client.ts'
import { auditedWritesPlugin } from './audited-writes.ts'
import { registerCompression } from './compression.ts'
import { requestContextPlugin } from './request-context.ts'
import { routeAccessPlugin } from './route-access.ts'
import { sessionPlugin } from './session.ts'
import { testUserPlugin } from './test-user.ts'

/**
 * What every back-office request passes through, in this order, after the site hosts are answered
 * and before any module's routes (STYLE.md "Server module"): compression, cookies, security
 * headers, the API limit, the session, who is asking, whether the matched route lets them, and the
 * audit of a superuser's or test user's write.
 */
export async function registerBackOfficePlugins(
  app: ServerApp,
  { config, redis, access, secureCookies }: Kernel,
  ports: Pick<Ports, 'auth' | 'users' | 'superuser' | 'billing'>,
) {
  await registerCompression(app)
  await app.register(cookie)
  // Stripe.js on the payment screens, when the keys are set (decision 030).
  const stripeSources = stripeContentSources(config)
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeSources.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeSources.connect],
        ...(stripeSources.frame.length > 0 ? { frameSrc: ["'self'", ...stripeSources.frame] } : {}),
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  // The API limit applies by the matched route (its pattern under /api/, config.apiRateLimit), so
  // `/%61pi/...` is counted like `/api/...`; it runs before the session is looked up. With Redis
  // every process counts on the same counters; should Redis fail, requests pass uncounted rather
  // than fail (/readyz says Redis is down).
  await app.register(rateLimit, {
    ...(redis
      ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}api-limit:`, skipOnError: true }
      : {}),
    global: false,
    max: config.API_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (req) => !req.routeOptions.config.apiRateLimit,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: 'Too Many Attempts.',
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  })
  app.addHook('onRequest', app.rateLimit())
  const { auth, users, superuser, billing } = ports
  await app.register(sessionPlugin, { store: auth.sessions, secureCookies })
  await app.register(requestContextPlugin, {
    loadUser: users.loadUser,
    loadMembership: access.accessTo,
    loadTestUser: superuser.testUser.visitOf,
  })
  await app.register(routeAccessPlugin, {
    loadMembership: access.accessTo,
    assertPermission: billing.entitlements.assertPermission,
  })
  // A superuser's writes in an organisation they are not a member of (decision 053).
  await app.register(auditedWritesPlugin, {
    recordOrganizationWrite: superuser.organizationWrites.record,
    writeDone: superuser.organizationWrites.done,
  })
  await app.register(testUserPlugin, {
    end: superuser.testUser.end,
    recordWrite: superuser.testUser.recordWrite,
  })
}
