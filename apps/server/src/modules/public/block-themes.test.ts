import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sections } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import {
  NIGHT_COLORSET,
  createComponent,
  pageWithArticle,
  siteOwner,
} from '../../test/factories.ts'
import { publishSite } from '../../test/publishing.ts'

/** A site in theme 'Holz' (#8b4513) whose home page has one article with two sections of text. */
async function themedSite(testApp: TestApp) {
  const owner = await siteOwner(testApp)
  const { client, site } = owner
  const text = await createComponent(testApp.database, {
    key: 'text',
    form: [{ $formkit: 'text', name: 'text' }] as never,
    template: '<p>{{ text }}</p>',
  })
  const siteTheme = (
    await client.post('/api/themes', { title: 'Holz', highlightColor: '#8b4513' })
  ).json()
  await client.patch(`/api/sites/${site.id}`, { theme_id: siteTheme.id })
  const { page: home, article } = await pageWithArticle(client, site.id)
  const first = article.sections[0]
  const second = (await client.post('/api/section', { article_id: article.id, order: 2 })).json()
  const add = async (sectionId: number, value: string) =>
    (
      await client.post('/api/content', {
        section_id: sectionId,
        component_id: text.id,
        data: { text: value },
      })
    ).json()
  const firstContent = await add(first.id, 'eins')
  const secondContent = await add(second.id, 'zwei')
  const host = `${site.identifier}.localhost:3000`
  const visit = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host } })
  /** The home page's HTML and its stylesheet, once the site is published as it is now. */
  const home$ = async () => {
    await publishSite(client, site.id)
    const html = (await visit('/')).body
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!
    return { html, css: (await visit(href.replace(/&amp;/g, '&'))).body }
  }
  return {
    ...owner,
    home,
    article,
    first,
    second,
    firstContent,
    secondContent,
    home$,
    visit,
    siteTheme,
  }
}

/** The class attribute of the element with this id in the page. */
const classOf = (html: string, id: string) =>
  new RegExp(`class="([^"]*)" id="${id}"`).exec(html)?.[1]

