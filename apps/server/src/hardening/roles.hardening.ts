import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../db/schema/index.ts'
import { listRouteInventory } from '../lib/route-access.ts'
import { createTranslator } from '../lib/i18n/translate.ts'
import { authenticate } from '../test/factories.ts'
import { buildTestApp } from '../test/build-test-app.ts'
import { recordFigures } from '../test/hardening.ts'
import { phaseOrder, targetOf } from './matrix-targets.ts'
import { actor, buildTenant, memberOf, seedStarterRows } from './tenant-fixtures.ts'

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

describe('a superuser outside the organisation (decision 053)', () => {
  it('leaves one audit entry with route, ids and status for every write on every organisation route', async () => {
    const started = Date.now()
    const testApp = await buildTestApp({ env: { DNS_RESOLVER: '127.0.0.1:9' } })
    // Generated from the route declarations: every organisation write is a row.
    const routes = listRouteInventory(testApp.app)
      .filter((r) => r.access in RANK && r.csrf)
      .toSorted((a, b) => phaseOrder(a.method, a.url) - phaseOrder(b.method, b.url))
    await seedStarterRows(testApp)
    const tenant = await buildTenant(testApp, `OWN-${randomBytes(6).toString('hex')}`)
    const operator = await actor(testApp, { name: 'Betrieb', superuser: true })
    const libraryCss = (await tenant.owner.client.get('/api/gfont/lora')).json().href as string
    const { db } = testApp.database
    let lastEntry = 0

    const unaudited: string[] = []
    const wrongEntries: string[] = []
    const errors: string[] = []
    let done = 0
    for (const route of routes) {
      const key = `${route.method} ${route.url}`
      const target = targetOf(route.method, route.url)!
      const req = await target.request(tenant, {
        self: { email: operator.user.email, password: operator.user.password },
        sitesDomain: testApp.config.SITES_DOMAIN,
        libraryCss,
      })
      const body = route.method === 'DELETE' ? undefined : (req.body ?? {})
      const res = await operator.client.request(route.method, req.url, body, {
        ...req.headers,
        'x-organization-id': String(tenant.organization.id),
      })
      if (target.resetsSession) {
        operator.client.jar.clear()
        await authenticate(testApp.database, operator.client, operator.user)
      }
      const cell = `${key} → ${res.statusCode}`
      if (res.statusCode >= 500) errors.push(cell)
      const entries = await db.query.auditLog.findMany({
        where: and(eq(auditLog.action, 'organization.write'), gt(auditLog.id, lastEntry)),
      })
      lastEntry = Math.max(lastEntry, ...entries.map((e) => e.id))
      // A write that was made has its entry; one refused before its handler (bad input) may not.
      if (res.statusCode < 300) done++
      if (entries.length === 0 && res.statusCode < 300) unaudited.push(cell)
      for (const entry of entries) {
        const { method, route: pattern, status } = entry.details
        if (
          entries.length > 1 ||
          entry.actorId !== operator.user.id ||
          entry.targetId !== tenant.organization.id ||
          method !== route.method ||
          pattern !== route.url ||
          status !== res.statusCode
        )
          wrongEntries.push(`${cell}: ${JSON.stringify(entry)}`)
      }
    }

    recordFigures(
      'superuser-writes',
      'Superuser writes outside their organisations (decision 053)',
      [
        { measure: 'organisation write routes', value: routes.length },
        { measure: 'writes the superuser made (2xx)', value: done },
        {
          measure: 'writes made without an audit entry',
          value: unaudited.length,
          target: '0',
          met: unaudited.length === 0,
        },
        {
          measure: 'entries with a wrong actor, organisation, route or status',
          value: wrongEntries.length,
          target: '0',
          met: wrongEntries.length === 0,
        },
        { measure: 'responses ≥ 500', value: errors.length, target: '0', met: errors.length === 0 },
        { measure: 'duration', value: `${((Date.now() - started) / 1000).toFixed(1)} s` },
      ],
    )
    expect(unaudited).toEqual([])
    expect(wrongEntries).toEqual([])
    expect(errors).toEqual([])
    // The bodies are the cross-tenant matrix's valid ones: most writes go through.
    expect(done).toBeGreaterThanOrEqual(45)
  })
})
