import type { FormField } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from '../../test/factories.ts'
import { publishSite } from '../../test/publishing.ts'

const form: FormField[] = [
  { $formkit: 'wysiwyg', name: 'text' },
  { $formkit: 'html', name: 'embed' },
  {
    $formkit: 'group',
    name: 'box',
    children: [
      { $formkit: 'repeat', name: 'items', schema: [{ $formkit: 'wysiwyg', name: 'body' }] },
    ],
  },
]
const EVIL =
  '<p>Hallo <strong>Welt</strong><script>alert(1)</script><img src=x onerror="alert(2)">' +
  '<a href="javascript:alert(3)">Klick</a></p>'
const CLEAN = '<p>Hallo <strong>Welt</strong><a>Klick</a></p>'

async function setUp(testApp: TestApp) {
  const owner = await siteOwner(testApp)
  const component = await createComponent(testApp.database, {
    key: 'rich',
    form: form as never,
    template: '<div class="rich">{{ text | raw }}</div>',
  })
  const { page, article } = await pageWithArticle(owner.client, owner.site.id)
  const post = (data: unknown) =>
    owner.client.post('/api/content', {
      section_id: article.sections[0].id,
      component_id: component.id,
      data,
    })
  return { ...owner, page, post }
}

describe('rich text and HTML in content data', () => {
  it('is sanitised on create and update at every depth; a duplicate is a copy', async () => {
    const testApp = await buildTestApp()
    const { client, post } = await setUp(testApp)
    const created = await post({
      text: EVIL,
      embed:
        '<div class="embed" onmouseover="x()"><iframe src="https://evil.example"></iframe></div>',
      box: { items: [{ body: EVIL }] },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().data).toEqual({
      text: CLEAN,
      embed: '<div class="embed"></div>',
      box: { items: [{ body: CLEAN }] },
    })

    const id = created.json().id
    const updated = await client.patch(`/api/content/${id}`, {
      data: { text: '<h2 style="color:red">Neu</h2><a href="https://a.de" target="_blank">a</a>' },
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().data.text).toBe(
      '<h2>Neu</h2><a href="https://a.de" target="_blank" rel="noopener noreferrer">a</a>',
    )

    const copy = await client.post(`/api/content/duplicate/${id}`, { id })
    const copied = await client.get(`/api/content/${copy.json().id}`)
    expect(copied.json().data).toEqual(updated.json().data)
  })

  it('refuses a 5 MB paste with a 422 on the field, in the user’s language', async () => {
    const testApp = await buildTestApp()
    const { post } = await setUp(testApp)
    const res = await post({ text: `<p>${'x'.repeat(5_000_000)}</p>` })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ 'data.text': ['Höchstens 200000 Zeichen.'] })
  })

  it('shows the formatting on the public page, without the script', async () => {
    const testApp = await buildTestApp()
    const { post, site, client } = await setUp(testApp)
    expect((await post({ text: EVIL })).statusCode).toBe(201)
    await publishSite(client, site.id)
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${site.identifier}.localhost:3000` },
    })
    expect(page.body).toContain(`<div class="rich">${CLEAN}</div>`)
    expect(page.body).not.toContain('alert(')
  })
})
