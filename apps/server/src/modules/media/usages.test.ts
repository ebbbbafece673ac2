import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MEDIA_IN_USE_MESSAGE_DE, MediaInUseErrorBody, type FormField } from '@sitewerk/contracts'
import { organizations } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp, type TestClient } from '../../test/build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from '../../test/factories.ts'
import { makeImage, mediaRowCount, storedFiles, upload } from '../../test/media.ts'
import { dataUsesFile } from './usages.ts'

const media = (name: string): FormField => ({ $formkit: 'media', name })
const nestedForm: FormField[] = [
  { $formkit: 'text', name: 'title' },
  media('image'),
  {
    $formkit: 'group',
    name: 'teaser',
    children: [{ $formkit: 'group', name: 'inner', children: [media('picture')] }],
  },
  {
    $formkit: 'repeat',
    name: 'slides',
    schema: [{ $formkit: 'text', name: 'caption' }, media('photo')],
  },
]

describe('dataUsesFile', () => {
  const value = (id: number) => ({ id, filename: 'a.png', width: 1, height: 1 })
  it.each([
    ['a top-level media field', { image: value(7) }, true],
    ['a media field in nested groups', { teaser: { inner: { picture: value(7) } } }, true],
    ['a media field in a repeat row', { slides: [{ photo: value(3) }, { photo: value(7) }] }, true],
    ['another file', { image: value(8), slides: [{ photo: value(70) }] }, false],
    ['the id in a text field', { title: { id: 7 } }, false],
    ['the id under a name the form does not have', { other: value(7) }, false],
    ['a repeat that is not a list', { slides: { photo: value(7) } }, false],
    ['no data', null, false],
  ])('%s', (_, data, expected) => {
    expect(dataUsesFile(nestedForm, data, 7)).toBe(expected)
  })
})

async function setUp(testApp: TestApp) {
  const owner = await siteOwner(testApp)
  const res = await upload(owner.client, { filename: 'logo.png', content: await makeImage('png') })
  const file = res.json() as { id: number; filename: string; width: number; height: number }
  const value = { id: file.id, filename: file.filename, width: file.width, height: file.height }
  return { ...owner, file, value }
}

async function expectInUse(testApp: TestApp, client: TestClient, fileId: number) {
  const res = await client.delete(`/api/media/${fileId}`)
  expect(res.statusCode).toBe(409)
  const body = MediaInUseErrorBody.parse(res.json())
  expect(body.message).toBe(MEDIA_IN_USE_MESSAGE_DE)
  expect(body.errorTypes).toEqual({ id: ['is_used'] })
  expect(await mediaRowCount(testApp)).toBe(1)
  expect((await storedFiles(testApp)).length).toBe(1)
  return body.usages
}

