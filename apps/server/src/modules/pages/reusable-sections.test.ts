import { describe, expect, it } from 'vitest'
import { ReusableSectionInUseErrorBody } from '@sitewerk/contracts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from '../../test/factories.ts'
import { publishSite } from '../../test/publishing.ts'

/**
 * An owner's home page with a section of opening hours, a second page 'angebot', and what a
 * visitor sees on a page once the owner has published the site.
 */
async function twoPages(testApp: TestApp) {
  const owner = await siteOwner(testApp)
  const { client, site } = owner
  const text = await createComponent(testApp.database, {
    key: 'text',
    form: [{ $formkit: 'text', name: 'text' }] as never,
    template: '<p>{{ text }}</p>',
  })
  const home = await pageWithArticle(client, site.id)
  const offer = await pageWithArticle(client, site.id, 'angebot')
  const hours = (
    await client.post('/api/content', {
      section_id: home.article.sections[0].id,
      component_id: text.id,
      data: { text: 'Geöffnet 7 bis 18 Uhr' },
    })
  ).json()
  const host = `${site.identifier}.localhost:3000`
  const visit = async (url: string) =>
    (await testApp.app.inject({ method: 'GET', url, headers: { host } })).body
  const published = async () => {
    await publishSite(client, site.id)
    return { home: await visit('/'), offer: await visit('/angebot') }
  }
  const makeReusable = async () =>
    (
      await client.post('/api/reusable-section', {
        section_id: home.article.sections[0].id,
        title: 'Öffnungszeiten',
      })
    ).json()
  return { ...owner, text, home, offer, hours, published, makeReusable }
}

