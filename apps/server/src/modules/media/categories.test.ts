import { describe, expect, it } from 'vitest'
import { MediaCategory } from '@sitewerk/contracts'
import { buildTestApp } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'
import { makeImage, upload } from '../../test/media.ts'

describe('media categories', () => {
  it('shows the root (id 0) and a category with children, counts, files and ancestors', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const create = async (title: string, parentId?: number) => {
      const res = await client.post(
        `/api/media_categories${parentId ? `?parentId=${parentId}` : ''}`,
        { title },
      )
      expect(res.statusCode).toBe(201)
      return MediaCategory.parse(res.json())
    }
    const fotos = await create('Fotos')
    const team = await create('Team', fotos.id)
    const events = await create('Events', fotos.id)
    await create('2025', events.id)
    const file = (
      await upload(client, {
        filename: 'a.png',
        content: await makeImage('png'),
        fields: { category_id: String(fotos.id) },
      })
    ).json()
    const rootFile = (
      await upload(client, { filename: 'b.png', content: await makeImage('png') })
    ).json()

    const root = MediaCategory.parse((await client.get('/api/media_categories')).json())
    expect(root).toMatchObject({ id: 0, parent_id: null, ancestors: [] })
    expect(root.children).toEqual([
      { id: fotos.id, title: 'Fotos', parent_id: 0, children_count: 2, files_count: 1 },
    ])
    expect(root.files.map((f) => f.id)).toEqual([rootFile.id])
    expect((await client.get('/api/media_categories/0')).json()).toEqual(root)

    const opened = MediaCategory.parse(
      (await client.get(`/api/media_categories/${events.id}`)).json(),
    )
    expect(opened).toMatchObject({
      id: events.id,
      title: 'Events',
      parent_id: fotos.id,
      ancestors: [
        { id: 0, title: 'Medien' },
        { id: fotos.id, title: 'Fotos' },
      ],
    })
    expect(opened.children.map((c) => c.title)).toEqual(['2025'])
    const fotosView = MediaCategory.parse(
      (await client.get(`/api/media_categories/${fotos.id}`)).json(),
    )
    expect(fotosView.children.map((c) => c.id)).toEqual([events.id, team.id]) // by title
    expect(fotosView.files.map((f) => f.id)).toEqual([file.id])
  })

  it('renames and moves a category, never below itself or a descendant', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const a = (await client.post('/api/media_categories', { title: 'A' })).json()
    const b = (await client.post(`/api/media_categories?parentId=${a.id}`, { title: 'B' })).json()
    const c = (await client.post(`/api/media_categories?parentId=${b.id}`, { title: 'C' })).json()
    for (const parent of [a.id, b.id, c.id]) {
      const res = await client.patch(`/api/media_categories/${a.id}`, { parent_id: parent })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({
        parent_id: [
          'Eine Kategorie kann nicht in sich selbst oder in eine ihrer Unterkategorien verschoben werden.',
        ],
      })
    }
    const moved = await client.patch(`/api/media_categories/${c.id}`, {
      parent_id: 0,
      title: '  C neu ',
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({
      id: c.id,
      title: 'C neu',
      parent_id: 0,
      ancestors: [{ id: 0, title: 'Medien' }],
    })
    const under = await client.patch(`/api/media_categories/${a.id}`, { parent_id: c.id })
    expect(under.json()).toMatchObject({ parent_id: c.id })
    expect((await client.patch(`/api/media_categories/${a.id}`, { title: '' })).statusCode).toBe(
      422,
    )
    expect(
      (await client.patch(`/api/media_categories/${a.id}`, { parent_id: 99999 })).statusCode,
    ).toBe(422)
  })

  it('deletes only an empty category (409 with a message otherwise)', async () => {
    const testApp = await buildTestApp()
    const { client } = await siteOwner(testApp)
    const parent = (await client.post('/api/media_categories', { title: 'Voll' })).json()
    const child = (
      await client.post(`/api/media_categories?parentId=${parent.id}`, { title: 'Kind' })
    ).json()
    const full = await client.delete(`/api/media_categories/${parent.id}`)
    expect(full.statusCode).toBe(409)
    expect(full.json().message).toBe(
      'Die Kategorie enthält noch Dateien oder Unterkategorien und kann nicht gelöscht werden.',
    )
    const file = (
      await upload(client, {
        filename: 'a.png',
        content: await makeImage('png'),
        fields: { category_id: String(child.id) },
      })
    ).json()
    expect((await client.delete(`/api/media_categories/${child.id}`)).statusCode).toBe(409)
    await client.post(`/api/media/files/${file.id}`, { media_category_id: 0 })
    expect((await client.delete(`/api/media_categories/${child.id}`)).statusCode).toBe(204)
    expect((await client.delete(`/api/media_categories/${parent.id}`)).statusCode).toBe(204)
    expect((await client.get(`/api/media_categories/${parent.id}`)).statusCode).toBe(404)
  })

  it('refuses a parent of another organisation and answers 404 for its categories', async () => {
    const testApp = await buildTestApp()
    const other = await siteOwner(testApp, 'Fremd AG')
    const foreign = (await other.client.post('/api/media_categories', { title: 'Fremd' })).json()
    const { client } = await siteOwner(testApp)
    const created = await client.post(`/api/media_categories?parentId=${foreign.id}`, {
      title: 'X',
    })
    expect(created.statusCode).toBe(422)
    expect(Object.keys(created.json().errors)).toEqual(['parentId'])
    expect((await client.get(`/api/media_categories/${foreign.id}`)).statusCode).toBe(404)
    expect(
      (await client.patch(`/api/media_categories/${foreign.id}`, { title: 'Y' })).statusCode,
    ).toBe(404)
    expect((await client.delete(`/api/media_categories/${foreign.id}`)).statusCode).toBe(404)
    const own = (await client.post('/api/media_categories', { title: 'Eigen' })).json()
    expect(
      (await client.patch(`/api/media_categories/${own.id}`, { parent_id: foreign.id })).statusCode,
    ).toBe(422)
    expect(
      (await client.get('/api/media_categories')).json().children.map((c: { id: number }) => c.id),
    ).toEqual([own.id])
    expect((await client.get('/api/media_categories/abc')).statusCode).toBe(404)
    expect((await other.client.get(`/api/media_categories/${foreign.id}`)).json().title).toBe(
      'Fremd',
    )
  })
})
