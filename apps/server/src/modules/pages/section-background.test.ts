import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, type TestClient } from '../../test/build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from '../../test/factories.ts'
import { publishSite } from '../../test/publishing.ts'
import { makeImage, upload } from '../../test/media.ts'

const UNKNOWN_FILE = 'Diese Datei gibt es in dieser Organisation nicht.'

async function uploadPhoto(client: TestClient) {
  const res = await upload(client, {
    filename: 'backstube.jpg',
    content: await makeImage('jpeg', { width: 2000, height: 1200 }),
  })
  expect(res.statusCode).toBe(201)
  const file = res.json() as { id: number; filename: string; width: number; height: number }
  return { id: file.id, filename: file.filename, width: file.width, height: file.height }
}

/** An owner's home page with two articles of one text section each, and an uploaded photo. */
async function homeWithPhoto(testApp: TestApp) {
  const owner = await siteOwner(testApp)
  const { client, site } = owner
  const text = await createComponent(testApp.database, {
    key: 'text',
    form: [{ $formkit: 'text', name: 'text' }] as never,
    template: '<p>{{ text }}</p>',
  })
  const { page, article } = await pageWithArticle(client, site.id)
  const top = article.sections[0]
  const lower = (await client.post('/api/article', { page_id: page.id, order: 2 })).json()
  const below = (await client.post('/api/section', { article_id: lower.id, order: 1 })).json()
  for (const [section, value] of [
    [top, 'oben'],
    [below, 'unten'],
  ] as const)
    await client.post('/api/content', {
      section_id: section.id,
      component_id: text.id,
      data: { text: value },
    })
  const photo = await uploadPhoto(client)
  const host = `${site.identifier}.localhost:3000`
  // what a visitor sees once the owner has published
  const home = async () => {
    await publishSite(client, site.id)
    return (await testApp.app.inject({ method: 'GET', url: '/', headers: { host } })).body
  }
  return { ...owner, page, top, below, photo, home }
}

/** The opening tag of a section and what follows up to its first block. */
const sectionStart = (html: string, id: number) =>
  new RegExp(`<section [^>]*id="section-${id}"[^>]*>(.*?)<div class="sw-content`).exec(html)

describe('a section’s background photo', () => {
  it('is saved with its focal point and drawn behind the blocks: eager in the first article, lazy below it, without alt text', async () => {
    const testApp = await buildTestApp()
    const { client, top, below, photo, home } = await homeWithPhoto(testApp)
    const focused = { ...photo, focus: { x: 20, y: 80 } }
    const saved = await client.patch(`/api/section/${top.id}`, { background: focused })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().background).toEqual(focused)
    expect((await client.get(`/api/section/${top.id}`)).json().background).toEqual(focused)
    await client.patch(`/api/section/${below.id}`, { background: photo })

    const html = await home()
    const [tag, background] = sectionStart(html, top.id)!
    expect(tag).toContain('class="sw-section sw-section--background"')
    expect(background).toMatch(/^<div class="sw-section__background" aria-hidden="true"><picture>/)
    // every address names the file's version (decision 042)
    expect(background).toMatch(
      new RegExp(`srcset="/media/img/${photo.id}/320w1x\\.webp\\?v=[\\w-]+ 320w,`),
    )
    expect(background).toContain('sizes="(min-width: 1260px) 1260px, 100vw"')
    expect(background).toContain('alt=""')
    expect(background).toContain('loading="eager" fetchpriority="high"')
    expect(background).toContain('style="object-position:20% 80%"')
    const [, lowerBackground] = sectionStart(html, below.id)!
    expect(lowerBackground).toContain('loading="lazy"')
    expect(lowerBackground).not.toContain('object-position')
    // The blocks are still there, after the photo.
    expect(html).toContain('<p>oben</p>')

    // Taken away again, the section is as before.
    await client.patch(`/api/section/${top.id}`, { background: null })
    const [plain, nothing] = sectionStart(await home(), top.id)!
    expect(plain).toContain('class="sw-section"')
    expect(nothing).toBe('')
  })

  it('must be the organisation’s own file (422 on background, not 500), on create and on change', async () => {
    const testApp = await buildTestApp()
    const { client, top } = await homeWithPhoto(testApp)
    const strangers = await uploadPhoto((await siteOwner(testApp, 'Metzgerei Mond')).client)
    for (const id of [strangers.id, 999_999]) {
      const background = { ...strangers, id }
      const changed = await client.patch(`/api/section/${top.id}`, { background })
      expect(changed.statusCode).toBe(422)
      expect(changed.json().errors).toEqual({ background: [UNKNOWN_FILE] })
      const created = await client.post('/api/section', { article_id: top.article_id, background })
      expect(created.statusCode).toBe(422)
      expect(created.json().errors).toEqual({ background: [UNKNOWN_FILE] })
    }
    expect((await client.get(`/api/section/${top.id}`)).json().background).toBeNull()
  })

  it('keeps its file from being deleted, naming the page, until it is taken away', async () => {
    const testApp = await buildTestApp()
    const { client, top, page, site, photo } = await homeWithPhoto(testApp)
    await client.patch(`/api/section/${top.id}`, { background: photo })
    const refused = await client.delete(`/api/media/${photo.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().usages).toEqual([
      {
        type: 'section_background',
        section_id: top.id,
        page: { id: page.id, url: page.url, title: page.title, site_id: site.id },
      },
    ])
    await client.patch(`/api/section/${top.id}`, { background: null })
    expect((await client.delete(`/api/media/${photo.id}`)).statusCode).toBe(204)
  })

  it('goes along when the section is duplicated', async () => {
    const testApp = await buildTestApp()
    const { client, top, photo } = await homeWithPhoto(testApp)
    await client.patch(`/api/section/${top.id}`, { background: photo })
    const copy = (await client.post(`/api/section/duplicate/${top.id}`, { id: top.id })).json()
    expect((await client.get(`/api/section/${copy.id}`)).json().background).toEqual(photo)
  })
})