describe('reusable sections', () => {
  it('placed on a second page, an edit shows on both pages once published, and the count names both pages', async () => {
    const testApp = await buildTestApp()
    const { client, offer, hours, published, makeReusable } = await twoPages(testApp)
    const reusable = await makeReusable()
    expect(reusable.title).toBe('Öffnungszeiten')
    expect(reusable.pages.map((p: { url: string }) => p.url)).toEqual([''])

    const placed = await client.post(`/api/reusable-section/${reusable.id}/place`, {
      article_id: offer.article.id,
    })
    expect(placed.statusCode).toBe(201)
    expect(placed.json().reusable_section_id).toBe(reusable.id)
    expect(placed.json().contents.map((c: { data: unknown }) => c.data)).toEqual([
      { text: 'Geöffnet 7 bis 18 Uhr' },
    ])
    const counted = (await client.get(`/api/reusable-section/${reusable.id}`)).json()
    expect(counted.pages.map((p: { url: string }) => p.url)).toEqual(['', 'angebot'])
    let seen = await published()
    expect(seen.home).toContain('Geöffnet 7 bis 18 Uhr')
    expect(seen.offer).toContain('Geöffnet 7 bis 18 Uhr')

    const edited = await client.patch(`/api/content/${hours.id}`, {
      data: { text: 'Geöffnet 7 bis 19 Uhr' },
    })
    expect(edited.statusCode).toBe(200)
    const offerTree = (await client.get(`/api/page/${offer.page.id}`)).json()
    expect(offerTree.articles[0].sections.at(-1).contents[0].data.text).toBe(
      'Geöffnet 7 bis 19 Uhr',
    )
    seen = await published()
    expect(seen.home).toContain('Geöffnet 7 bis 19 Uhr')
    expect(seen.offer).toContain('Geöffnet 7 bis 19 Uhr')
    expect(seen.offer).not.toContain('7 bis 18')
  })

  it('a block added to a placement on one page shows in the section on the other page', async () => {
    const testApp = await buildTestApp()
    const { client, text, home, offer, makeReusable } = await twoPages(testApp)
    const reusable = await makeReusable()
    const placed = (
      await client.post(`/api/reusable-section/${reusable.id}/place`, {
        article_id: offer.article.id,
      })
    ).json()
    const added = await client.post('/api/content', {
      section_id: placed.id,
      component_id: text.id,
      data: { text: 'Sonntags geschlossen' },
    })
    expect(added.statusCode).toBe(201)
    expect(added.json().section_id).toBe(placed.id)
    const homeSection = (await client.get(`/api/section/${home.article.sections[0].id}`)).json()
    expect(homeSection.contents.map((c: { data: { text: string } }) => c.data.text)).toEqual([
      'Geöffnet 7 bis 18 Uhr',
      'Sonntags geschlossen',
    ])
  })

  it('a detached copy keeps its blocks when the reusable section changes', async () => {
    const testApp = await buildTestApp()
    const { client, hours, offer, published, makeReusable } = await twoPages(testApp)
    const reusable = await makeReusable()
    const placed = (
      await client.post(`/api/reusable-section/${reusable.id}/place`, {
        article_id: offer.article.id,
      })
    ).json()
    const detached = await client.post(`/api/section/${placed.id}/detach`, {})
    expect(detached.statusCode).toBe(200)
    expect(detached.json().reusable_section_id).toBeUndefined()
    expect(detached.json().contents[0].id).not.toBe(hours.id)
    await client.patch(`/api/content/${hours.id}`, { data: { text: 'Geöffnet 8 bis 17 Uhr' } })
    const seen = await published()
    expect(seen.home).toContain('Geöffnet 8 bis 17 Uhr')
    expect(seen.offer).toContain('Geöffnet 7 bis 18 Uhr')
    const counted = (await client.get(`/api/reusable-section/${reusable.id}`)).json()
    expect(counted.pages.map((p: { url: string }) => p.url)).toEqual([''])
  })

  it('refuses a reusable section that would contain itself, in the person’s language', async () => {
    const testApp = await buildTestApp()
    const { client, home, makeReusable } = await twoPages(testApp)
    await makeReusable()
    const again = await client.post('/api/reusable-section', {
      section_id: home.article.sections[0].id,
      title: 'Noch einmal',
    })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors.section_id).toEqual([
      'Ein wiederverwendbarer Abschnitt kann sich nicht selbst enthalten: Dieser Abschnitt ist schon wiederverwendbar.',
    ])
    client.jar.set('locale', 'en')
    const english = await client.post('/api/reusable-section', {
      section_id: home.article.sections[0].id,
      title: 'Again',
    })
    expect(english.json().errors.section_id).toEqual([
      'A reusable section cannot contain itself: this section is already reusable.',
    ])
    const empty = await client.post('/api/reusable-section', {
      section_id: home.article.sections[0].id,
      title: ' ',
    })
    expect(empty.statusCode).toBe(422)
  })

  it('another organisation can neither see, place nor detach it', async () => {
    const testApp = await buildTestApp()
    const { client, site, offer, makeReusable } = await twoPages(testApp)
    const reusable = await makeReusable()
    const other = await siteOwner(testApp, 'Fremd')
    const theirs = await pageWithArticle(other.client, other.site.id)
    expect((await other.client.get(`/api/reusable-section/${reusable.id}`)).statusCode).toBe(404)
    expect((await other.client.get(`/api/sites/${site.id}/reusable-sections`)).statusCode).toBe(404)
    const place = await other.client.post(`/api/reusable-section/${reusable.id}/place`, {
      article_id: theirs.article.id,
    })
    expect(place.statusCode).toBe(404)
    const placed = (
      await client.post(`/api/reusable-section/${reusable.id}/place`, {
        article_id: offer.article.id,
      })
    ).json()
    expect((await other.client.post(`/api/section/${placed.id}/detach`, {})).statusCode).toBe(404)
    // and the owner's placement into another organisation's article is a 404 as well
    const intoTheirs = await client.post(`/api/reusable-section/${reusable.id}/place`, {
      article_id: theirs.article.id,
    })
    expect(intoTheirs.statusCode).toBe(404)
  })

  it('is renamed, and a bad name is a 422 on title in the person’s language', async () => {
    const testApp = await buildTestApp()
    const { client, site, home, makeReusable } = await twoPages(testApp)
    const reusable = await makeReusable()
    const renamed = await client.patch(`/api/reusable-section/${reusable.id}`, {
      title: '  Öffnungszeiten Sommer ',
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ id: reusable.id, title: 'Öffnungszeiten Sommer' })
    expect(renamed.json().pages.map((p: { url: string }) => p.url)).toEqual([''])
    const listed = (await client.get(`/api/sites/${site.id}/reusable-sections`)).json()
    expect(listed.map((r: { title: string }) => r.title)).toEqual(['Öffnungszeiten Sommer'])
    // the placement keeps its own title (decision 041: the section's settings are per placement)
    const placement = (await client.get(`/api/section/${home.article.sections[0].id}`)).json()
    expect(placement.title).not.toBe('Öffnungszeiten Sommer')

    const empty = await client.patch(`/api/reusable-section/${reusable.id}`, { title: ' ' })
    expect(empty.statusCode).toBe(422)
    expect(Object.keys(empty.json().errors)).toEqual(['title'])
    const german = empty.json().errors.title
    client.jar.set('locale', 'en')
    const english = await client.patch(`/api/reusable-section/${reusable.id}`, {
      title: 'x'.repeat(201),
    })
    expect(english.statusCode).toBe(422)
    expect(english.json().errors.title).toEqual(['At most 200 characters.'])
    expect(german).not.toEqual(english.json().errors.title)
    const extra = await client.patch(`/api/reusable-section/${reusable.id}`, {
      title: 'Neu',
      site_id: 1,
    })
    expect(extra.statusCode).toBe(422)
    const after = (await client.get(`/api/reusable-section/${reusable.id}`)).json()
    expect(after.title).toBe('Öffnungszeiten Sommer')
  })

  it('placed nowhere, it is deleted with its shared blocks', async () => {
    const testApp = await buildTestApp()
    const { client, site, home, hours, makeReusable } = await twoPages(testApp)
    const reusable = await makeReusable()
    await client.post(`/api/section/${home.article.sections[0].id}/detach`, {})
    const deleted = await client.delete(`/api/reusable-section/${reusable.id}`)
    expect(deleted.statusCode).toBe(204)
    expect((await client.get(`/api/reusable-section/${reusable.id}`)).statusCode).toBe(404)
    expect((await client.get(`/api/content/${hours.id}`)).statusCode).toBe(404)
    expect((await client.get(`/api/sites/${site.id}/reusable-sections`)).json()).toEqual([])
    // the detached copy stays on the page
    const section = (await client.get(`/api/section/${home.article.sections[0].id}`)).json()
    expect(section.contents.map((c: { data: { text: string } }) => c.data.text)).toEqual([
      'Geöffnet 7 bis 18 Uhr',
    ])
    expect((await client.delete(`/api/reusable-section/${reusable.id}`)).statusCode).toBe(404)
  })

  it('still placed, the delete is refused with the number of pages and the pages, and nothing goes', async () => {
    const testApp = await buildTestApp()
    const { client, offer, hours, makeReusable } = await twoPages(testApp)
    const reusable = await makeReusable()
    const once = await client.delete(`/api/reusable-section/${reusable.id}`)
    expect(once.statusCode).toBe(409)
    expect(once.json().message).toBe(
      '„Öffnungszeiten“ wird noch auf 1 Seite angezeigt und kann nicht gelöscht werden. Löse den Abschnitt dort zuerst los oder entferne ihn.',
    )
    await client.post(`/api/reusable-section/${reusable.id}/place`, {
      article_id: offer.article.id,
    })
    const refused = await client.delete(`/api/reusable-section/${reusable.id}`)
    expect(refused.statusCode).toBe(409)
    expect(ReusableSectionInUseErrorBody.parse(refused.json())).toEqual({
      message:
        '„Öffnungszeiten“ wird noch auf 2 Seiten angezeigt und kann nicht gelöscht werden. Löse den Abschnitt dort zuerst los oder entferne ihn.',
      errorTypes: { id: ['is_used'] },
      usages: [expect.objectContaining({ url: '' }), expect.objectContaining({ url: 'angebot' })],
    })
    client.jar.set('locale', 'en')
    expect((await client.delete(`/api/reusable-section/${reusable.id}`)).json().message).toBe(
      '“Öffnungszeiten” is still shown on 2 pages and cannot be deleted. Detach or remove it there first.',
    )
    expect((await client.get(`/api/reusable-section/${reusable.id}`)).statusCode).toBe(200)
    expect((await client.get(`/api/content/${hours.id}`)).statusCode).toBe(200)
  })

  it('another organisation can neither rename nor delete it', async () => {
    const testApp = await buildTestApp()
    const { client, home, makeReusable } = await twoPages(testApp)
    const reusable = await makeReusable()
    await client.post(`/api/section/${home.article.sections[0].id}/detach`, {})
    const other = await siteOwner(testApp, 'Fremd')
    const rename = await other.client.patch(`/api/reusable-section/${reusable.id}`, {
      title: 'Fremd',
    })
    expect(rename.statusCode).toBe(404)
    expect((await other.client.delete(`/api/reusable-section/${reusable.id}`)).statusCode).toBe(404)
    expect((await client.get(`/api/reusable-section/${reusable.id}`)).json().title).toBe(
      'Öffnungszeiten',
    )
  })

  it('dragging a shared block out into a page’s own section marks every page placing it as changed', async () => {
    const testApp = await buildTestApp()
    const { client, home, offer, hours, published, makeReusable } = await twoPages(testApp)
    const reusable = await makeReusable()
    await client.post(`/api/reusable-section/${reusable.id}/place`, {
      article_id: offer.article.id,
    })
    await published()
    const status = async (pageId: number) =>
      (await client.get(`/api/page/${pageId}/publishing`)).json().status
    expect(await status(home.page.id)).toBe('published')
    expect(await status(offer.page.id)).toBe('published')

    const moved = await client.post('/api/reorder', {
      type: 'contents',
      parent_id: offer.article.sections[0].id,
      ids: [hours.id],
    })
    expect(moved.statusCode).toBe(204)
    // the target's page through the trigger, the page the block left through the service
    expect(await status(offer.page.id)).toBe('changed')
    expect(await status(home.page.id)).toBe('changed')
    const seen = await published()
    expect(seen.home).not.toContain('Geöffnet 7 bis 18 Uhr')
    expect(seen.offer).toContain('Geöffnet 7 bis 18 Uhr')
  })

  it('goes with its site: a site whose pages place it can be deleted', async () => {
    const testApp = await buildTestApp()
    const { client, site, offer, makeReusable } = await twoPages(testApp)
    const reusable = await makeReusable()
    await client.post(`/api/reusable-section/${reusable.id}/place`, {
      article_id: offer.article.id,
    })
    const deleted = await client.delete(`/api/sites/${site.id}`)
    expect(deleted.statusCode).toBe(204)
    expect((await client.get(`/api/reusable-section/${reusable.id}`)).statusCode).toBe(404)
  })
})
