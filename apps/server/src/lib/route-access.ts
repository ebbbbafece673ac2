import type { PermissionIdentifier } from '@sitewerk/contracts'
import type { FastifyInstance, RouteOptions } from 'fastify'

/**
 * Who may call a route (ARCHITECTURE "Auth and requests", decision 013). Every route states it in
 * its options (`config: { access: 'member' }`); a route without it fails `buildApp`.
 *
 * - `guest`: anybody, signed in or not (login, register, settings, library fonts).
 * - `user`: a signed-in user, else 401.
 * - `member`: a signed-in member (or superuser) of an organisation, see `organization`; any role.
 * - `admin`: as `member`, and an admin or owner of it (or a superuser), else 403 (decision 031).
 * - `owner`: as `member`, and an owner of it (or a superuser), else 403.
 * - `superuser`: a signed-in superuser, else 401 or 403.
 * - `internal`: infrastructure, not people (Caddy's on-demand TLS question); no session is read.
 *
 * Site hosts (public pages, their files) are not routes: `modules/public/routes.ts` answers them
 * in one onRequest hook before any route runs, for the site the Host names (access "site").
 */
export type RouteAccess = 'guest' | 'user' | 'member' | 'admin' | 'owner' | 'superuser' | 'internal'

/** The accesses that need a role in an organisation (decision 031: editor < admin < owner). */
export const ORGANIZATION_ACCESS: ReadonlySet<RouteAccess> = new Set(['member', 'admin', 'owner'])

/**
 * Where a `member`, `admin` or `owner` route finds its organisation:
 * - `header` (default): X-Organization-Id; no header 403, not a member 404 (as `requireOrganization`).
 * - `path`: the route's `:id` is the organisation (organization/{id}/...); not a member 404.
 * - `row`: the organisation of the addressed row, which the service checks (files loaded by
 *   `<img>` or `<link>`, which send no X-Organization-Id); the hook requires the session. Reads
 *   only: a superuser's write is audited by its organisation before it runs (decision 053).
 */
export type OrganizationSource = 'header' | 'path' | 'row'

/**
 * What a route does while a superuser sees the back office as another user (the test user,
 * decision 033). Without a rule the route runs as the person seen: reads pass, a request that
 * needs the CSRF token needs the confirmation header too (423 without it), and superuser routes
 * are refused.
 * - `operator`: runs as the superuser behind the test user (its state).
 * - `ends`: ends the test user first, then runs as the superuser (its end, logout).
 * - `refused`: 403 while a test user is on: the person's account, money, secrets, downloads.
 */
export type TestUserRule = 'operator' | 'ends' | 'refused'

export interface RouteDeclaration {
  access: RouteAccess
  organization?: OrganizationSource
  /**
   * Whether a request needs the session's CSRF token. Default: every method but GET, HEAD and
   * OPTIONS. `false` opts a state-changing route out (it must bring its own protection); `true`
   * makes a GET state-changing (GET logout, spec §7).
   */
  csrf?: boolean
  /** A caller without a session gets 404 instead of 401, so the address tells nothing. */
  hidden?: boolean
  /**
   * A permission the organisation's services must grant (decision 029), checked once the
   * organisation is known; else 403 FeatureLockedErrorBody. Member and owner routes only.
   */
  permission?: PermissionIdentifier
  /** What the route does while a superuser looks through a test user (decision 033). */
  testUser?: TestUserRule
  /**
   * Only a program on this machine may call it (the socket is loopback, no proxy forwarded it),
   * else 403 before anything else runs. Internal routes only.
   */
  loopback?: true
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess
    organization?: OrganizationSource
    csrf?: boolean
    hidden?: boolean
    permission?: PermissionIdentifier
    testUser?: TestUserRule
    loopback?: true
    /** A route outside /api/ that the API rate limit counts all the same (a public write). */
    countedByRateLimit?: true
    /** Set from the route's pattern: counted by the API rate limit (routes under /api/). */
    apiRateLimit?: boolean
  }
}

