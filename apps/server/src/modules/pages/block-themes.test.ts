import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import {
  NIGHT_COLORSET,
  createComponent,
  pageWithArticle,
  siteOwner,
} from '../../test/factories.ts'

/** A page with one article, section and content, and a theme and colour set of the same organisation. */
async function themedBlocks(testApp: TestApp) {
  const owner = await siteOwner(testApp)
  const { client, site } = owner
  const text = await createComponent(testApp.database, {
    key: 'text',
    form: [{ $formkit: 'text', name: 'text' }] as never,
  })
  const { page, article } = await pageWithArticle(client, site.id)
  const section = article.sections[0]
  const content = (
    await client.post('/api/content', { section_id: section.id, component_id: text.id, data: {} })
  ).json()
  const theme = (await client.post('/api/themes', { title: 'Wald' })).json()
  const colorset = (await client.post('/api/colorsets', NIGHT_COLORSET)).json()
  return { ...owner, text, page, article, section, content, theme, colorset }
}

describe('themes and colour sets of articles, sections and contents', () => {
  it('saves, returns and clears each block’s theme_id and custom_colorset_id', async () => {
    const testApp = await buildTestApp()
    const { client, page, article, section, content, theme, colorset, text } =
      await themedBlocks(testApp)
    const look = { theme_id: theme.id, custom_colorset_id: colorset.id }
    for (const url of [
      `/api/article/${article.id}`,
      `/api/section/${section.id}`,
      `/api/content/${content.id}`,
    ]) {
      const changed = await client.patch(url, look)
      expect({ url, status: changed.statusCode }).toEqual({ url, status: 200 })
      expect(changed.json()).toMatchObject(look)
      expect((await client.get(url)).json()).toMatchObject(look)
    }
    const tree = (await client.get(`/api/page/${page.id}`)).json()
    expect(tree.articles[0]).toMatchObject(look)
    expect(tree.articles[0].sections[0]).toMatchObject(look)
    expect(tree.articles[0].sections[0].contents[0]).toMatchObject(look)

    const cleared = await client.patch(`/api/section/${section.id}`, {
      theme_id: null,
      custom_colorset_id: null,
    })
    expect(cleared.json()).toMatchObject({ theme_id: null, custom_colorset_id: null })

    const created = [
      await client.post('/api/article', { page_id: page.id, ...look }),
      await client.post('/api/section', { article_id: article.id, ...look }),
      await client.post('/api/content', {
        section_id: section.id,
        component_id: text.id,
        data: {},
        ...look,
      }),
    ]
    for (const res of created) {
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject(look)
    }
  })

  it('refuses another organisation’s theme or colour set with 422 on the field, in German and in English', async () => {
    const testApp = await buildTestApp()
    const { client, page, article, section, content, text } = await themedBlocks(testApp)
    const other = await siteOwner(testApp, 'Fremd')
    const foreignTheme = (await other.client.post('/api/themes', { title: 'Fremd' })).json()
    const foreignSet = (await other.client.post('/api/colorsets', NIGHT_COLORSET)).json()
    const calls: [string, string, Record<string, unknown>][] = [
      ['PATCH', `/api/article/${article.id}`, {}],
      ['PATCH', `/api/section/${section.id}`, {}],
      ['PATCH', `/api/content/${content.id}`, {}],
      ['POST', '/api/article', { page_id: page.id }],
      ['POST', '/api/section', { article_id: article.id }],
      ['POST', '/api/content', { section_id: section.id, component_id: text.id, data: {} }],
    ]
    for (const [method, url, body] of calls) {
      const res = await client.request(method, url, {
        ...body,
        theme_id: foreignTheme.id,
        custom_colorset_id: foreignSet.id,
      })
      expect({ method, url, status: res.statusCode, body: res.json() }).toEqual({
        method,
        url,
        status: 422,
        body: {
          message: 'Die eingegebenen Daten sind ungültig.',
          errors: {
            theme_id: ['Dieses Theme gibt es in deiner Organisation nicht.'],
            custom_colorset_id: ['Dieses Farbset gibt es in dieser Organisation nicht.'],
          },
        },
      })
    }
    const tree = (await client.get(`/api/page/${page.id}`)).json()
    expect(tree.articles).toHaveLength(1)
    expect(tree.articles[0]).toMatchObject({ theme_id: null, custom_colorset_id: null })

    client.jar.set('locale', 'en')
    const english = await client.patch(`/api/section/${section.id}`, { theme_id: 999_999 })
    expect(english.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { theme_id: ['Your organisation has no such theme.'] },
    })
  })

  it('a layout may only wear its organisation’s own theme', async () => {
    const testApp = await buildTestApp()
    const { client, site, theme } = await themedBlocks(testApp)
    const other = await siteOwner(testApp, 'Fremd')
    const foreign = (await other.client.post('/api/themes', { title: 'Fremd' })).json()
    const refused = await client.post('/api/layouts', {
      site_id: site.id,
      title: 'Standard',
      theme_id: foreign.id,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual({
      theme_id: ['Dieses Theme gibt es in deiner Organisation nicht.'],
    })
    const layout = (
      await client.post('/api/layouts', { site_id: site.id, title: 'Standard', theme_id: theme.id })
    ).json()
    expect(layout.theme_id).toBe(theme.id)
    const changed = await client.patch(`/api/layouts/${layout.id}`, { theme_id: foreign.id })
    expect(changed.statusCode).toBe(422)
    expect((await client.get(`/api/layouts/${layout.id}`)).json().theme_id).toBe(theme.id)
  })

  it('deleting a theme or colour set a block wears is allowed: the block falls back (FK set null)', async () => {
    const testApp = await buildTestApp()
    const { client, section, content, theme, colorset } = await themedBlocks(testApp)
    await client.patch(`/api/section/${section.id}`, { theme_id: theme.id })
    await client.patch(`/api/content/${content.id}`, { custom_colorset_id: colorset.id })
    expect((await client.delete(`/api/colorsets/${colorset.id}`)).statusCode).toBe(204)
    expect((await client.delete(`/api/themes/${theme.id}`)).statusCode).toBe(204)
    expect((await client.get(`/api/content/${content.id}`)).json().custom_colorset_id).toBeNull()
    expect((await client.get(`/api/section/${section.id}`)).json().theme_id).toBeNull()
  })
})
