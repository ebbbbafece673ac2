import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createComponent, siteOwner } from '../../test/factories.ts'

const textForm = [{ $formkit: 'text', name: 'text', required: true }]

describe('pages, articles, sections and contents', () => {
  it('creates a page with one empty article and section when asked (spec §4)', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const res = await client.post('/api/page', {
      site_id: site.id,
      title: 'Über uns',
      url: '/Ueber-Uns/',
      create_article: true,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      title: 'Über uns',
      url: 'ueber-uns',
      site_id: site.id,
      parent_id: null,
    })
    const tree = (await client.get(`/api/page/${res.json().id}`)).json()
    // Issue 13, defect 6: only the home page opens with a full-height stage.
    expect(tree.articles).toEqual([
      expect.objectContaining({
        height: null,
        alignment: 'center',
        order: 1,
        sections: [expect.objectContaining({ order: 1, contents: [] })],
      }),
    ])
    const twice = await client.post('/api/page', {
      site_id: site.id,
      title: 'Nochmal',
      url: 'ueber-uns',
    })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors.url).toEqual(['Unter dieser Adresse gibt es schon eine Seite.'])
  })

  it('a new page wears the site standard layout; only the home page opens full height (issue 13)', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const other = (
      await client.post('/api/layouts', { site_id: site.id, title: 'Schlicht' })
    ).json()
    const standard = (
      await client.post('/api/layouts', { site_id: site.id, title: 'Standard' })
    ).json()
    const create = async (body: Record<string, unknown>) => {
      const res = await client.post('/api/page', {
        site_id: site.id,
        create_article: true,
        ...body,
      })
      expect(res.statusCode).toBe(201)
      return (await client.get(`/api/page/${res.json().id}`)).json()
    }
    // Before any page exists the site's first layout is its standard one (the wizard's choice).
    const home = await create({ title: 'Start', url: '', layout_id: standard.id })
    expect(home.articles[0].height).toBe('full')
    // The home page's layout is the standard a new page takes when the call names none.
    const about = await create({ title: 'Über uns', url: 'ueber-uns' })
    expect(about.layout_id).toBe(standard.id)
    expect(about.articles[0].height).toBeNull()
    // Naming one, or asking for none, still wins.
    expect((await create({ title: 'Anders', url: 'anders', layout_id: other.id })).layout_id).toBe(
      other.id,
    )
    expect((await create({ title: 'Leer', url: 'leer', layout_id: null })).layout_id).toBeNull()
  })

  it('a page of a site without a home page takes its first layout', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const first = (
      await client.post('/api/layouts', { site_id: site.id, title: 'Standard' })
    ).json()
    await client.post('/api/layouts', { site_id: site.id, title: 'Zweites' })
    const page = (
      await client.post('/api/page', { site_id: site.id, title: 'Kontakt', url: 'kontakt' })
    ).json()
    expect(page.layout_id).toBe(first.id)
  })

  it('adds content whose data fills its component’s form, and refuses data that does not', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const text = await createComponent(testApp.database, { key: 'text', form: textForm as never })
    const page = (
      await client.post('/api/page', {
        site_id: site.id,
        title: 'Start',
        url: '',
        create_article: true,
      })
    ).json()
    const sectionId = (await client.get(`/api/page/${page.id}`)).json().articles[0].sections[0].id

    const added = await client.post('/api/content', {
      section_id: sectionId,
      order: 1,
      component_id: text.id,
      data: { text: 'Hallo', extra: 1 },
    })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({
      section_id: sectionId,
      component_id: text.id,
      data: { text: 'Hallo' },
    })
    const empty = await client.post('/api/content', {
      section_id: sectionId,
      order: 2,
      component_id: text.id,
      data: [],
    })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({ 'data.text': ['Dieses Feld ist erforderlich.'] })
    const wrongType = await client.patch(`/api/content/${added.json().id}`, { data: { text: 42 } })
    expect(wrongType.json().errors).toEqual({ 'data.text': ['Dieser Wert hat den falschen Typ.'] })
    const unknown = await client.post('/api/content', {
      section_id: sectionId,
      order: 2,
      component_id: 99999,
      data: {},
    })
    expect(unknown.json().errors.component_id).toEqual(['Diese Komponente gibt es nicht.'])
  })

  it('deleting answers the parent to re-select and removes the subtree', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const text = await createComponent(testApp.database, { key: 'text', form: textForm as never })
    const page = (
      await client.post('/api/page', {
        site_id: site.id,
        title: 'Start',
        url: '',
        create_article: true,
      })
    ).json()
    const article = (await client.get(`/api/page/${page.id}`)).json().articles[0]
    const section = article.sections[0]
    const content = (
      await client.post('/api/content', {
        section_id: section.id,
        order: 1,
        component_id: text.id,
        data: { text: 'x' },
      })
    ).json()

    expect((await client.delete(`/api/content/${content.id}`)).json()).toEqual({
      section_id: section.id,
    })
    expect((await client.delete(`/api/section/${section.id}`)).json()).toEqual({
      article_id: article.id,
    })
    const again = (await client.post('/api/section', { article_id: article.id })).json()
    await client.post('/api/content', {
      section_id: again.id,
      order: 1,
      component_id: text.id,
      data: { text: 'y' },
    })
    expect((await client.delete(`/api/article/${article.id}`)).json()).toEqual({ page_id: page.id })
    expect((await client.get(`/api/section/${again.id}`)).statusCode).toBe(404)
    expect((await client.get(`/api/page/${page.id}`)).json().articles).toEqual([])
  })

  it('duplicates copy the whole subtree and answer id and url', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const text = await createComponent(testApp.database, { key: 'text', form: textForm as never })
    const page = (
      await client.post('/api/page', {
        site_id: site.id,
        title: 'Angebot',
        url: 'angebot',
        create_article: true,
      })
    ).json()
    const article = (await client.get(`/api/page/${page.id}`)).json().articles[0]
    await client.post('/api/content', {
      section_id: article.sections[0].id,
      order: 1,
      component_id: text.id,
      data: { text: 'Brot' },
    })

    const pageCopy = await client.post(`/api/page/duplicate/${page.id}`, { id: page.id })
    expect(pageCopy.json()).toEqual({ id: expect.any(Number), url: 'angebot-kopie' })
    const copied = (await client.get(`/api/page/${pageCopy.json().id}`)).json()
    expect(copied.title).toBe('Angebot (Kopie)')
    expect(copied.articles[0].sections[0].contents[0].data).toEqual({ text: 'Brot' })
    expect((await client.post(`/api/page/duplicate/${page.id}`)).json().url).toBe('angebot-kopie-2')

    const articleCopy = await client.post(`/api/article/duplicate/${article.id}`, {
      id: article.id,
    })
    expect(articleCopy.json()).toEqual({ id: expect.any(Number), url: 'angebot' })
    const tree = (await client.get(`/api/page/${page.id}`)).json()
    expect(tree.articles.map((a: { id: number }) => a.id)).toEqual([
      article.id,
      articleCopy.json().id,
    ])
    expect(tree.articles[1].sections[0].contents[0].data).toEqual({ text: 'Brot' })
  })

  it('reorders in one call, also across parents, and refuses foreign ids atomically', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const text = await createComponent(testApp.database, { key: 'text', form: textForm as never })
    const page = (
      await client.post('/api/page', {
        site_id: site.id,
        title: 'Start',
        url: '',
        create_article: true,
      })
    ).json()
    const article = (await client.get(`/api/page/${page.id}`)).json().articles[0]
    const first = article.sections[0]
    const second = (await client.post('/api/section', { article_id: article.id, order: 2 })).json()
    const add = async (sectionId: number, t: string) =>
      (
        await client.post('/api/content', {
          section_id: sectionId,
          order: 1,
          component_id: text.id,
          data: { text: t },
        })
      ).json()
    const a = await add(first.id, 'a')
    const b = await add(first.id, 'b')
    const c = await add(second.id, 'c')

    const moved = await client.post('/api/reorder', {
      type: 'contents',
      parent_id: second.id,
      ids: [b.id, c.id, a.id],
    })
    expect(moved.statusCode).toBe(204)
    const tree = (await client.get(`/api/page/${page.id}`)).json()
    expect(tree.articles[0].sections[0].contents).toEqual([])
    expect(
      tree.articles[0].sections[1].contents.map((x: { data: { text: string } }) => x.data.text),
    ).toEqual(['b', 'c', 'a'])

    const other = await siteOwner(testApp, 'Fremd')
    const foreign = (
      await other.client.post('/api/page', {
        site_id: other.site.id,
        title: 'X',
        url: 'x',
        create_article: true,
      })
    ).json()
    const foreignSection = (await other.client.get(`/api/page/${foreign.id}`)).json().articles[0]
      .sections[0]
    const stolen = await client.post('/api/reorder', {
      type: 'sections',
      parent_id: article.id,
      ids: [first.id, foreignSection.id],
    })
    expect(stolen.statusCode).toBe(422)
    expect(
      (await client.get(`/api/page/${page.id}`))
        .json()
        .articles[0].sections.map((s: { id: number }) => s.id),
    ).toEqual([first.id, second.id])
  })

  it('another organisation gets 404 for every call on this tree', async () => {
    const testApp = await buildTestApp()
    const owner = await siteOwner(testApp, 'Eigen')
    const other = await siteOwner(testApp, 'Fremd')
    const text = await createComponent(testApp.database, { key: 'text', form: textForm as never })
    const page = (
      await owner.client.post('/api/page', {
        site_id: owner.site.id,
        title: 'Start',
        url: '',
        create_article: true,
      })
    ).json()
    const article = (await owner.client.get(`/api/page/${page.id}`)).json().articles[0]
    const section = article.sections[0]
    const content = (
      await owner.client.post('/api/content', {
        section_id: section.id,
        order: 1,
        component_id: text.id,
        data: { text: 'x' },
      })
    ).json()
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/page/${page.id}`],
      ['PATCH', `/api/page/${page.id}`, { title: 'x' }],
      ['DELETE', `/api/page/${page.id}`],
      ['GET', `/api/article/${article.id}`],
      ['PATCH', `/api/section/${section.id}`, { title: 'x' }],
      ['DELETE', `/api/content/${content.id}`],
      ['POST', `/api/page/duplicate/${page.id}`, {}],
      ['POST', `/api/content/duplicate/${content.id}`, {}],
      ['POST', '/api/section', { article_id: article.id }],
      [
        'POST',
        '/api/content',
        { section_id: section.id, order: 1, component_id: text.id, data: { text: 'x' } },
      ],
      ['POST', '/api/page', { site_id: owner.site.id, title: 'x', url: 'x' }],
      ['GET', `/api/sites/${owner.site.id}/pages`],
    ]
    for (const [method, url, body] of calls) {
      expect({ url, status: (await other.client.request(method, url, body)).statusCode }).toEqual({
        url,
        status: 404,
      })
    }
  })

  it('refuses bad page input with field errors', async () => {
    const testApp = await buildTestApp()
    const { client, site } = await siteOwner(testApp)
    const cases = [
      [{ site_id: site.id, title: 'x', url: '../etc/passwd' }, 'url'],
      [{ site_id: site.id, title: 'x', url: 'a b' }, 'url'],
      [{ site_id: site.id, title: '', url: 'a' }, 'title'],
      [{ site_id: 'eins', title: 'x', url: 'a' }, 'site_id'],
      [{ site_id: site.id, title: 'x', url: 'x'.repeat(300) }, 'url'],
    ] as const
    for (const [body, field] of cases) {
      const res = await client.post('/api/page', body)
      expect(res.statusCode).toBe(422)
      expect(Object.keys(res.json().errors)).toEqual([field])
    }
  })
})
