import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'

const COLORSET = {
  title: 'Sonne',
  highlight_color: '#e6007e',
  secondary_color: '#f5a3cf',
  text_color: '#000',
  background_color: '#fff',
}

describe('themes', () => {
  it('a new theme has every spec §3 default', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await siteOwner(testApp)
    const res = await client.post('/api/themes', { title: 'Hausstil' })
    expect(res.statusCode).toBe(201)
    const heading = { size: null, weight: 400, lineHeight: 1.5, color: null, fontname: null }
    expect(res.json()).toEqual({
      id: expect.any(Number),
      title: 'Hausstil',
      headline_font_id: null,
      copy_font_id: null,
      organization_id: organization.id,
      spacing: 'normal',
      edges: 'clean',
      base_colorset_id: null,
      secondary_colorset_id: null,
      highlightColor: '#e6007e',
      secondaryColor: '#f5a3cf',
      backgroundColor: '#ffffff',
      typography: {
        text: { ...heading, color: '#000000' },
        h1: heading,
        h2: heading,
        h3: heading,
        h4: heading,
        h5: heading,
        h6: heading,
      },
      textAlign: 'justify',
      link: { color: null, decoration: 'default', hoverColor: null, hoverDecoration: 'default' },
      lists: { unordered: 'disc', ordered: 'decimal' },
    })
    expect((await client.get('/api/themes')).json()).toEqual([res.json()])
    expect((await client.get(`/api/themes/${res.json().id}`)).json()).toEqual(res.json())
  })

  it('saves every field and merges nested settings on edit', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const colorset = (await client.post('/api/colorsets', COLORSET)).json()
    const library = (await client.get('/api/fonts')).json() as { id: number; name: string }[]
    const fontId = (name: string) => library.find((f) => f.name === name)!.id
    const theme = (
      await client.post('/api/themes', {
        title: 'Nacht',
        headline_font_id: fontId('playfair-display'),
        copy_font_id: fontId('lora'),
        spacing: 'wide',
        edges: 'smooth',
        base_colorset_id: colorset.id,
        highlightColor: 'hsl(200, 100%, 40%)',
        backgroundColor: '#111',
        typography: { h1: { size: '3rem', weight: 700, fontname: 'Open Sans' } },
        textAlign: 'start',
        link: { decoration: 'wavy', hoverColor: 'rgba(0, 0, 0, .5)' },
        lists: { ordered: 'upper-roman' },
      })
    ).json()
    expect(theme).toMatchObject({
      headline_font_id: fontId('playfair-display'),
      copy_font_id: fontId('lora'),
      spacing: 'wide',
      edges: 'smooth',
      base_colorset_id: colorset.id,
      highlightColor: '#0088cc',
      backgroundColor: '#111111',
      textAlign: 'start',
      link: { decoration: 'wavy', hoverColor: 'rgba(0, 0, 0, 0.5)', color: null },
      lists: { unordered: 'disc', ordered: 'upper-roman' },
    })
    expect(theme.typography.h1).toEqual({
      size: '3rem',
      weight: 700,
      lineHeight: 1.5,
      color: null,
      fontname: 'Open Sans',
    })

    const edited = await client.patch(`/api/themes/${theme.id}`, {
      typography: { h1: { lineHeight: 1.1 }, text: { color: '#333' } },
      link: { color: '#00f' },
      base_colorset_id: null,
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      title: 'Nacht',
      spacing: 'wide',
      base_colorset_id: null,
      link: { decoration: 'wavy', hoverColor: 'rgba(0, 0, 0, 0.5)', color: '#0000ff' },
      lists: { ordered: 'upper-roman' },
    })
    expect(edited.json().typography.h1).toMatchObject({
      size: '3rem',
      weight: 700,
      lineHeight: 1.1,
    })
    expect(edited.json().typography.text.color).toBe('#333333')

    expect((await client.delete(`/api/themes/${theme.id}`)).statusCode).toBe(204)
    expect((await client.get(`/api/themes/${theme.id}`)).statusCode).toBe(404)
  })

  it('refuses a font id that is no font with 422 at that field, on create and edit', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const res = await client.post('/api/themes', {
      title: 'Nacht',
      headline_font_id: 999_999,
      copy_font_id: 999_998,
    })
    expect(res.statusCode).toBe(422)
    const unknown = ['Diese Schrift gibt es weder in der Bibliothek noch in dieser Organisation.']
    expect(res.json().errors).toEqual({ headline_font_id: unknown, copy_font_id: unknown })
    const theme = (await client.post('/api/themes', { title: 'Nacht' })).json()
    const edit = await client.patch(`/api/themes/${theme.id}`, { copy_font_id: 999_999 })
    expect(edit.json().errors).toEqual({ copy_font_id: unknown })
  })

  it('another organisation gets 404 for the theme and cannot use its colour sets', async () => {
    const testApp = await buildTestApp()
    const a = await siteOwner(testApp, 'Alpha')
    const b = await siteOwner(testApp, 'Beta')
    const theme = (await b.client.post('/api/themes', { title: 'Beta' })).json()
    const colorset = (await b.client.post('/api/colorsets', COLORSET)).json()
    expect((await a.client.get(`/api/themes/${theme.id}`)).statusCode).toBe(404)
    expect((await a.client.patch(`/api/themes/${theme.id}`, { title: 'x' })).statusCode).toBe(404)
    expect((await a.client.delete(`/api/themes/${theme.id}`)).statusCode).toBe(404)
    expect((await a.client.get('/api/themes')).json()).toEqual([])

    const res = await a.client.post('/api/themes', {
      title: 'Alpha',
      base_colorset_id: colorset.id,
      secondary_colorset_id: 999_999,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      base_colorset_id: ['Dieses Farbset gibt es in dieser Organisation nicht.'],
      secondary_colorset_id: ['Dieses Farbset gibt es in dieser Organisation nicht.'],
    })
    expect((await a.client.get('/api/themes')).json()).toEqual([])
  })

  it('names each wrong colour and enumeration value by its path, in German', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const theme = (await client.post('/api/themes', { title: 'Hausstil' })).json()
    const res = await client.patch(`/api/themes/${theme.id}`, {
      spacing: 'huge',
      edges: 'round',
      highlightColor: 'pink',
      typography: { h3: { color: '#12', size: '1rem;}body{display:none' } },
      link: { hoverDecoration: 'blink' },
      lists: { unordered: 'star', ordered: 'greek' },
      textAlign: 'left',
    })
    expect(res.statusCode).toBe(422)
    const choice = ['Ungültige Auswahl.']
    expect(res.json()).toEqual({
      message: 'Die eingegebenen Daten sind ungültig.',
      errors: {
        spacing: choice,
        edges: choice,
        highlightColor: ['Bitte eine Farbe als Hex-Wert (#e6007e), rgb(a) oder hsl(a) angeben.'],
        'typography.h3.color': [
          'Bitte eine Farbe als Hex-Wert (#e6007e), rgb(a) oder hsl(a) angeben.',
        ],
        'typography.h3.size': [
          'Bitte eine Größe mit Einheit angeben, z. B. 16px, 1.5rem, 1em oder 100%.',
        ],
        'link.hoverDecoration': choice,
        'lists.unordered': choice,
        'lists.ordered': choice,
        textAlign: choice,
      },
    })
    expect((await client.get(`/api/themes/${theme.id}`)).json()).toEqual(theme)
  })

  it('says it in English when the locale cookie is en', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    client.jar.set('locale', 'en')
    const res = await client.post('/api/themes', {
      title: 'House',
      edges: 'round',
      typography: { text: { color: 'rgb(1, 2)' } },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        edges: ['Invalid choice.'],
        'typography.text.color': ['Please enter a colour as hex (#e6007e), rgb(a) or hsl(a).'],
      },
    })
  })
})
