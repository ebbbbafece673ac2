import { describe, expect, it } from 'vitest'
import { ColorsetInUseErrorBody } from '@sitewerk/contracts'
import { buildTestApp } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'

const PINK = {
  title: 'Sonne',
  highlight_color: '#E6007E',
  secondary_color: 'rgb(245, 163, 207)',
  text_color: 'hsl(0, 0%, 0%)',
  background_color: '#fff',
}

describe('colour sets', () => {
  it('an organisation creates, lists, edits and deletes a colour set', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await siteOwner(testApp)
    const created = await client.post('/api/colorsets', PINK)
    expect(created.statusCode).toBe(201)
    const colorset = created.json()
    expect(colorset).toEqual({
      id: expect.any(Number),
      title: 'Sonne',
      highlight_color: '#e6007e',
      secondary_color: '#f5a3cf',
      text_color: '#000000',
      background_color: '#ffffff',
      organization_id: organization.id,
    })
    expect((await client.get('/api/colorsets')).json()).toEqual([colorset])
    expect((await client.get(`/api/colorsets/${colorset.id}`)).json()).toEqual(colorset)

    const edited = await client.patch(`/api/colorsets/${colorset.id}`, {
      title: 'Mond',
      text_color: 'rgb(20 20 20)',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      title: 'Mond',
      text_color: '#141414',
      highlight_color: '#e6007e',
    })

    expect((await client.delete(`/api/colorsets/${colorset.id}`)).statusCode).toBe(204)
    expect((await client.get(`/api/colorsets/${colorset.id}`)).statusCode).toBe(404)
  })

  it('makes every colour of a set opaque (spec §5)', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const res = await client.post('/api/colorsets', {
      ...PINK,
      background_color: 'rgba(255, 255, 255, 0.2)',
      text_color: '#0008',
    })
    expect(res.json()).toMatchObject({ background_color: '#ffffff', text_color: '#000000' })
  })

  it('another organisation gets 404 for the colour set', async () => {
    const testApp = await buildTestApp()
    const a = await siteOwner(testApp, 'Alpha')
    const b = await siteOwner(testApp, 'Beta')
    const colorset = (await b.client.post('/api/colorsets', PINK)).json()
    expect((await a.client.get(`/api/colorsets/${colorset.id}`)).statusCode).toBe(404)
    expect((await a.client.patch(`/api/colorsets/${colorset.id}`, { title: 'x' })).statusCode).toBe(
      404,
    )
    expect((await a.client.delete(`/api/colorsets/${colorset.id}`)).statusCode).toBe(404)
    expect((await a.client.get('/api/colorsets')).json()).toEqual([])
    expect((await b.client.get(`/api/colorsets/${colorset.id}`)).json().title).toBe('Sonne')
  })

  it('refuses a wrong colour with the field named, in German', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const res = await client.post('/api/colorsets', { ...PINK, text_color: 'schwarz' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Die eingegebenen Daten sind ungültig.',
      errors: {
        text_color: ['Bitte eine Farbe als Hex-Wert (#e6007e), rgb(a) oder hsl(a) angeben.'],
      },
    })
    expect((await client.get('/api/colorsets')).json()).toEqual([])
  })

  it('says it in English when the locale cookie is en', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    client.jar.set('locale', 'en')
    const res = await client.post('/api/colorsets', { ...PINK, highlight_color: '#12345' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      highlight_color: ['Please enter a colour as hex (#e6007e), rgb(a) or hsl(a).'],
    })
  })

  it('keeps a colour set a theme uses and names the themes (409)', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const colorset = (await client.post('/api/colorsets', PINK)).json()
    const base = (
      await client.post('/api/themes', { title: 'Hell', base_colorset_id: colorset.id })
    ).json()
    const secondary = (
      await client.post('/api/themes', { title: 'Dunkel', secondary_colorset_id: colorset.id })
    ).json()
    await client.post('/api/themes', { title: 'Ohne' })

    const res = await client.delete(`/api/colorsets/${colorset.id}`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      message: 'Das Farbset wird noch verwendet und kann nicht gelöscht werden.',
      errorTypes: { id: ['is_used'] },
      usages: [
        { type: 'theme', id: base.id, title: 'Hell' },
        { type: 'theme', id: secondary.id, title: 'Dunkel' },
      ],
    })
    expect(ColorsetInUseErrorBody.safeParse(res.json()).success).toBe(true)
    expect((await client.get(`/api/colorsets/${colorset.id}`)).statusCode).toBe(200)

    await client.delete(`/api/themes/${base.id}`)
    await client.patch(`/api/themes/${secondary.id}`, { secondary_colorset_id: null })
    expect((await client.delete(`/api/colorsets/${colorset.id}`)).statusCode).toBe(204)
  })
})
