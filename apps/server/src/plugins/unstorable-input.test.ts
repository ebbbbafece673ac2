import Fastify from 'fastify'
import { sql } from 'drizzle-orm'
import { describe, expect, it, onTestFinished } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app.ts'
import { createTestDatabase } from '../test/database.ts'
import { pageWithArticle, siteOwner } from '../test/factories.ts'
import { registerErrorHandlers } from './error-handler.ts'

const BEYOND_INTEGER = 2_147_483_648
const TOO_BIG_DE = 'Darf höchstens 2147483647 sein.'
const BAD_CHARACTERS_DE = 'Enthält unzulässige Zeichen.'
const BAD_CHARACTERS_EN = 'Contains characters that are not allowed.'

/** An owner with a site, a page, its article and section, a layout and a component with a form. */
async function ownerWithTree(testApp: TestApp) {
  const owner = await siteOwner(testApp)
  const { client, site } = owner
  const { page, article } = await pageWithArticle(client, site.id)
  const section = article.sections[0]
  const layout = (await client.post('/api/layouts', { site_id: site.id, title: 'Standard' })).json()
  const component = (
    await client.post('/api/components', {
      namespace: 'module',
      key: 'text',
      title: 'Text',
      form: [{ $formkit: 'text', name: 'text', label: 'Text' }],
      template: '<p>{{ text }}</p>',
    })
  ).json()
  return { ...owner, page, article, section, layout, component }
}

describe('input the database cannot store is a 422 on its field, never a 500', () => {
  it('refuses every id beyond the database integer, in bodies and lists', async () => {
    const testApp = await buildTestApp()
    const { client, site, page, article, section, component } = await ownerWithTree(testApp)
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/article', { page_id: BEYOND_INTEGER }, 'page_id'],
      ['POST', '/api/section', { article_id: BEYOND_INTEGER }, 'article_id'],
      [
        'POST',
        '/api/content',
        { section_id: section.id, component_id: BEYOND_INTEGER },
        'component_id',
      ],
      ['POST', '/api/page', { site_id: BEYOND_INTEGER, title: 'A', url: 'a' }, 'site_id'],
      ['PATCH', `/api/page/${page.id}`, { seo_image_id: BEYOND_INTEGER }, 'seo_image_id'],
      ['PATCH', `/api/page/${page.id}`, { layout_id: BEYOND_INTEGER }, 'layout_id'],
      [
        'PATCH',
        `/api/article/${article.id}`,
        { background_file_id: BEYOND_INTEGER },
        'background_file_id',
      ],
      ['PATCH', `/api/article/${article.id}`, { theme_id: BEYOND_INTEGER }, 'theme_id'],
      [
        'PATCH',
        `/api/section/${section.id}`,
        { custom_colorset_id: BEYOND_INTEGER },
        'custom_colorset_id',
      ],
      ['PATCH', `/api/sites/${site.id}`, { seo_image_id: BEYOND_INTEGER }, 'seo_image_id'],
      ['POST', '/api/layouts', { site_id: BEYOND_INTEGER, title: 'L' }, 'site_id'],
      [
        'POST',
        '/api/reorder',
        { type: 'articles', parent_id: page.id, ids: [article.id, BEYOND_INTEGER] },
        'ids.1',
      ],
      [
        'POST',
        '/api/reorder',
        { type: 'articles', parent_id: BEYOND_INTEGER, ids: [article.id] },
        'parent_id',
      ],
    ]
    for (const [method, url, body, field] of cases) {
      const res = await client.request(method, url, body)
      expect(res.statusCode, `${method} ${url} ${field}`).toBe(422)
      expect(res.json().errors[field], `${method} ${url} ${field}`).toEqual([TOO_BIG_DE])
    }
    expect(component.id).toBeGreaterThan(0)
  })

  it('refuses a media category moved below an id beyond the integer', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const category = (await client.post('/api/media_categories', { title: 'Fotos' })).json()
    const moved = await client.patch(`/api/media_categories/${category.id}`, {
      parent_id: BEYOND_INTEGER,
    })
    expect(moved.statusCode).toBe(422)
    expect(moved.json().errors).toEqual({ parent_id: [TOO_BIG_DE] })
    const created = await client.post(`/api/media_categories?parentId=${BEYOND_INTEGER}`, {
      title: 'Fotos',
    })
    expect(created.statusCode).toBe(422)
  })

  it('refuses NUL and other control characters in text, source code and free JSON', async () => {
    const testApp = await buildTestApp()
    const { client, site, page, section, layout, component } = await ownerWithTree(testApp)
    const cases: [string, string, Record<string, unknown>, string][] = [
      [
        'POST',
        '/api/content',
        { section_id: section.id, component_id: component.id, data: { text: 'a\u0000b' } },
        'data.text',
      ],
      [
        'POST',
        '/api/content',
        {
          section_id: section.id,
          component_id: component.id,
          data: { unknown: { deep: ['x\u0000'] } },
        },
        'data.unknown.deep.0',
      ],
      [
        'POST',
        '/api/content',
        { section_id: section.id, component_id: component.id, data: { 'k\u0000': 1 } },
        'data.k\u0000',
      ],
      ['PATCH', `/api/component/${component.id}`, { template: '<p>\u0000</p>' }, 'template'],
      ['PATCH', `/api/component/${component.id}`, { script: 'alert(1)\u0000' }, 'script'],
      ['PATCH', `/api/component/${component.id}`, { style: 'p{}\u0001' }, 'style'],
      [
        'PATCH',
        `/api/component/${component.id}`,
        { form: [{ $formkit: 'text', name: 'text', label: 'T\u0000' }] },
        'form.0.label',
      ],
      ['PATCH', `/api/page/${page.id}`, { css: 'p{}\u0000' }, 'css'],
      ['PATCH', `/api/layouts/${layout.id}`, { css: 'p{}\u0000' }, 'css'],
      [
        'PATCH',
        `/api/sites/${site.id}`,
        { variables_schema: [{ $formkit: 'text', name: 'x', help: 'h\u0000' }] },
        'variables_schema.0.help',
      ],
      ['PUT', `/api/sites/${site.id}/variables`, { variables: { x: 'a\u0000' } }, 'variables.x'],
    ]
    for (const [method, url, body, field] of cases) {
      const res = await client.request(method, url, body)
      expect(res.statusCode, `${method} ${url} ${field}`).toBe(422)
      expect(res.json().errors[field], `${method} ${url} ${field}`).toEqual([BAD_CHARACTERS_DE])
    }
    // Tabs, line feeds and carriage returns are text.
    const ok = await client.post('/api/content', {
      section_id: section.id,
      component_id: component.id,
      data: { text: 'Zeile 1\r\n\tZeile 2' },
    })
    expect(ok.statusCode).toBe(201)
    expect(ok.json().data).toEqual({ text: 'Zeile 1\r\n\tZeile 2' })
  })

  it('answers in English too', async () => {
    const testApp = await buildTestApp()
    const { client, page } = await ownerWithTree(testApp)
    const res = await client.patch(
      `/api/page/${page.id}`,
      { css: '\u0000' },
      { 'accept-language': 'en' },
    )
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { css: [BAD_CHARACTERS_EN] },
    })
  })

  it('refuses NUL in query strings', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    for (const url of ['/api/media/files?q=%00', '/api/site?domain=%00']) {
      const res = await client.get(url)
      expect(res.statusCode, url).toBe(422)
    }
    const ask = await testApp.app.inject({ method: 'GET', url: '/internal/tls/ask?domain=%00' })
    expect(ask.statusCode).toBeLessThan(500)
    expect(ask.statusCode).not.toBe(200)
  })
})

