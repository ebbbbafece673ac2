import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { deletedBlocks } from '../../db/schema/index.ts'
import { buildTestApp, type TestClient } from '../../test/build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from '../../test/factories.ts'
import { makeImage, upload } from '../../test/media.ts'
import { UNDO_WINDOW_MS } from './deleted-blocks-repository.ts'
import { createPagesRepository } from './repository.ts'

const textForm = [{ $formkit: 'text', name: 'text', required: true }]
const imageForm = [{ $formkit: 'media', name: 'img', label: 'Bild' }]

type Tree = {
  id: number
  articles: {
    id: number
    sections: { id: number; contents: { id: number; data: Record<string, unknown> }[] }[]
  }[]
}

/** What the editor sends back: the block as it had it, without versions and parent ids. */
function restoredContent(content: Record<string, unknown>) {
  const parentFields = ['section_id', 'article_id', 'layout_id', 'layout_slot', 'updated_at']
  return Object.fromEntries(Object.entries(content).filter(([key]) => !parentFields.includes(key)))
}

async function ownerWithBlocks() {
  const testApp = await buildTestApp()
  const owner = await siteOwner(testApp)
  const text = await createComponent(testApp.database, { key: 'text', form: textForm as never })
  const { page, article } = await pageWithArticle(owner.client, owner.site.id)
  const section = article.sections[0]
  const add = async (order: number, words: string) =>
    (
      await owner.client.post('/api/content', {
        section_id: section.id,
        order,
        component_id: text.id,
        data: { text: words },
        grid_area: 'main',
        parallax: true,
      })
    ).json()
  const first = await add(1, 'Frische Brötchen')
  const second = await add(2, 'Kuchen')
  return { testApp, ...owner, text, page, article, section, first, second }
}

const tree = async (client: TestClient, pageId: number) =>
  (await client.get(`/api/page/${pageId}`)).json() as Tree

