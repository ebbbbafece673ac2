import { describe, expect, it } from 'vitest'
import { listRouteInventory, type RouteEntry } from '../lib/route-access.ts'
import { buildTestApp, createClient } from '../test/build-test-app.ts'
import { pageWithArticle, signedInClient, siteOwner } from '../test/factories.ts'
import { atScale, recordFigures } from '../test/hardening.ts'
import { pathSpellings } from '../test/path-spellings.ts'
import { hashTables } from '../test/table-hashes.ts'

/** The spellings of the short run; the full run tries all of them. */
const SHORT_SPELLINGS = new Set([
  'as is',
  '%61pi',
  '%2F',
  'double slash inside',
  'upper case /API/',
  ';jsessionid=x',
])

/** Which seeded row a route's `:id` names, by the first segment after /api/. */
function fillParams(url: string, ids: Record<string, number>, requestId: number) {
  const segment = url.split('/')[2] ?? ''
  return url
    .replace(':requestId', String(requestId))
    .replace(':id', String(ids[segment] ?? 1))
    .replace(/:\w+/g, '1')
    .replace('*', 'x')
}

function spellingsOf(route: RouteEntry, url: string) {
  const all = url.startsWith('/api/') ? pathSpellings(url) : [{ name: 'as is', url }]
  return atScale(
    all.filter((s) => SHORT_SPELLINGS.has(s.name)),
    all,
  )
}

describe('CSRF battery (issue 12)', () => {
  it('refuses every state-changing route without the session’s own token, in every spelling, and changes nothing', async () => {
    const testApp = await buildTestApp()
    const { app, database } = testApp
    const victim = await siteOwner(testApp, 'Sonne')
    const { page, article } = await pageWithArticle(victim.client, victim.site.id, 'kontakt')
    const joiner = await signedInClient(testApp)
    const { request_id: requestId } = (
      await joiner.client.post('/api/organizations/create-or-request', { title: 'Sonne' })
    ).json()
    const attacker = createClient(app)
    await attacker.get('/api/sanctum/csrf-cookie')
    const session = { sitewerk_session: victim.client.jar.get('sitewerk_session')! }
    const tossed = 'tossed-by-a-sibling-subdomain-0123456789'
    const variants = [
      { name: 'no token', cookies: session, headers: {} },
      { name: 'wrong token', cookies: session, headers: { 'x-xsrf-token': 'w'.repeat(40) } },
      {
        name: 'another session’s token',
        cookies: session,
        headers: { 'x-xsrf-token': attacker.jar.get('XSRF-TOKEN')! },
      },
      {
        name: 'tossed cookie + matching header',
        cookies: { ...session, 'XSRF-TOKEN': tossed },
        headers: { 'x-xsrf-token': tossed },
      },
      { name: 'empty header', cookies: session, headers: { 'x-xsrf-token': '' } },
    ]
    const ids: Record<string, number> = {
      page: page.id,
      article: article.id,
      sites: victim.site.id,
      organization: victim.organization.id,
    }
    const routes = listRouteInventory(app).filter((r) => r.csrf)
    const before = await hashTables(database)

    const figures = { sent: 0, accepted: 0, refused: 0, notRouted: 0, uncounted: 0 }
    const wrong: string[] = []
    for (const route of routes) {
      const url = fillParams(route.url, ids, requestId)
      for (const spelling of spellingsOf(route, url)) {
        for (const variant of variants) {
          const withBody = !['GET', 'HEAD', 'DELETE'].includes(route.method)
          // Every other request is text/plain, which a browser sends cross-site without preflight.
          const plain = figures.sent % 2 === 1
          const res = await app.inject({
            method: route.method as 'POST',
            url: spelling.url,
            cookies: variant.cookies,
            headers: {
              'x-organization-id': String(victim.organization.id),
              ...(withBody ? { 'content-type': plain ? 'text/plain' : 'application/json' } : {}),
              ...variant.headers,
            },
            ...(withBody ? { payload: plain ? 'title=csrf' : '{"title":"csrf"}' } : {}),
          })
          figures.sent += 1
          const label = `${route.method} ${spelling.url} (${spelling.name}, ${variant.name}): ${res.statusCode}`
          if (res.statusCode === 419) {
            figures.refused += 1
            if (route.rateLimited && res.headers['x-ratelimit-remaining'] === undefined) {
              figures.uncounted += 1
              wrong.push(`${label} not counted by the API rate limit`)
            }
          } else if (res.statusCode === 404 && spelling.name !== 'as is') {
            figures.notRouted += 1
          } else {
            figures.accepted += 1
            wrong.push(label)
          }
        }
      }
    }
    const after = await hashTables(database)
    const changedTables = Object.keys(before).filter((t) => before[t] !== after[t])

    recordFigures('csrf', 'CSRF battery', [
      { measure: 'state-changing routes (from the route inventory)', value: routes.length },
      {
        measure: 'token variants × path spellings per route',
        value: `${variants.length} × up to ${pathSpellings('/api/x').length}`,
      },
      { measure: 'requests sent', value: figures.sent },
      { measure: 'refused with 419', value: figures.refused },
      { measure: 'spellings no route matched (404)', value: figures.notRouted },
      {
        measure: 'accepted without the session’s token',
        value: figures.accepted,
        target: '0',
        met: figures.accepted === 0,
      },
      {
        measure: 'refused requests the API rate limit did not count',
        value: figures.uncounted,
        target: '0',
        met: figures.uncounted === 0,
      },
      {
        measure: 'tables changed',
        value: changedTables.length,
        target: '0',
        met: changedTables.length === 0,
      },
    ])
    expect(routes.length).toBeGreaterThan(50)
    expect(wrong).toEqual([])
    expect(changedTables).toEqual([])
    expect((await victim.client.get('/api/user')).statusCode).toBe(200)
  })
})