describe('JSON nested deeper than any form needs', () => {
  it('is a 422 before any schema or JSON.stringify can overflow the stack', async () => {
    const testApp = await buildTestApp()
    const { client, component } = await ownerWithTree(testApp)
    // Sent as text: the test's own JSON.stringify would overflow on it.
    const json = { 'content-type': 'application/json' }
    const levels = 20_000
    const deepFormText = `{"form":[${'{"$formkit":"group","name":"g","children":['.repeat(levels)}{"$formkit":"text","name":"x"}${']}'.repeat(levels)}]}`
    const deepForm = await client.patch(`/api/component/${component.id}`, deepFormText, json)
    expect(deepForm.statusCode).toBe(422)
    expect(deepForm.json().errors).toEqual({ body: ['Zu tief verschachtelt.'] })
    const brackets = `{"data":{"x":${'['.repeat(300_000)}${']'.repeat(300_000)}}}`
    const deepData = await client.patch(`/api/component/${component.id}`, brackets, json)
    expect(deepData.statusCode).toBe(422)
    // Inside the limit, a body still parses, and brackets inside strings do not count.
    const fine = await client.patch(`/api/component/${component.id}`, {
      data: { text: '[[[[{{{{'.repeat(100) },
    })
    expect(fine.statusCode).toBe(200)
  })
})

describe('the last line of defence: a value the database refuses', () => {
  it('is a 422 with a field-free message, logged as a warning', async () => {
    const database = await createTestDatabase()
    const logs: string[] = []
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
    })
    onTestFinished(async () => {
      await app.close()
      await database.close()
    })
    registerErrorHandlers(app)
    app.get('/out-of-range', () => database.db.execute(sql`select ${'2147483648'}::integer`))
    app.get('/nul', () => database.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb`))
    app.get('/broken', () => database.db.execute(sql`select * from no_such_table`))

    for (const url of ['/out-of-range', '/nul']) {
      const res = await app.inject({ url, headers: { 'accept-language': 'de' } })
      expect(res.statusCode, url).toBe(422)
      expect(res.json()).toEqual({
        message: 'Die eingegebenen Daten sind ungültig.',
        errors: {
          _: [
            'Ein Wert liegt außerhalb des zulässigen Bereichs oder enthält Zeichen, die nicht gespeichert werden können.',
          ],
        },
      })
    }
    expect(logs.filter((l) => l.includes('a contract should have'))).toHaveLength(2)
    // Any other database error stays a 500 that says nothing.
    const broken = await app.inject({ url: '/broken' })
    expect(broken.statusCode).toBe(500)
    expect(broken.json()).toEqual({ message: 'Internal Server Error' })
  })
})