describe('bringing a deleted block back (undo of a delete, issue 13)', () => {
  it('re-creates a deleted content with its id, data and settings where it was', async () => {
    const { client, page, section, first } = await ownerWithBlocks()
    expect((await client.delete(`/api/content/${first.id}`)).statusCode).toBe(200)

    const res = await client.post('/api/content/restore', {
      parent_id: section.id,
      block: restoredContent(first),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      id: first.id,
      section_id: section.id,
      data: { text: 'Frische Brötchen' },
      grid_area: 'main',
      parallax: true,
    })
    const contents = (await tree(client, page.id)).articles[0]!.sections[0]!.contents
    expect(contents.map((c) => c.id)).toContain(first.id)

    // Twice is once too often: the block is there already.
    const again = await client.post('/api/content/restore', {
      parent_id: section.id,
      block: restoredContent(first),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'Dieser Block ist schon wieder da: Er wurde inzwischen wiederhergestellt.',
    )
  })

  it('re-creates a deleted article with its sections and their contents', async () => {
    const { client, page, article } = await ownerWithBlocks()
    const before = (await client.get(`/api/article/${article.id}`)).json()
    await client.delete(`/api/article/${article.id}`)
    expect((await tree(client, page.id)).articles).toEqual([])

    const block = {
      ...Object.fromEntries(
        Object.entries(before).filter(([key]) => !['page_id', 'updated_at'].includes(key)),
      ),
      background_content: null,
      sections: before.sections.map((s: Record<string, unknown>) => ({
        ...Object.fromEntries(
          Object.entries(s).filter(([key]) => !['article_id', 'updated_at'].includes(key)),
        ),
        contents: (s.contents as Record<string, unknown>[]).map(restoredContent),
      })),
    }
    const res = await client.post('/api/article/restore', { parent_id: page.id, block })
    expect(res.statusCode).toBe(201)
    const back = (await tree(client, page.id)).articles
    expect(back.map((a) => a.id)).toEqual([article.id])
    expect(back[0]!.sections[0]!.contents.map((c) => c.data.text)).toEqual([
      'Frische Brötchen',
      'Kuchen',
    ])
  })

  it('refuses an id that was never handed out, and bad input, with field errors (422)', async () => {
    const { client, article, section, first } = await ownerWithBlocks()
    const never = await client.post('/api/content/restore', {
      parent_id: section.id,
      block: { ...restoredContent(first), id: first.id + 1000 },
    })
    expect(never.statusCode).toBe(422)
    expect(never.json().errors['block.id']).toEqual([
      'Diesen Block gab es hier nicht: Nur ein gelöschter Block kann zurückgeholt werden.',
    ])

    await client.delete(`/api/content/${first.id}`)
    const empty = await client.post('/api/content/restore', {
      parent_id: section.id,
      block: { ...restoredContent(first), data: { text: '' } },
    })
    expect(empty.statusCode).toBe(422)
    expect(Object.keys(empty.json().errors)).toEqual(['data.text'])
    const shapeless = await client.post('/api/content/restore', {
      parent_id: section.id,
      block: { id: 'eins' },
    })
    expect(shapeless.statusCode).toBe(422)
    expect(shapeless.json().errors).toHaveProperty(['block.id'])

    await client.delete(`/api/section/${section.id}`)
    const twice = await client.post('/api/section/restore', {
      parent_id: article.id,
      block: {
        id: section.id,
        order: 1,
        contents: [restoredContent(first), restoredContent(first)],
      },
    })
    expect(twice.statusCode).toBe(422)
    expect(Object.keys(twice.json().errors)).toEqual(['block.id'])
  })

  it('another organisation can neither restore into this page nor with this organisation’s files', async () => {
    const { testApp, client, section, first } = await ownerWithBlocks()
    await client.delete(`/api/content/${first.id}`)
    const other = await siteOwner(testApp, 'Metzgerei Mond')
    const intoForeign = await other.client.post('/api/content/restore', {
      parent_id: section.id,
      block: restoredContent(first),
    })
    expect(intoForeign.statusCode).toBe(404)

    // The stranger's own page, with the owner's image in the data: refused as on create.
    const image = (
      await upload(client, { filename: 'bild.png', content: await makeImage('png') })
    ).json()
    const gallery = (
      await other.client.post('/api/components', {
        namespace: 'module',
        key: 'bild',
        title: 'Bild',
        form: imageForm,
        template: '<img src="{{ img.id }}">',
      })
    ).json()
    const { article } = await pageWithArticle(other.client, other.site.id)
    const stolen = await other.client.post('/api/content/restore', {
      parent_id: article.sections[0].id,
      block: {
        id: first.id,
        component_id: gallery.id,
        order: 1,
        data: {
          img: { id: image.id, filename: image.filename, width: image.width, height: image.height },
        },
      },
    })
    expect(stolen.statusCode).toBe(422)
    expect(stolen.json().errors).toEqual({
      'data.img': ['Diese Datei gibt es in dieser Organisation nicht.'],
    })
    // Nothing was written: the owner's undo still finds the id free.
    const back = await client.post('/api/content/restore', {
      parent_id: section.id,
      block: restoredContent(first),
    })
    expect(back.statusCode).toBe(201)
  })

  it('another organisation cannot take a deleted block’s id, and the owner’s undo still works (decision 052)', async () => {
    const { testApp, client, page, article, section, first } = await ownerWithBlocks()
    const before = (await client.get(`/api/article/${article.id}`)).json()
    await client.delete(`/api/content/${first.id}`)
    const other = await siteOwner(testApp, 'Metzgerei Mond')
    const box = await createComponent(testApp.database, { key: 'box', form: textForm as never })
    const { page: otherPage, article: otherArticle } = await pageWithArticle(
      other.client,
      other.site.id,
    )
    const mine = { component_id: box.id, order: 1, data: { text: 'Wurst' } }

    const taken = await other.client.post('/api/content/restore', {
      parent_id: otherArticle.sections[0].id,
      block: { ...mine, id: first.id },
    })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors).toEqual({
      'block.id': [
        'Diesen Block gab es hier nicht: Nur ein gelöschter Block kann zurückgeholt werden.',
      ],
    })
    const back = await client.post('/api/content/restore', {
      parent_id: section.id,
      block: restoredContent(first),
    })
    expect(back.statusCode).toBe(201)
    expect(back.json()).toMatchObject({ id: first.id, data: { text: 'Frische Brötchen' } })

    // A whole article with its section and contents: the same.
    await client.delete(`/api/article/${article.id}`)
    const stolenArticle = await other.client.post('/api/article/restore', {
      parent_id: otherPage.id,
      block: { id: article.id, order: 2, background_content: null, sections: [] },
    })
    expect(stolenArticle.statusCode).toBe(422)
    const stolenSection = await other.client.post('/api/section/restore', {
      parent_id: otherArticle.id,
      block: { id: before.sections[0].id, order: 2, contents: [] },
    })
    expect(stolenSection.statusCode).toBe(422)
    const articleBack = await client.post('/api/article/restore', {
      parent_id: page.id,
      block: {
        id: article.id,
        order: 1,
        background_content: null,
        sections: [{ id: section.id, order: 1, contents: [] }],
      },
    })
    expect(articleBack.statusCode).toBe(201)
  })

  it('answers another organisation’s deleted id, its live id and an id never handed out alike', async () => {
    const { testApp, client, first, second } = await ownerWithBlocks()
    await client.delete(`/api/content/${first.id}`)
    const other = await siteOwner(testApp, 'Metzgerei Mond')
    const box = await createComponent(testApp.database, { key: 'box', form: textForm as never })
    const { article } = await pageWithArticle(other.client, other.site.id)
    const restoreAs = async (id: number) => {
      const res = await other.client.post('/api/content/restore', {
        parent_id: article.sections[0].id,
        block: { id, component_id: box.id, order: 1, data: { text: 'Wurst' } },
      })
      return { status: res.statusCode, body: res.json() }
    }

    const deleted = await restoreAs(first.id)
    expect(deleted.status).toBe(422)
    expect(await restoreAs(second.id)).toEqual(deleted)
    expect(await restoreAs(second.id + 100_000)).toEqual(deleted)
  })

  it('forgets a deletion after the undo window, and with the page', async () => {
    const { testApp, client, page, article, section, first, second } = await ownerWithBlocks()
    await client.delete(`/api/content/${first.id}`)
    await client.delete(`/api/content/${second.id}`)
    const repo = createPagesRepository(testApp.database.db)
    await repo.purgeDeletedBlocks(new Date(Date.now() - 60_000 + UNDO_WINDOW_MS))
    const inTime = await client.post('/api/content/restore', {
      parent_id: section.id,
      block: restoredContent(second),
    })
    expect(inTime.statusCode).toBe(201)
    await repo.purgeDeletedBlocks(new Date(Date.now() + UNDO_WINDOW_MS))
    const late = await client.post('/api/content/restore', {
      parent_id: section.id,
      block: restoredContent(first),
    })
    expect(late.statusCode).toBe(422)

    await client.delete(`/api/article/${article.id}`)
    const ofPage = () =>
      testApp.database.db.select().from(deletedBlocks).where(eq(deletedBlocks.pageId, page.id))
    expect((await ofPage()).map((row) => row.blockId).sort()).toEqual(
      [article.id, section.id, second.id].sort(),
    )
    expect((await client.delete(`/api/page/${page.id}`)).statusCode).toBeLessThan(300)
    expect(await ofPage()).toEqual([])
  })
})
