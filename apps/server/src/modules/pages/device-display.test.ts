import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { homeWithBlock } from '../../test/publishing.ts'

const HIDDEN = ['small'] as const
const SPACING = { small: { top: 'none' }, big: { top: 'xl', bottom: 's' } }

/** An owner's published home page with one block; `home` publishes and gets what visitors get. */
async function publishedHome(testApp: TestApp) {
  const owner = await homeWithBlock(testApp)
  const host = `${owner.site.identifier}.localhost:3000`
  const visit = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host } })
  const home = async () => {
    await owner.client.post(`/api/sites/${owner.site.id}/publish`, {})
    return (await visit('/')).body
  }
  const tree = async () => (await owner.client.get(`/api/page/${owner.page.id}`)).json()
  return { ...owner, home, tree, visit }
}

describe('device visibility and spacing (issue #19, decision 040)', () => {
  it('keeps what a person set on a block, section and article, and the public page hides and spaces them with CSS', async () => {
    const testApp = await buildTestApp()
    const { client, content, article, home, visit } = await publishedHome(testApp)
    const section = article.sections[0]
    expect(content).toMatchObject({ hidden_on: [], spacing: {} })
    for (const [kind, id] of [
      ['content', content.id],
      ['section', section.id],
      ['article', article.id],
    ] as const) {
      const saved = await client.patch(`/api/${kind}/${id}`, {
        hidden_on: HIDDEN,
        spacing: SPACING,
      })
      expect(saved.statusCode).toBe(200)
      expect(saved.json()).toMatchObject({ hidden_on: HIDDEN, spacing: SPACING })
    }
    const page = (await client.get(`/api/page/${article.page_id}`)).json()
    expect(page.articles[0]).toMatchObject({ hidden_on: HIDDEN, spacing: SPACING })
    expect(page.articles[0].sections[0]).toMatchObject({ hidden_on: HIDDEN, spacing: SPACING })
    expect(page.articles[0].sections[0].contents[0]).toMatchObject({
      hidden_on: HIDDEN,
      spacing: SPACING,
    })

    const html = await home()
    const classes = 'sw-hide-small sw-pt-small-none sw-pt-big-xl sw-pb-big-s'
    expect(html).toMatch(
      new RegExp(`class="sw-content sw-c-[a-z0-9-]+ ${classes}" id="content-${content.id}"`),
    )
    expect(html).toContain(`<section class="sw-section ${classes}" id="section-${section.id}"`)
    expect(html).toMatch(new RegExp(`<article class="sw-article[^"]* ${classes}" id="article-`))
    expect(html).not.toContain('<script src=') // CSS only
    const stylesheet = /href="(\/_sitewerk\/page\.css[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&')
    const css = (await visit(stylesheet)).body
    expect(css).toContain(
      '@media (max-width:767.98px){.sw-hide-small{display:none!important}.sw-pt-small-none{padding-top:0rem!important}}',
    )
    expect(css).toContain(
      '@media (min-width:1260px){.sw-pb-big-s{padding-bottom:1rem!important}.sw-pt-big-xl{padding-top:6rem!important}}',
    )

    // Shown everywhere again: the next publish drops the classes from the cached page.
    await client.patch(`/api/content/${content.id}`, { hidden_on: [], spacing: {} })
    const again = await home()
    expect(again).toMatch(
      new RegExp(`class="sw-content sw-c-[a-z0-9-]+" id="content-${content.id}"`),
    )
  })

  it('refuses devices and steps it does not know with 422 and field errors in the person’s language', async () => {
    const testApp = await buildTestApp()
    const { client, content, article } = await publishedHome(testApp)
    const refused = await client.patch(`/api/content/${content.id}`, {
      hidden_on: ['phone', 'small', 'small'],
      spacing: { small: { top: 'huge', left: 'm' }, watch: {} },
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({
      message: 'Die eingegebenen Daten sind ungültig.',
      errors: {
        'hidden_on.0': ['Ungültige Auswahl.'],
        'spacing.small.top': ['Ungültige Auswahl.'],
        'spacing.small.left': ['Unbekanntes Feld.'],
        'spacing.watch': ['Unbekanntes Feld.'],
      },
    })
    const twice = await client.patch(`/api/section/${article.sections[0].id}`, {
      hidden_on: ['small', 'small'],
    })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors).toEqual({ hidden_on: ['Jeder Eintrag darf nur einmal vorkommen.'] })

    client.jar.set('locale', 'en')
    const english = await client.patch(`/api/article/${article.id}`, {
      spacing: { big: { top: 7 } },
    })
    expect(english.statusCode).toBe(422)
    expect(english.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { 'spacing.big.top': ['Invalid choice.'] },
    })
  })

  it('goes along when an article is duplicated, when a deleted block comes back, and when a published version is restored', async () => {
    const testApp = await buildTestApp()
    const { client, page, content, article, tree } = await publishedHome(testApp)
    await client.patch(`/api/content/${content.id}`, { hidden_on: HIDDEN, spacing: SPACING })
    await client.patch(`/api/article/${article.id}`, { hidden_on: ['big'] })

    const copy = await client.post(`/api/article/duplicate/${article.id}`, {})
    expect(copy.statusCode).toBeLessThan(300)
    const copied = (await tree()).articles.find((a: { id: number }) => a.id === copy.json().id)
    expect(copied).toMatchObject({ hidden_on: ['big'] })
    expect(copied.sections[0].contents[0]).toMatchObject({ hidden_on: HIDDEN, spacing: SPACING })

    const {
      updated_at: _,
      section_id: __,
      ...block
    } = (await tree()).articles[0].sections[0].contents[0]
    await client.delete(`/api/content/${content.id}`)
    const back = await client.post('/api/content/restore', {
      parent_id: article.sections[0].id,
      block: Object.fromEntries(
        Object.entries(block).filter(
          ([k]) => !['article_id', 'layout_id', 'layout_slot'].includes(k),
        ),
      ),
    })
    expect(back.statusCode).toBe(201)
    expect(back.json()).toMatchObject({ hidden_on: HIDDEN, spacing: SPACING })

    await client.post(`/api/sites/${(await tree()).site_id}/publish`, {})
    await client.patch(`/api/content/${content.id}`, { hidden_on: [], spacing: {} })
    const versions = (await client.get(`/api/page/${page.id}/versions`)).json()
    const latest = (versions.items ?? versions)[0]
    const restored = await client.post(`/api/page-versions/${latest.id}/restore`)
    expect(restored.statusCode).toBe(200)
    const content0 = (await tree()).articles[0].sections[0].contents[0]
    expect(content0).toMatchObject({ id: content.id, hidden_on: HIDDEN, spacing: SPACING })
  })
})
