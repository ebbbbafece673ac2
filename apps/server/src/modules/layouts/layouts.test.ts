import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createComponent, siteOwner } from '../../test/factories.ts'

const textForm = [{ $formkit: 'text', name: 'text', required: true }]

describe('layouts', () => {
  it('creates, lists, changes and deletes a site’s layout', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const theme = (await client.post('/api/themes', { title: 'Hausstil' })).json()
    const fields = {
      title: 'Standard',
      theme_id: theme.id,
      style: 'header { a: b }',
      css: 'header{a:b}',
      maxWidth: 'full',
    }
    const created = await client.post('/api/layouts', { site_id: site.id, ...fields })
    expect(created.statusCode).toBe(201)
    const layout = created.json()
    expect(layout).toEqual({ id: expect.any(Number), site_id: site.id, ...fields, contents: [] })
    const plain = (
      await client.post('/api/layouts', { site_id: site.id, title: 'Schlicht' })
    ).json()
    expect(plain).toMatchObject({ theme_id: null, style: null, maxWidth: 'default' })
    expect((await client.get(`/api/sites/${site.id}/layouts`)).json()).toEqual([layout, plain])
    expect((await client.get(`/api/layouts/${layout.id}`)).json()).toEqual(layout)

    const changed = await client.patch(`/api/layouts/${layout.id}`, {
      title: 'Breit',
      theme_id: null,
      maxWidth: 'default',
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toEqual({
      ...layout,
      title: 'Breit',
      theme_id: null,
      maxWidth: 'default',
    })

    const deleted = await client.delete(`/api/layouts/${layout.id}`)
    expect(deleted.json()).toEqual({ site_id: site.id })
    expect((await client.get(`/api/layouts/${layout.id}`)).statusCode).toBe(404)
    expect((await client.get(`/api/sites/${site.id}/layouts`)).json()).toEqual([plain])
  })

  it('holds header and footer contents, ordered, and pages lose it when it is deleted', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const text = await createComponent(testApp.database, { key: 'text', form: textForm as never })
    const layout = (
      await client.post('/api/layouts', { site_id: site.id, title: 'Standard' })
    ).json()
    const add = async (slot: string, order: number, value: string) => {
      const res = await client.post('/api/content', {
        layout_id: layout.id,
        layout_slot: slot,
        order,
        component_id: text.id,
        data: { text: value },
      })
      expect(res.statusCode).toBe(201)
      return res.json()
    }
    const footer = await add('footer', 1, 'Impressum')
    const second = await add('header', 2, 'Menü')
    const first = await add('header', 1, 'Logo')
    expect(first).toMatchObject({ layout_id: layout.id, layout_slot: 'header', section_id: null })

    const loaded = (await client.get(`/api/layouts/${layout.id}`)).json()
    expect(loaded.contents.map((c: { id: number }) => c.id)).toEqual([
      footer.id,
      first.id,
      second.id,
    ])
    expect(loaded.contents[1].data).toEqual({ text: 'Logo' })
    expect((await client.get(`/api/sites/${site.id}/layouts`)).json()[0].contents).toHaveLength(3)

    const reordered = await client.post('/api/reorder', {
      type: 'header',
      parent_id: layout.id,
      ids: [second.id, footer.id, first.id],
    })
    expect(reordered.statusCode).toBe(204)
    const slots = (await client.get(`/api/layouts/${layout.id}`)).json().contents
    expect(slots.map((c: { data: { text: string }; layout_slot: string }) => c)).toEqual([
      expect.objectContaining({ data: { text: 'Menü' }, layout_slot: 'header', order: 1 }),
      expect.objectContaining({ data: { text: 'Impressum' }, layout_slot: 'header', order: 2 }),
      expect.objectContaining({ data: { text: 'Logo' }, layout_slot: 'header', order: 3 }),
    ])
    const back = await client.post('/api/reorder', {
      type: 'footer',
      parent_id: layout.id,
      ids: [footer.id],
    })
    expect(back.statusCode).toBe(204)
    expect(
      (await client.get(`/api/layouts/${layout.id}`))
        .json()
        .contents.map((c: { id: number; layout_slot: string }) => [c.id, c.layout_slot]),
    ).toEqual([
      [footer.id, 'footer'],
      [second.id, 'header'],
      [first.id, 'header'],
    ])

    const page = (
      await client.post('/api/page', {
        site_id: site.id,
        title: 'Start',
        url: '',
        layout_id: layout.id,
      })
    ).json()
    expect(page.layout_id).toBe(layout.id)
    await client.delete(`/api/layouts/${layout.id}`)
    expect((await client.get(`/api/page/${page.id}`)).json().layout_id).toBeNull()
    expect((await client.get(`/api/content/${first.id}`)).statusCode).toBe(404)
  })

  it('another organisation gets 404 for its layouts and sites', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp, 'Eigen')
    const other = await siteOwner(testApp, 'Fremd')
    const text = await createComponent(testApp.database, { key: 'text', form: textForm as never })
    const layout = (
      await owner.client.post('/api/layouts', { site_id: owner.site.id, title: 'Standard' })
    ).json()
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/layouts/${layout.id}`],
      ['PATCH', `/api/layouts/${layout.id}`, { title: 'x' }],
      ['DELETE', `/api/layouts/${layout.id}`],
      ['GET', `/api/sites/${owner.site.id}/layouts`],
      ['POST', '/api/layouts', { site_id: owner.site.id, title: 'x' }],
      [
        'POST',
        '/api/content',
        { layout_id: layout.id, layout_slot: 'header', component_id: text.id, data: { text: 'x' } },
      ],
    ]
    for (const [method, url, body] of calls) {
      expect({ url, status: (await other.client.request(method, url, body)).statusCode }).toEqual({
        url,
        status: 404,
      })
    }
    expect((await owner.client.get(`/api/layouts/${layout.id}`)).json().title).toBe('Standard')
    expect((await owner.client.get(`/api/sites/${owner.site.id}/layouts`)).json()).toEqual([
      expect.objectContaining({ id: layout.id, contents: [] }),
    ])
  })

  it('refuses bad input with field errors, in German and in English', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const cases = [
      [{ site_id: site.id, title: '' }, 'title', 'Dieses Feld ist erforderlich.'],
      [{ site_id: site.id, title: 'x'.repeat(256) }, 'title', 'Höchstens 255 Zeichen.'],
      [{ site_id: site.id, title: 'x', maxWidth: 'wide' }, 'maxWidth', 'Ungültige Auswahl.'],
      [{ site_id: site.id, title: 'x', header: [] }, 'header', 'Unbekanntes Feld.'],
      [{ title: 'x' }, 'site_id', 'Dieses Feld ist erforderlich.'],
      [
        { site_id: site.id, title: 'x', css: 'x'.repeat(100_001) },
        'css',
        'Höchstens 100000 Zeichen.',
      ],
    ] as const
    for (const [body, field, message] of cases) {
      const res = await client.post('/api/layouts', body)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({ [field]: [message] })
    }
    client.jar.set('locale', 'en')
    const english = await client.post('/api/layouts', { site_id: site.id, title: '' })
    expect(english.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { title: ['This field is required.'] },
    })
  })
})
