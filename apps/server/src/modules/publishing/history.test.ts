import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { components, mediaFiles } from '../../db/schema/index.ts'
import { createComponent, siteOwner } from '../../test/factories.ts'
import { makeImage, upload } from '../../test/media.ts'
import { ownerPageWithComponent } from './page-fixture.ts'

const IMAGE_FORM = [
  { $formkit: 'text', name: 'text' },
  { $formkit: 'media', name: 'image' },
]

async function publishedPage() {
  const fixture = await ownerPageWithComponent('angebot')
  const { client, page, article, addText } = fixture
  const section = article.sections[0]
  const content = await addText('Frische Brötchen')
  const publish = async (note?: string) =>
    (await client.post(`/api/page/${page.id}/publish`, note ? { note } : {})).json()
  const versions = async () => (await client.get(`/api/page/${page.id}/versions`)).json()
  const tree = async () => (await client.get(`/api/page/${page.id}`)).json()
  return { ...fixture, section, content, publish, versions, tree }
}

describe('history of a page (issue #15)', () => {
  it('lists the versions newest first, the published one marked, and shows one with its content', async () => {
    const { client, page, content, publish, versions } = await publishedPage()
    await publish('Erste Fassung')
    await client.patch(`/api/content/${content.id}`, { data: { text: 'Neue Brötchen' } })
    await publish()
    const list = await versions()
    expect(list.map((v: { number: number; current: boolean }) => [v.number, v.current])).toEqual([
      [2, true],
      [1, false],
    ])
    expect(list[1]).toMatchObject({ note: 'Erste Fassung', url: 'angebot', title: 'Start' })
    const first = (await client.get(`/api/page-versions/${list[1].id}`)).json()
    expect(first).toMatchObject({ number: 1, page_id: page.id, current: false })
    expect(first.page.articles[0].sections[0].contents[0].data).toEqual({
      text: 'Frische Brötchen',
    })
  })

  it('answers 404 for another organisation’s page, version and restore', async () => {
    const { testApp, page, publish, versions } = await publishedPage()
    await publish()
    const [version] = await versions()
    const stranger = await siteOwner(testApp, 'Fremd')
    expect((await stranger.client.get(`/api/page/${page.id}/versions`)).statusCode).toBe(404)
    expect((await stranger.client.get(`/api/page-versions/${version.id}`)).statusCode).toBe(404)
    expect(
      (await stranger.client.post(`/api/page-versions/${version.id}/restore`)).statusCode,
    ).toBe(404)
  })

  it('restores a version into the draft with its own block ids, and visitors keep the published one', async () => {
    const { client, page, article, section, content, component, publish, versions, tree } =
      await publishedPage()
    await publish()
    await client.patch(`/api/page/${page.id}`, { title: 'Umbenannt', url: 'neu' })
    await client.patch(`/api/content/${content.id}`, { data: { text: 'Neue Brötchen' } })
    await client.post('/api/content', {
      section_id: section.id,
      component_id: component.id,
      data: { text: 'Dazugekommen' },
    })
    await client.post('/api/section', { article_id: article.id })
    await publish()
    await client.delete(`/api/content/${content.id}`)
    const [, first] = await versions()

    const restored = await client.post(`/api/page-versions/${first.id}/restore`)
    expect(restored.statusCode).toBe(200)
    const body = restored.json()
    expect(body.missing).toEqual({ components: [], media_files: [], layout: false })
    expect(body.page).toMatchObject({ id: page.id, title: 'Start', url: 'angebot' })
    expect(body.page.articles.map((a: { id: number }) => a.id)).toEqual([article.id])
    expect(body.page.articles[0].sections.map((s: { id: number }) => s.id)).toEqual([section.id])
    expect(body.page.articles[0].sections[0].contents).toMatchObject([
      { id: content.id, data: { text: 'Frische Brötchen' } },
    ])
    expect(await tree()).toMatchObject({ title: 'Start', articles: body.page.articles })
    const state = (await client.get(`/api/page/${page.id}/publishing`)).json()
    expect(state).toMatchObject({ status: 'changed', published: { number: 2, url: 'neu' } })
  })

  it('gives a block a new id when its old one belongs to another page now', async () => {
    const { client, site, content, publish, versions } = await publishedPage()
    await publish()
    const other = (
      await client.post('/api/page', {
        site_id: site.id,
        title: 'Anderswo',
        url: 'anderswo',
        create_article: true,
      })
    ).json()
    const otherSection = (await client.get(`/api/page/${other.id}`)).json().articles[0].sections[0]
    await client.post('/api/reorder', {
      type: 'contents',
      parent_id: otherSection.id,
      ids: [content.id],
    })
    const [version] = await versions()
    const restored = (await client.post(`/api/page-versions/${version.id}/restore`)).json()
    const [back] = restored.page.articles[0].sections[0].contents
    expect(back.data).toEqual({ text: 'Frische Brötchen' })
    expect(back.id).not.toBe(content.id)
    const moved = (await client.get(`/api/page/${other.id}`)).json()
    expect(moved.articles[0].sections[0].contents.map((c: { id: number }) => c.id)).toEqual([
      content.id,
    ])
  })

  it('leaves out what the library no longer has and says so', async () => {
    const { testApp, client, page, section, content, component, publish, versions, site } =
      await publishedPage()
    const file = (
      await upload(client, { filename: 'brot.png', content: await makeImage('png') })
    ).json()
    const image = { id: file.id, filename: file.filename, width: 64, height: 48 }
    const other = (await client.post('/api/layouts', { site_id: site.id, title: 'Schmal' })).json()
    const wide = (await client.post('/api/layouts', { site_id: site.id, title: 'Breit' })).json()
    await client.patch(`/api/page/${page.id}`, { seo_image_id: file.id, layout_id: other.id })
    await client.patch(`/api/section/${section.id}`, { background: image })
    const kept = await createComponent(testApp.database, {
      key: `k-${site.identifier}`,
      organizationId: null,
      form: IMAGE_FORM as never,
    })
    await client.post('/api/content', {
      section_id: section.id,
      component_id: kept.id,
      data: { text: 'Mit Bild', image },
    })
    await publish()
    // the draft lets go of everything; then the library loses the component, file and layout
    await client.patch(`/api/page/${page.id}`, { seo_image_id: null, layout_id: wide.id })
    await client.patch(`/api/section/${section.id}`, { background: null })
    await client.delete(`/api/content/${content.id}`)
    const [{ id: versionId }] = await versions()
    const draft = (await client.get(`/api/page/${page.id}`)).json()
    const withImage = draft.articles[0].sections[0].contents[0]
    await client.patch(`/api/content/${withImage.id}`, { data: { text: 'Ohne Bild' } })
    await testApp.database.db.delete(components).where(eq(components.id, component.id))
    await testApp.database.db.delete(mediaFiles).where(eq(mediaFiles.id, file.id))
    expect((await client.delete(`/api/layouts/${other.id}`)).statusCode).toBeLessThan(300)

    const restored = (await client.post(`/api/page-versions/${versionId}/restore`)).json()
    expect(restored.missing).toEqual({
      components: [component.id],
      media_files: [file.id],
      layout: true,
    })
    expect(restored.page).toMatchObject({ layout_id: wide.id, seo_image_id: null })
    const restoredSection = restored.page.articles[0].sections[0]
    expect(restoredSection.background).toBeNull()
    expect(restoredSection.contents).toMatchObject([
      { id: withImage.id, component_id: kept.id, data: { text: 'Mit Bild' } },
    ])
    expect(restoredSection.contents[0].data).not.toHaveProperty('image')
  })

  it('refuses a version whose address another page has now, and writes nothing', async () => {
    const { client, site, page, content, publish, versions } = await publishedPage()
    await publish()
    await client.patch(`/api/page/${page.id}`, { url: 'alt' })
    await client.patch(`/api/content/${content.id}`, { data: { text: 'Geändert' } })
    await client.post('/api/page', { site_id: site.id, title: 'Nachfolger', url: 'angebot' })
    const [version] = await versions()
    const refused = await client.post(`/api/page-versions/${version.id}/restore`)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.url[0]).toContain('„Nachfolger“')
    const draft = (await client.get(`/api/page/${page.id}`)).json()
    expect(draft.url).toBe('alt')
    expect(draft.articles[0].sections[0].contents[0].data.text).toBe('Geändert')
  })
})
