import type { RouteOptions } from 'fastify'

/** One route of a built app, as its `onRoute` hook saw it. */
export interface InventoryRoute {
  method: string
  url: string
  /** The route's access declaration (`config.access`), where the route declares one. */
  access: unknown
}

const seen: InventoryRoute[] = []

type FastifyModule = { default: (...args: never[]) => unknown }

/**
 * Wraps the `fastify` module so every instance it makes reports its routes here, before a plugin
 * registers the first one. Use it from a test file:
 * `vi.mock('fastify', async (original) => (await import('./route-inventory.ts')).withRouteInventory(await original()))`.
 */
export function withRouteInventory<M extends FastifyModule>(mod: M): M {
  const original = mod.default as unknown as (...args: unknown[]) => {
    addHook(name: 'onRoute', hook: (route: RouteOptions) => void): unknown
  }
  const wrapped = Object.assign((...args: unknown[]) => {
    const app = original(...args)
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        seen.push({
          method: method.toUpperCase(),
          url: route.url,
          access: (route.config as { access?: unknown } | undefined)?.access,
        })
    })
    return app
  }, original)
  return { ...mod, default: wrapped, fastify: wrapped }
}

/** The routes registered since the last call (one built app's inventory), without duplicates. */
export function takeRouteInventory(): InventoryRoute[] {
  const routes = seen.splice(0)
  const unique = new Map(routes.map((r) => [`${r.method} ${r.url}`, r]))
  return [...unique.values()]
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`
