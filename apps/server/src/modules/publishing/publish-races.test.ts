import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contents } from '../../db/schema/index.ts'
import { ownerPageWithComponent } from './page-fixture.ts'

// PGlite serialises everything on one connection: the interleavings below need PostgreSQL.
const onPostgres = process.env.TEST_DB === 'postgres'

async function pageWithTwoBlocks() {
  const fixture = await ownerPageWithComponent('')
  const { client, page, addText: add } = fixture
  const blocks = [await add('eins'), await add('zwei')]
  const publish = () => client.post(`/api/page/${page.id}/publish`, {})
  const texts = (tree: {
    articles: { sections: { contents: { data: { text: string } }[] }[] }[]
  }) => tree.articles.flatMap((a) => a.sections.flatMap((s) => s.contents.map((c) => c.data.text)))
  const published = async () => {
    const state = (await client.get(`/api/page/${page.id}/publishing`)).json()
    const version = (await client.get(`/api/page-versions/${state.published.id}`)).json()
    return { status: state.status as string, texts: texts(version.page), number: version.number }
  }
  const draft = async () => texts((await client.get(`/api/page/${page.id}`)).json())
  return { ...fixture, blocks, publish, published, draft }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('publishing races (issue #15)', () => {
  it('two publishes of one page at once write consecutive versions, the page at the newest', async () => {
    const { client, page, publish, published } = await pageWithTwoBlocks()
    const answers = await Promise.all([publish(), publish(), publish()])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    const versions = (await client.get(`/api/page/${page.id}/versions`)).json()
    expect(versions.map((v: { number: number }) => v.number)).toEqual([3, 2, 1])
    expect(versions[0].current).toBe(true)
    expect(await published()).toEqual({ status: 'published', texts: ['eins', 'zwei'], number: 3 })
  })

  it.runIf(onPostgres)(
    'a save open while a publish runs is either in the version or leaves the page marked changed',
    async () => {
      const { testApp, client, blocks, publish, published, draft } = await pageWithTwoBlocks()
      await publish()
      await client.patch(`/api/content/${blocks[0].id}`, { data: { text: 'geändert' } })
      let release = () => {}
      let written = () => {}
      const isWritten = new Promise<void>((resolve) => (written = resolve))
      // one save in one transaction that changes both blocks, held open while the publish starts
      const saving = testApp.database.db.transaction(async (tx) => {
        for (const [index, block] of blocks.entries())
          await tx
            .update(contents)
            .set({ data: { text: `gleichzeitig ${index + 1}` } })
            .where(eq(contents.id, block.id))
        written()
        await new Promise<void>((resolve) => (release = resolve))
      })
      await isWritten
      const publishing = publish()
      await pause(300)
      release()
      await saving
      expect((await publishing).statusCode).toBe(200)

      const after = await published()
      expect([
        ['geändert', 'zwei'],
        ['gleichzeitig 1', 'gleichzeitig 2'],
      ]).toContainEqual(after.texts)
      expect(await draft()).toEqual(['gleichzeitig 1', 'gleichzeitig 2'])
      if (after.texts[0] === 'geändert') expect(after.status).toBe('changed')
      else expect(after.status).toBe('published')
    },
  )

  it.runIf(onPostgres)(
    'saves and publishes at once never lose a change from the mark nor mix a tree',
    async () => {
      const { client, blocks, publish, published, draft } = await pageWithTwoBlocks()
      for (let round = 1; round <= 8; round++) {
        const text = `Runde ${round}`
        await Promise.all([
          publish(),
          client.patch(`/api/content/${blocks[round % 2]!.id}`, { data: { text } }),
          pause(round % 3).then(publish),
        ])
        const after = await published()
        const current = await draft()
        expect(after.status === 'changed' || after.texts.join() === current.join()).toBe(true)
      }
    },
  )
})
