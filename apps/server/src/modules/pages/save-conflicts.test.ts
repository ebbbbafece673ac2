import { describe, expect, it } from 'vitest'
import { createComponent, pageWithArticle, siteOwner } from '../../test/factories.ts'
import { buildTestApp } from '../../test/build-test-app.ts'

/** Issue #6: two people editing the same item — the later save is refused, never a silent overwrite. */
describe('save conflicts', () => {
  it.each(['page', 'article', 'section', 'content'] as const)(
    'refuses a %s save that names a version someone else has already saved over (409), and keeps the first save',
    async (kind) => {
      const testApp = await buildTestApp()
      const { client, site } = await siteOwner(testApp)
      const { page, article } = await pageWithArticle(client, site.id)
      const section = article.sections[0]
      const component = await createComponent(testApp.database, {
        key: 'notiz',
        form: [{ $formkit: 'text', name: 'text', label: 'Text' }],
      })
      const content = (
        await client.post('/api/content', {
          section_id: section.id,
          order: 1,
          component_id: component.id,
          data: { text: 'Anfang' },
        })
      ).json()
      const id = { page: page.id, article: article.id, section: section.id, content: content.id }[
        kind
      ]
      const change =
        kind === 'page'
          ? (v: string) => ({ title: `Titel ${v}` })
          : kind === 'content'
            ? (v: string) => ({ data: { text: `Text ${v}` } })
            : (v: string) => ({ title: `Titel ${v}` })
      const seen = (await client.get(`/api/${kind}/${id}`)).json().updated_at as string
      expect(seen).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)

      // Anna saves first, from the version both of them opened
      const anna = await client.patch(`/api/${kind}/${id}`, { ...change('Anna'), updated_at: seen })
      expect(anna.statusCode).toBe(200)
      expect(anna.json().updated_at).not.toBe(seen)

      // Ben saves from the same, now old version: refused, in German, with the current version
      const ben = await client.patch(`/api/${kind}/${id}`, { ...change('Ben'), updated_at: seen })
      expect(ben.statusCode).toBe(409)
      expect(ben.json()).toMatchObject({
        message: expect.stringContaining('inzwischen gespeichert'),
        updated_at: anna.json().updated_at,
      })
      const stored = (await client.get(`/api/${kind}/${id}`)).json()
      expect(JSON.stringify(stored)).toContain('Anna')
      expect(JSON.stringify(stored)).not.toContain('Ben')

      // with the new version Ben's save goes through
      const again = await client.patch(`/api/${kind}/${id}`, {
        ...change('Ben'),
        updated_at: anna.json().updated_at,
      })
      expect(again.statusCode).toBe(200)
    },
  )

  it('refuses a malformed version with 422 on updated_at', async () => {
    const { client, site } = await siteOwner(await buildTestApp())
    const { page } = await pageWithArticle(client, site.id)
    const res = await client.patch(`/api/page/${page.id}`, { title: 'X', updated_at: 'gestern' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toHaveProperty('updated_at')
  })
})
