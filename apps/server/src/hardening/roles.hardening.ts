import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { listRouteInventory } from '../lib/route-access.ts'
import { createTranslator } from '../modules/i18n/translate.ts'
import { buildTestApp } from '../test/build-test-app.ts'
import { recordFigures } from '../test/hardening.ts'
import { phaseOrder, targetOf } from './matrix-targets.ts'
import { buildTenant, memberOf, seedStarterRows } from './tenant-fixtures.ts'

const RANK = { member: 1, admin: 2, owner: 3 } as const
const ROLE_REFUSAL = createTranslator('de')('errors.role_forbidden')
/**
 * Open to every member so that anyone can leave; removing someone else is the service's check
 * (team.test.ts), with the same message.
 */
const SERVICE_DECIDES = new Set(['DELETE /api/organization/:id/members/:userId'])

describe('roles (decision 031)', () => {
  it('an editor gets 403 on every admin and owner route, an admin on every owner route, and neither is refused where the role suffices', async () => {
    const started = Date.now()
    const testApp = await buildTestApp({ env: { DNS_RESOLVER: '127.0.0.1:9' } })
    // Generated from the route declarations: every organisation route is a row.
    const routes = listRouteInventory(testApp.app)
      .filter((r) => r.access in RANK && r.method !== 'HEAD')
      .toSorted((a, b) => phaseOrder(a.method, a.url) - phaseOrder(b.method, b.url))
    await seedStarterRows(testApp)
    const own = await buildTenant(testApp, `OWN-${randomBytes(6).toString('hex')}`)
    const actors = [
      { name: 'editor', rank: 1, ...(await memberOf(testApp, own, 'editor')) },
      { name: 'admin', rank: 2, ...(await memberOf(testApp, own, 'admin')) },
    ] as const
    const libraryCss = (await own.owner.client.get('/api/gfont/lora')).json().href as string

    const allowedWrongly: string[] = []
    const refusedWrongly: string[] = []
    const errors: string[] = []
    let refusals = 0
    for (const route of routes) {
      const key = `${route.method} ${route.url}`
      const needs = RANK[route.access as keyof typeof RANK]
      for (const actor of actors) {
        const req = await targetOf(route.method, route.url)!.request(own, {
          self: { email: actor.user.email, password: actor.user.password },
          sitesDomain: testApp.config.SITES_DOMAIN,
          libraryCss,
        })
        const body =
          route.method === 'GET' || route.method === 'DELETE' ? undefined : (req.body ?? {})
        const res = await actor.client.request(route.method, req.url, body, {
          ...req.headers,
          'x-organization-id': String(own.organization.id),
        })
        const cell = `${actor.name} ${key} → ${res.statusCode}`
        if (res.statusCode >= 500) errors.push(cell)
        const roleRefused = res.statusCode === 403 && res.body.includes(ROLE_REFUSAL)
        if (needs > actor.rank) {
          refusals++
          if (!roleRefused) allowedWrongly.push(`${cell} ${res.body.slice(0, 120)}`)
        } else if (roleRefused && !SERVICE_DECIDES.has(key)) {
          refusedWrongly.push(cell)
        }
      }
    }

    recordFigures('roles', 'Roles (decision 031)', [
      { measure: 'organisation routes', value: routes.length },
      { measure: 'cells that must be refused for the role', value: refusals },
      {
        measure: 'admin or owner routes an editor or admin got through',
        value: allowedWrongly.length,
        target: '0',
        met: allowedWrongly.length === 0,
      },
      {
        measure: 'routes refused to a role that may use them',
        value: refusedWrongly.length,
        target: '0',
        met: refusedWrongly.length === 0,
      },
      { measure: 'responses ≥ 500', value: errors.length, target: '0', met: errors.length === 0 },
      { measure: 'duration', value: `${((Date.now() - started) / 1000).toFixed(1)} s` },
    ])
    expect(allowedWrongly).toEqual([])
    expect(refusedWrongly).toEqual([])
    expect(errors).toEqual([])
    expect(refusals).toBeGreaterThan(40)
  })
})
