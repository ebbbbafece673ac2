import type { SiteRedirects } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { publishedStartAndOffer } from '../../test/publishing.ts'

/** The published bakery, with its redirects as listed and a page move as the editor publishes it. */
async function publishedSite(testApp: TestApp, title?: string) {
  const owner = await publishedStartAndOffer(testApp, title)
  const { client, site } = owner
  const redirects = async () =>
    ((await client.get(`/api/sites/${site.id}/redirects`)).json() as SiteRedirects).items.map(
      (r) => ({ from: r.from, to: r.to, status: r.status, automatic: r.automatic, hits: r.hits }),
    )
  /** Gives the page a new address and publishes it alone, as the editor's publish button does. */
  const move = async (pageId: number, url: string) => {
    await client.patch(`/api/page/${pageId}`, { url })
    expect((await client.post(`/api/page/${pageId}/publish`, {})).statusCode).toBe(200)
  }
  return { ...owner, redirects, move }
}

describe('redirects on the site’s host (decision 036)', () => {
  it('leaves a 301 behind when a page’s new address is published, not when its draft moves', async () => {
    const testApp = await buildTestApp()
    const { client, offer, visit, redirects, move } = await publishedSite(testApp)
    await client.patch(`/api/page/${offer.id}`, { url: 'sortiment' })
    expect((await visit('/angebot')).statusCode).toBe(200)
    expect(await redirects()).toEqual([])

    await move(offer.id, 'sortiment')
    const old = await visit('/angebot?utm_source=flyer')
    expect(old.statusCode).toBe(301)
    expect(old.headers.location).toBe('/sortiment?utm_source=flyer')
    expect(old.headers['cache-control']).toBe('public, max-age=3600')
    expect((await visit('/sortiment')).statusCode).toBe(200)
    expect(await redirects()).toEqual([
      { from: '/angebot', to: '/sortiment', status: 301, automatic: true, hits: 1 },
    ])
  })

  it('counts visits in batches, without HEAD requests, with the time of the last one', async () => {
    const testApp = await buildTestApp()
    const { client, site, visit } = await publishedSite(testApp)
    await client.post(`/api/sites/${site.id}/redirects`, { from: 'alt', to: '/angebot' })
    for (let i = 0; i < 3; i++) expect((await visit('/alt')).statusCode).toBe(301)
    expect((await visit('/alt', 'HEAD')).statusCode).toBe(301)
    const [listed] = (await client.get(`/api/sites/${site.id}/redirects`)).json().items
    expect(listed).toMatchObject({ hits: 3 })
    expect(listed.last_hit_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  })

  it('keeps one redirect per old address, all pointing to the newest one, and none back to a page', async () => {
    const testApp = await buildTestApp()
    const { offer, visit, redirects, move } = await publishedSite(testApp)
    await move(offer.id, 'sortiment')
    await move(offer.id, 'produkte')
    expect(await redirects()).toEqual([
      { from: '/sortiment', to: '/produkte', status: 301, automatic: true, hits: 0 },
      { from: '/angebot', to: '/produkte', status: 301, automatic: true, hits: 0 },
    ])
    expect((await visit('/angebot')).headers.location).toBe('/produkte')

    // back to the first address: the page wins there, and no redirect leads in a circle
    await move(offer.id, 'angebot')
    expect((await visit('/angebot')).statusCode).toBe(200)
    expect((await redirects()).map((r) => [r.from, r.to])).toEqual([
      ['/produkte', '/angebot'],
      ['/sortiment', '/angebot'],
    ])
  })

  it('lets a newly published page take over a redirected address', async () => {
    const testApp = await buildTestApp()
    const { client, site, visit, redirects } = await publishedSite(testApp)
    await client.post(`/api/sites/${site.id}/redirects`, { from: 'team', to: '/' })
    expect((await visit('/team')).statusCode).toBe(301)
    const team = (
      await client.post('/api/page', { site_id: site.id, title: 'Team', url: 'team' })
    ).json()
    // a draft page does not take over yet
    expect((await visit('/team')).statusCode).toBe(301)
    await client.post(`/api/page/${team.id}/publish`, {})
    expect((await visit('/team')).statusCode).toBe(200)
    expect(await redirects()).toEqual([])
  })

  it('answers a 302, an absolute address on another host, and follows changes at once', async () => {
    const testApp = await buildTestApp()
    const { client, site, visit } = await publishedSite(testApp)
    expect((await visit('/aktion')).statusCode).toBe(404)
    const { redirect } = (
      await client.post(`/api/sites/${site.id}/redirects`, {
        from: 'aktion',
        to: 'https://shop.example.com/sommer?x=1',
        status: 302,
      })
    ).json()
    const sent = await visit('/aktion?ignored=1')
    expect([sent.statusCode, sent.headers.location]).toEqual([
      302,
      'https://shop.example.com/sommer?x=1',
    ])
    expect(sent.headers['cache-control']).toBe('no-cache')
    await client.patch(`/api/redirects/${redirect.id}`, { to: '/angebot', status: 301 })
    const changed = await visit('/aktion')
    expect([changed.statusCode, changed.headers.location]).toEqual([301, '/angebot'])
    await client.delete(`/api/redirects/${redirect.id}`)
    expect((await visit('/aktion')).statusCode).toBe(404)
  })

  it('answers only on the site’s own host', async () => {
    const testApp = await buildTestApp()
    const own = await publishedSite(testApp)
    const other = await publishedSite(testApp, 'Fremde Bäckerei')
    await own.client.post(`/api/sites/${own.site.id}/redirects`, { from: 'alt', to: '/' })
    expect((await own.visit('/alt')).statusCode).toBe(301)
    expect((await other.visit('/alt')).statusCode).toBe(404)
  })

  it('leaves no redirect when a copy of a published page is published', async () => {
    const testApp = await buildTestApp()
    const { client, offer, visit, redirects } = await publishedSite(testApp)
    const copy = (await client.post(`/api/page/duplicate/${offer.id}`, {})).json()
    await client.post(`/api/page/${copy.id}/publish`, {})
    expect((await visit('/angebot')).statusCode).toBe(200)
    expect(await redirects()).toEqual([])
  })
})