describe('DELETE /api/media/{id} of a file in use (spec §4, §8)', () => {
  it('is refused while the organisation uses it as logo or icon', async () => {
    const testApp = await buildTestApp()
    const { client, organization, file } = await setUp(testApp)
    // Organisation settings set these; no API does yet, so the test writes the columns.
    await testApp.database.db
      .update(organizations)
      .set({ logoFileId: file.id, iconFileId: file.id })
      .where(eq(organizations.id, organization.id))
    expect(await expectInUse(testApp, client, file.id)).toEqual([
      { type: 'organization_logo', organizationId: organization.id },
      { type: 'organization_icon', organizationId: organization.id },
    ])
  })

  it('is refused while a content on a page holds it, at the top, in groups and in repeats', async () => {
    const testApp = await buildTestApp()
    const { client, site, file, value } = await setUp(testApp)
    const component = await createComponent(testApp.database, {
      key: 'gallery',
      title: 'Galerie',
      form: nestedForm as never,
    })
    const { page, article } = await pageWithArticle(client, site.id)
    const sectionId = article.sections[0].id
    const add = async (data: object) => {
      const res = await client.post('/api/content', {
        section_id: sectionId,
        order: 1,
        component_id: component.id,
        data,
      })
      expect(res.statusCode).toBe(201)
      return res.json().id as number
    }
    const top = await add({ image: value })
    const grouped = await add({ teaser: { inner: { picture: value } } })
    const repeated = await add({ slides: [{ caption: 'eins' }, { caption: 'zwei', photo: value }] })
    await add({ title: 'ohne Bild' })
    const pageRef = { id: page.id, url: page.url, title: page.title, site_id: site.id }
    expect(await expectInUse(testApp, client, file.id)).toEqual(
      [top, grouped, repeated].map((content_id) => ({
        type: 'content',
        content_id,
        page: pageRef,
        layout: null,
      })),
    )
  })

  it('is refused while a content in a layout holds it, naming layout, slot and module', async () => {
    const testApp = await buildTestApp()
    const { client, site, file, value } = await setUp(testApp)
    const component = await createComponent(testApp.database, {
      key: 'header-logo',
      title: 'Kopf mit Logo',
      form: [media('logo')] as never,
    })
    const layout = (
      await client.post('/api/layouts', { site_id: site.id, title: 'Standard' })
    ).json()
    const content = (
      await client.post('/api/content', {
        layout_id: layout.id,
        layout_slot: 'footer',
        order: 1,
        component_id: component.id,
        data: { logo: value },
      })
    ).json()
    expect(await expectInUse(testApp, client, file.id)).toEqual([
      {
        type: 'content',
        content_id: content.id,
        page: null,
        layout: { id: layout.id, slot: 'footer', title: 'Standard', module_title: 'Kopf mit Logo' },
      },
    ])
  })

  it('is refused while a page or a site shares it as its share image', async () => {
    const testApp = await buildTestApp()
    const { client, site, file } = await setUp(testApp)
    const { page } = await pageWithArticle(client, site.id, 'ueber-uns')
    expect((await client.patch(`/api/page/${page.id}`, { seo_image_id: file.id })).statusCode).toBe(
      200,
    )
    expect(
      (await client.patch(`/api/sites/${site.id}`, { seo_image_id: file.id })).statusCode,
    ).toBe(200)
    expect(await expectInUse(testApp, client, file.id)).toEqual([
      {
        type: 'page_share_image',
        page: { id: page.id, url: 'ueber-uns', title: page.title, site_id: site.id },
      },
      { type: 'site_share_image', site: { id: site.id, title: expect.any(String) } },
    ])
  })

  it('is refused while an article has it as background', async () => {
    const testApp = await buildTestApp()
    const { client, site, file } = await setUp(testApp)
    const { page, article } = await pageWithArticle(client, site.id)
    expect(
      (await client.patch(`/api/article/${article.id}`, { background_file_id: file.id }))
        .statusCode,
    ).toBe(200)
    const usages = await expectInUse(testApp, client, file.id)
    expect(usages).toEqual([
      {
        type: 'article_background',
        article_id: article.id,
        page: { id: page.id, url: page.url, title: page.title, site_id: site.id },
      },
    ])
    // Once nothing uses it any more, it goes.
    await client.patch(`/api/article/${article.id}`, { background_file_id: null })
    expect((await client.delete(`/api/media/${file.id}`)).statusCode).toBe(204)
    expect(await mediaRowCount(testApp)).toBe(0)
    expect(await storedFiles(testApp)).toEqual([])
  })

  it('speaks English to an English user', async () => {
    const testApp = await buildTestApp()
    const { client, site, file } = await setUp(testApp)
    await client.patch(`/api/sites/${site.id}`, { seo_image_id: file.id })
    const res = await client.delete(`/api/media/${file.id}`, { 'accept-language': 'en' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('The image could not be deleted. The file is still in use.')
  })

  it('reports a reference from another organisation as unknown, never as a 500', async () => {
    const testApp = await buildTestApp()
    const { client, file } = await setUp(testApp)
    const other = await siteOwner(testApp, 'Fremd AG')
    // Whatever let another tenant point at the file, the delete must not fail on the foreign key.
    await testApp.database.db
      .update(organizations)
      .set({ logoFileId: file.id })
      .where(eq(organizations.id, other.organization.id))
    expect(await expectInUse(testApp, client, file.id)).toEqual([{ type: 'unknown' }])
  })

  it("refuses another organisation's file or an unknown id as share image or background (422, not 500)", async () => {
    const testApp = await buildTestApp()
    const { file } = await setUp(testApp)
    const { client, site } = await siteOwner(testApp, 'Fremd AG')
    const { page, article } = await pageWithArticle(client, site.id)
    for (const id of [file.id, 999_999]) {
      const calls = [
        [`/api/page/${page.id}`, 'seo_image_id'],
        [`/api/sites/${site.id}`, 'seo_image_id'],
        [`/api/article/${article.id}`, 'background_file_id'],
      ] as const
      for (const [url, field] of calls) {
        const res = await client.patch(url, { [field]: id })
        expect(res.statusCode).toBe(422)
        expect(res.json().errors).toEqual({
          [field]: ['Diese Datei gibt es in dieser Organisation nicht.'],
        })
      }
    }
    const created = await client.post('/api/article', {
      page_id: page.id,
      order: 2,
      background_file_id: file.id,
    })
    expect(created.statusCode).toBe(422)
  })
})
