import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { signedInClient } from '../../test/factories.ts'
import type { HostMatch } from '../sites/host-resolver.ts'
import { createHostCache } from './host-cache.ts'

function countingCache({ unknownMax = 100 } = {}) {
  const asked: string[] = []
  let time = 0
  const site = { id: 1 } as HostMatch['site']
  const cache = createHostCache({
    resolveHost: async (host: string | undefined) => {
      asked.push(String(host))
      return host === 'baeckerei.localhost' ? ({ kind: 'site', site } as HostMatch) : null
    },
    siteUrlOf: async () => 'http://baeckerei.localhost',
    now: () => time,
    unknownTtlMs: 10_000,
    unknownMax,
  })
  return { cache, asked, advance: (ms: number) => (time += ms) }
}

describe('the host cache (issue #18)', () => {
  it('asks the database once for an unknown host within ten seconds, then again', async () => {
    const { cache, asked, advance } = countingCache()
    for (let i = 0; i < 50; i++) expect(await cache.resolve('nix.localhost:3000')).toBeNull()
    expect(asked).toEqual(['nix.localhost'])
    advance(10_001)
    await cache.resolve('NIX.localhost.')
    expect(asked).toEqual(['nix.localhost', 'nix.localhost'])
  })

  it('forgets unknown hosts when a site changes, and keeps at most its bound of them', async () => {
    const { cache, asked } = countingCache({ unknownMax: 3 })
    for (const host of ['a.localhost', 'b.localhost', 'c.localhost', 'd.localhost'])
      await cache.resolve(host)
    expect(cache.unknownSize).toBe(3)
    await cache.resolve('a.localhost') // the oldest was dropped: asked again
    expect(asked.filter((h) => h === 'a.localhost')).toHaveLength(2)
    cache.invalidateSite(1)
    expect(cache.unknownSize).toBe(0)
  })

  it('answers a site created right after its address was asked for', async () => {
    const testApp = await buildTestApp()
    const visit = () =>
      testApp.app.inject({ method: 'GET', url: '/', headers: { host: 'spaeter.localhost' } })
    expect((await visit()).statusCode).toBe(404)
    const { client } = await signedInClient(testApp)
    client.useOrganization((await client.post('/api/organizations', { title: 'Vögel' })).json().id)
    const created = await client.post('/api/sites', { title: 'Später', identifier: 'spaeter' })
    expect(created.statusCode).toBe(201)
    // Not published yet: the site's own not-found page, no longer the unknown host's.
    const answer = await visit()
    expect(answer.statusCode).toBe(404)
    expect(answer.body).toContain('Später')
  })
})