describe('themes and colour sets of blocks on the public page', () => {
  it('a section with its own theme shows that theme’s highlight while the rest keeps the site theme', async () => {
    const testApp = await buildTestApp()
    const { client, first, second, article, home$ } = await themedSite(testApp)
    const green = (
      await client.post('/api/themes', { title: 'Wald', highlightColor: '#00aa00' })
    ).json()
    await client.patch(`/api/section/${second.id}`, { theme_id: green.id })

    const { html, css } = await home$()
    expect(classOf(html, `section-${second.id}`)).toBe(`sw-section sw-theme-${green.id}`)
    expect(classOf(html, `section-${first.id}`)).toBe('sw-section')
    expect(classOf(html, `article-${article.id}`)).not.toContain('sw-theme-')
    expect(css).toMatch(/:root\{\n {2}--sw-color-highlight:#8b4513;/)
    expect(css).toContain(`.sw-theme-${green.id}{\n  --sw-color-highlight:#00aa00;`)
    expect(css.match(/--sw-color-highlight:#00aa00/g)).toHaveLength(1)

    // A theme edit reaches the page at once (the theme service clears the public caches).
    await client.patch(`/api/themes/${green.id}`, { highlightColor: '#006600' })
    expect((await home$()).css).toContain(`.sw-theme-${green.id}{\n  --sw-color-highlight:#006600;`)
  })

  it('a content with a colour set inside an article with another theme: the colour set is nearest', async () => {
    const testApp = await buildTestApp()
    const { client, article, firstContent, secondContent, home$ } = await themedSite(testApp)
    const blue = (
      await client.post('/api/themes', { title: 'See', highlightColor: '#0000aa' })
    ).json()
    const night = (await client.post('/api/colorsets', NIGHT_COLORSET)).json()
    await client.patch(`/api/article/${article.id}`, { theme_id: blue.id })
    await client.patch(`/api/content/${firstContent.id}`, { custom_colorset_id: night.id })

    const { html, css } = await home$()
    expect(classOf(html, `article-${article.id}`)).toBe(
      `sw-article sw-article--height-full sw-article--alignment-center sw-theme-${blue.id}`,
    )
    expect(classOf(html, `content-${firstContent.id}`)).toBe(
      `sw-content sw-c-text sw-colorset-${night.id}`,
    )
    expect(classOf(html, `content-${secondContent.id}`)).toBe('sw-content sw-c-text')
    const themeAt = css.indexOf(`.sw-theme-${blue.id}{`)
    const colorsetAt = css.indexOf(
      `.sw-colorset-${night.id}{--sw-color-highlight:#ffcc00;--sw-color-secondary:#333333;--sw-color-text:#ffffff;--sw-color-background:#000000;`,
    )
    expect(themeAt).toBeGreaterThan(-1)
    expect(colorsetAt).toBeGreaterThan(themeAt)

    // A colour set edit reaches the page at once.
    await client.patch(`/api/colorsets/${night.id}`, { highlight_color: '#ff0000' })
    expect((await home$()).css).toContain(`.sw-colorset-${night.id}{--sw-color-highlight:#ff0000;`)
  })

  it('deleting a colour set a block wears redraws the page without it: the block falls back to the theme around it', async () => {
    const testApp = await buildTestApp()
    const { client, firstContent, home$ } = await themedSite(testApp)
    const night = (await client.post('/api/colorsets', NIGHT_COLORSET)).json()
    await client.patch(`/api/content/${firstContent.id}`, { custom_colorset_id: night.id })
    expect((await home$()).css).toContain(`.sw-colorset-${night.id}{`)

    expect((await client.delete(`/api/colorsets/${night.id}`)).statusCode).toBe(204)
    const { html, css } = await home$()
    expect(classOf(html, `content-${firstContent.id}`)).toBe('sw-content sw-c-text')
    expect(css).not.toContain('sw-colorset-')
    expect(css).toMatch(/:root\{\n {2}--sw-color-highlight:#8b4513;/)
  })

  it('the page’s layout theme replaces the site theme for the whole page', async () => {
    const testApp = await buildTestApp()
    const { client, site, home, home$, visit } = await themedSite(testApp)
    const layoutTheme = (
      await client.post('/api/themes', { title: 'Layout', highlightColor: '#123456' })
    ).json()
    const layout = (
      await client.post('/api/layouts', {
        site_id: site.id,
        title: 'Bunt',
        theme_id: layoutTheme.id,
      })
    ).json()
    // A page without layout (asked for: a call naming none takes the site's standard layout).
    await client.post('/api/page', {
      site_id: site.id,
      title: 'Ohne',
      url: 'ohne',
      layout_id: null,
    })
    await client.patch(`/api/page/${home.id}`, { layout_id: layout.id })

    const { css } = await home$()
    expect(css).toMatch(/:root\{\n {2}--sw-color-highlight:#123456;/)
    expect(css).not.toContain('#8b4513')
    const other = (await visit('/ohne')).body
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(other)![1]!
    expect((await visit(href.replace(/&amp;/g, '&'))).body).toMatch(
      /:root\{\n {2}--sw-color-highlight:#8b4513;/,
    )
  })

  it('carries the @font-face and preload of library fonts a block’s theme names', async () => {
    const testApp = await buildTestApp()
    const { client, first, home$ } = await themedSite(testApp)
    const serif = (
      await client.post('/api/themes', {
        title: 'Serif',
        typography: { text: { fontname: 'Lora' } },
      })
    ).json()
    expect((await home$()).css).not.toContain('@font-face')
    await client.patch(`/api/section/${first.id}`, { theme_id: serif.id })
    const { html, css } = await home$()
    expect(css).toContain('@font-face{font-family:"Lora";font-style:normal;font-weight:400')
    expect(css).toContain(`.sw-theme-${serif.id}{`)
    expect(html).toContain(
      '<link rel="preload" href="/fonts/files/lora-latin-400-normal.woff2" as="font"',
    )
  })

  it('ignores another organisation’s theme that reached a block behind the API’s back', async () => {
    const testApp = await buildTestApp()
    const { first, home$ } = await themedSite(testApp)
    const other = await siteOwner(testApp, 'Fremd')
    const foreign = (
      await other.client.post('/api/themes', { title: 'Fremd', highlightColor: '#abcdef' })
    ).json()
    await testApp.database.db
      .update(sections)
      .set({ themeId: foreign.id })
      .where(eq(sections.id, first.id))
    const { html, css } = await home$()
    expect(classOf(html, `section-${first.id}`)).toBe('sw-section')
    expect(css).not.toContain('#abcdef')
  })
})
