import type { SavedRedirect, SiteRedirects } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { publishedStartAndOffer } from '../../test/publishing.ts'

/** The published bakery, with its redirects' list and create calls. */
async function siteWithPages(testApp: TestApp, title?: string) {
  const owner = await publishedStartAndOffer(testApp, title)
  const listUrl = `/api/sites/${owner.site.id}/redirects`
  const create = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    owner.client.post(listUrl, body, headers)
  const list = async () => ((await owner.client.get(listUrl)).json() as SiteRedirects).items
  return { ...owner, listUrl, create, list }
}

describe('a site’s redirects (decision 036)', () => {
  it('creates, lists, changes and deletes a redirect, with paths normalised like page addresses', async () => {
    const testApp = await buildTestApp()
    const { create, list, client } = await siteWithPages(testApp)
    const created = await create({ from: ' /Alte-Preise/ ', to: '/angebot/', status: 302 })
    expect(created.statusCode).toBe(201)
    const { redirect } = created.json() as SavedRedirect
    expect(redirect).toMatchObject({
      from: '/alte-preise',
      to: '/angebot',
      status: 302,
      automatic: false,
      hits: 0,
      last_hit_at: null,
    })
    const external = await create({ from: 'shop', to: 'https://shop.example.com/bäcker' })
    expect(external.json().redirect).toMatchObject({
      to: 'https://shop.example.com/b%C3%A4cker',
      status: 301,
    })
    expect((await list()).map((r) => r.from)).toEqual(['/shop', '/alte-preise'])

    const changed = await client.patch(`/api/redirects/${redirect.id}`, { status: 301 })
    expect(changed.json().redirect).toMatchObject({ from: '/alte-preise', status: 301 })
    expect((await client.delete(`/api/redirects/${redirect.id}`)).statusCode).toBe(200)
    expect((await list()).map((r) => r.from)).toEqual(['/shop'])
  })

  it('refuses a second redirect from one address, and one from a published page, in the person’s language', async () => {
    const testApp = await buildTestApp()
    const { create } = await siteWithPages(testApp)
    await create({ from: 'alt', to: '/angebot' })
    const twice = await create({ from: '/alt', to: '/' })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors).toEqual({
      from: ['Für diese Adresse gibt es schon eine Weiterleitung.'],
    })
    const page = await create({ from: 'angebot', to: '/' }, { 'accept-language': 'en' })
    expect(page.statusCode).toBe(422)
    expect(page.json().errors.from).toEqual([
      'The page “Angebot” is published at this address. A page always comes first, so this redirect would never be used.',
    ])
  })

  it('refuses a redirect to itself, a chain and a loop, naming the way out', async () => {
    const testApp = await buildTestApp()
    const { create, list } = await siteWithPages(testApp)
    const self = await create({ from: 'alt', to: '/alt/' })
    expect(self.json().errors.to).toEqual([
      'Eine Weiterleitung kann nicht auf ihre eigene Adresse zeigen.',
    ])
    await create({ from: 'b', to: '/angebot' })
    const chain = await create({ from: 'a', to: '/b' })
    expect(chain.statusCode).toBe(422)
    expect(chain.json().errors.to).toEqual([
      '„/b“ leitet schon weiter nach „/angebot“. Bitte „/angebot“ direkt als Ziel eintragen, damit niemand zweimal umgeleitet wird.',
    ])
    await create({ from: 'x', to: '/y' })
    const loop = await create({ from: 'y', to: '/x' }, { 'accept-language': 'en' })
    expect(loop.json().errors.to).toEqual([
      'This would make a loop in which visitors never arrive: /y → /x → /y.',
    ])
    expect((await list()).map((r) => r.from)).toEqual(['/x', '/b'])
  })

  it('points redirects that ended at a new redirect’s address on to its target, so no chain is left', async () => {
    const testApp = await buildTestApp()
    const { create, list } = await siteWithPages(testApp)
    await create({ from: 'a', to: '/b' })
    const saved = (await create({ from: 'b', to: '/angebot' })).json() as SavedRedirect
    expect(saved.repointed.map((r) => [r.from, r.to])).toEqual([['/a', '/angebot']])
    expect((await list()).map((r) => [r.from, r.to])).toEqual([
      ['/b', '/angebot'],
      ['/a', '/angebot'],
    ])
  })

  it('checks an absolute address of the site’s own host like a path', async () => {
    const testApp = await buildTestApp()
    const { create, site } = await siteWithPages(testApp)
    await create({ from: 'a', to: '/b' })
    const own = await create({ from: 'b', to: `http://${site.identifier}.localhost:3000/a` })
    expect(own.json().errors.to).toEqual([
      'Das ergäbe eine Schleife, in der Besucher nie ankommen: /b → /a → /b.',
    ])
  })

  it('refuses what is neither a path of the site nor an http(s) address', async () => {
    const testApp = await buildTestApp()
    const { create } = await siteWithPages(testApp)
    for (const to of ['javascript:alert(1)', '//evil.example/', '/ä?x=1', 'ftp://example.com/'])
      expect((await create({ from: 'alt', to })).json().errors.to).toEqual([
        'Bitte eine gültige URL angeben.',
      ])
    expect((await create({ from: '../etc', to: '/' })).statusCode).toBe(422)
    expect((await create({ from: 'alt', to: '/', status: 307 })).json().errors.status).toEqual([
      'Ungültige Auswahl.',
    ])
  })

  it('answers 404 for another organisation’s site and redirect', async () => {
    const testApp = await buildTestApp()
    const own = await siteWithPages(testApp)
    const other = await siteWithPages(testApp, 'Fremde Bäckerei')
    const theirs = (await other.create({ from: 'alt', to: '/' })).json().redirect
    expect((await own.client.get(other.listUrl)).statusCode).toBe(404)
    expect((await own.client.post(other.listUrl, { from: 'x', to: '/' })).statusCode).toBe(404)
    expect((await own.client.patch(`/api/redirects/${theirs.id}`, { to: '/' })).statusCode).toBe(
      404,
    )
    expect((await own.client.delete(`/api/redirects/${theirs.id}`)).statusCode).toBe(404)
    expect((await other.list()).map((r) => r.to)).toEqual(['/'])
  })
})
