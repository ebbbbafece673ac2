import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { signedInClient } from '../../test/factories.ts'
import type { HostMatch } from '../sites/host-resolver.ts'
import { createHostCache } from './host-cache.ts'

function countingCache({ unknownMax = 100, maxBytes = 1_000_000 } = {}) {
  const asked: string[] = []
  let time = 0
  const cache = createHostCache({
    resolveHost: async (host: string | undefined) => {
      asked.push(String(host))
      // Every *.localhost host but nix.localhost and the single letters is a site of its own.
      if (!host?.endsWith('.localhost') || /^(nix|[a-z])\./.test(host)) return null
      const site = { id: asked.length, title: host, settings: { about: 'x'.repeat(1000) } }
      return { kind: 'site', site } as unknown as HostMatch
    },
    siteUrlOf: async (site) => `http://${site.title}`,
    now: () => time,
    unknownTtlMs: 10_000,
    unknownMax,
    maxBytes,
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

  it('keeps at most its bytes of known hosts, the least recently asked let go and asked again', async () => {
    const { cache, asked } = countingCache({ maxBytes: 20_000 })
    const hosts = Array.from({ length: 30 }, (_, i) => `site-${i}.localhost`)
    for (const host of hosts) expect((await cache.resolve(host))?.siteUrl).toBe(`http://${host}`)
    expect(cache.bytes).toBeLessThanOrEqual(20_000)
    expect(cache.bytes).toBeGreaterThan(10_000)
    asked.length = 0
    for (const host of hosts.slice(-3)) await cache.resolve(host)
    expect(asked).toEqual([])
    expect((await cache.resolve('site-0.localhost'))?.siteUrl).toBe('http://site-0.localhost')
    expect(asked).toEqual(['site-0.localhost'])
    expect(cache.bytes).toBeLessThanOrEqual(20_000)
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
