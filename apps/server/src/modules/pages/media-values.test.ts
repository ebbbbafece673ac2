import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, type TestClient } from '../../test/build-test-app.ts'
import { pageWithArticle, siteOwner } from '../../test/factories.ts'
import { makeImage, upload } from '../../test/media.ts'

const UNKNOWN_FILE = 'Diese Datei gibt es in dieser Organisation nicht.'

/** A form with a media field at the top, inside a group and inside a repeat's rows. */
const FORM = [
  { $formkit: 'media', name: 'img', label: 'Bild' },
  { $formkit: 'group', name: 'box', children: [{ $formkit: 'media', name: 'img' }] },
  { $formkit: 'repeat', name: 'gallery', schema: [{ $formkit: 'media', name: 'bild' }] },
]

async function uploadImage(client: TestClient) {
  const res = await upload(client, { filename: 'bild.png', content: await makeImage('png') })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: number; filename: string; width: number; height: number }
}
const value = (file: { id: number; filename: string; width: number; height: number }) => ({
  id: file.id,
  filename: file.filename,
  width: file.width,
  height: file.height,
})

/** An owner whose component has media fields, and a stranger's image. */
async function ownerAndStrangersImage(testApp: TestApp) {
  const owner = await siteOwner(testApp)
  const stranger = await siteOwner(testApp, 'Metzgerei Mond')
  const own = await uploadImage(owner.client)
  const foreign = await uploadImage(stranger.client)
  const component = (
    await owner.client.post('/api/components', {
      namespace: 'module',
      key: 'galerie',
      title: 'Galerie',
      form: FORM,
      template: '<img src="{{ img.id }}">',
    })
  ).json()
  return { ...owner, own, foreign, component }
}

describe('a media value in content data or site variables is the organisation’s own file', () => {
  it('refuses another organisation’s file in content, at the top, in a group and in a repeat', async () => {
    const testApp = await buildTestApp()
    const { client, site, own, foreign, component } = await ownerAndStrangersImage(testApp)
    const { article } = await pageWithArticle(client, site.id)
    const section = article.sections[0]
    const create = (data: Record<string, unknown>) =>
      client.post('/api/content', { section_id: section.id, component_id: component.id, data })

    const stolen = await create({
      img: value(foreign),
      box: { img: value(foreign) },
      gallery: [{ bild: value(own) }, { bild: value(foreign) }],
    })
    expect(stolen.statusCode).toBe(422)
    expect(stolen.json().errors).toEqual({
      'data.img': [UNKNOWN_FILE],
      'data.box.img': [UNKNOWN_FILE],
      'data.gallery.1.bild': [UNKNOWN_FILE],
    })
    // A file that exists nowhere is refused the same way.
    const missing = await create({ img: { ...value(own), id: 999_999 } })
    expect(missing.json().errors).toEqual({ 'data.img': [UNKNOWN_FILE] })

    const created = await create({ img: value(own), gallery: [{ bild: value(own) }] })
    expect(created.statusCode).toBe(201)
    const content = created.json()

    const changed = await client.patch(`/api/content/${content.id}`, {
      data: { img: value(own), box: { img: value(foreign) } },
    })
    expect(changed.statusCode).toBe(422)
    expect(changed.json().errors).toEqual({ 'data.box.img': [UNKNOWN_FILE] })
    expect((await client.get(`/api/content/${content.id}`)).json().data.box).toBeUndefined()
  })

  it('refuses another organisation’s file in a layout’s header content', async () => {
    const testApp = await buildTestApp()
    const { client, site, foreign, own, component } = await ownerAndStrangersImage(testApp)
    const layout = (
      await client.post('/api/layouts', { site_id: site.id, title: 'Standard' })
    ).json()
    const body = { layout_id: layout.id, layout_slot: 'header', component_id: component.id }
    const stolen = await client.post('/api/content', { ...body, data: { img: value(foreign) } })
    expect(stolen.statusCode).toBe(422)
    expect(stolen.json().errors).toEqual({ 'data.img': [UNKNOWN_FILE] })
    const created = await client.post('/api/content', { ...body, data: { img: value(own) } })
    expect(created.statusCode).toBe(201)
  })

  it('refuses another organisation’s file in site variables', async () => {
    const testApp = await buildTestApp()
    const { client, site, foreign, own } = await ownerAndStrangersImage(testApp)
    const schema = await client.patch(`/api/sites/${site.id}`, { variables_schema: FORM })
    expect(schema.statusCode).toBe(200)
    const stolen = await client.put(`/api/sites/${site.id}/variables`, {
      variables: { gallery: [{ bild: value(foreign) }] },
    })
    expect(stolen.statusCode).toBe(422)
    expect(stolen.json().errors).toEqual({ 'variables.gallery.0.bild': [UNKNOWN_FILE] })
    expect((await client.get(`/api/sites/${site.id}`)).json().variables).toEqual({})

    const saved = await client.put(`/api/sites/${site.id}/variables`, {
      variables: { gallery: [{ bild: value(own) }] },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().variables.gallery[0].bild.id).toBe(own.id)
  })

  it('refuses another organisation’s file in a component’s default data', async () => {
    const testApp = await buildTestApp()
    const { client, component, own, foreign } = await ownerAndStrangersImage(testApp)
    const stolen = await client.patch(`/api/component/${component.id}`, {
      data: { box: { img: value(foreign) } },
    })
    expect(stolen.statusCode).toBe(422)
    expect(stolen.json().errors).toEqual({ 'data.box.img': [UNKNOWN_FILE] })
    const created = await client.post('/api/components', {
      namespace: 'module',
      key: 'bild',
      title: 'Bild',
      form: FORM,
      data: { img: value(foreign) },
    })
    expect(created.json().errors).toEqual({ 'data.img': [UNKNOWN_FILE] })
    const saved = await client.patch(`/api/component/${component.id}`, {
      data: { img: value(own) },
    })
    expect(saved.statusCode).toBe(200)
  })
})