/** One route of the inventory (route-inventory.test.ts, the hardening suites). */
export interface RouteEntry {
  method: string
  url: string
  access: RouteAccess
  organization: OrganizationSource | null
  /** A request needs the session-bound CSRF token. */
  csrf: boolean
  /** Counted by the API rate limit. */
  rateLimited: boolean
  /** The permission the organisation needs (decision 029), else null. */
  permission: PermissionIdentifier | null
  /** What the route does while a test user is on (decision 033); null: runs as the person. */
  testUser: TestUserRule | null
  /** The route's zod schemas (body, params, querystring), for the generated bad-input suite. */
  schema: RouteOptions['schema']
}

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])
const ACCESS: ReadonlySet<string> = new Set<RouteAccess>([
  'guest',
  'user',
  'member',
  'admin',
  'owner',
  'superuser',
  'internal',
])
const scopeDeclaration = Symbol('route-access.scope-declaration')
const inventories = new WeakMap<FastifyInstance, RouteEntry[]>()

/**
 * Declares every route a plugin registered in `scope` adds without a declaration of its own
 * (@fastify/static makes one route per file and takes no route config).
 */
export function declareRoutesOfScope(scope: FastifyInstance, declaration: RouteDeclaration) {
  ;(scope as unknown as Record<symbol, RouteDeclaration>)[scopeDeclaration] = declaration
}

/** Whether a request to a route with `config` needs the CSRF token (null config: no route matched). */
export function needsCsrfToken(
  config: { access?: RouteAccess; csrf?: boolean } | undefined,
  method: string,
) {
  if (!config?.access) return false
  return config.csrf ?? !SAFE_METHODS.has(method)
}

/**
 * The onRoute hook registered before every module (app.ts): throws for a route that declares
 * nothing, so `buildApp` fails, and records the route for the inventory.
 */
export function trackRouteDeclarations(app: FastifyInstance) {
  const entries: RouteEntry[] = []
  inventories.set(app, entries)
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const inherited = (this as unknown as Record<symbol, RouteDeclaration | undefined>)[
      scopeDeclaration
    ]
    route.config = { ...inherited, ...route.config }
    const config = route.config
    const methods = [route.method].flat()
    if (!config.access || !ACCESS.has(config.access)) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares no access (config.access: ${[...ACCESS].join(' | ')}); see docs/decisions/013-route-declarations.md`,
      )
    }
    const isMemberRoute = ORGANIZATION_ACCESS.has(config.access)
    if (!isMemberRoute && config.organization)
      throw new Error(
        `Route ${route.url}: organization applies to member, admin and owner routes only`,
      )
    if (isMemberRoute) config.organization ??= 'header'
    if (config.permission && (!isMemberRoute || config.organization === 'row'))
      throw new Error(`Route ${route.url}: permission needs the organisation (header or path)`)
    // A superuser's write must name its organisation before the handler runs (decision 053).
    if (config.organization === 'row' && methods.some((m) => needsCsrfToken(config, m)))
      throw new Error(`Route ${route.url}: organization 'row' applies to reads only`)
    if (config.loopback && config.access !== 'internal')
      throw new Error(`Route ${route.url}: loopback applies to internal routes only`)
    if (config.testUser === 'operator' && config.access !== 'superuser')
      throw new Error(`Route ${route.url}: testUser 'operator' applies to superuser routes only`)
    config.apiRateLimit = route.url.startsWith('/api/') || config.countedByRateLimit === true
    for (const method of methods) {
      entries.push({
        method,
        url: route.url,
        access: config.access,
        organization: config.organization ?? null,
        csrf: needsCsrfToken(config, method),
        rateLimited: config.apiRateLimit,
        permission: config.permission ?? null,
        testUser: config.testUser ?? null,
        schema: route.schema,
      })
    }
  })
}

/**
 * Every route of a built app with its declaration, sorted by URL and method. The cross-tenant
 * matrix and the CSRF battery are generated from it.
 */
export function listRouteInventory(app: FastifyInstance): RouteEntry[] {
  const entries = inventories.get(app)
  if (!entries) throw new Error('listRouteInventory: the app was not built by buildApp')
  return [...entries].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
}
